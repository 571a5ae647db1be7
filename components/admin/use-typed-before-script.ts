'use client';

import { type RefObject, useLayoutEffect } from 'react';
import { lineBreaksAsTyped } from '@/lib/entities/text';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Takes into a form's state what was typed in its fields before the panel's script ran. The
 * browser keeps that text through hydration, but the state does not have it, so the next render
 * would put the state's value back and a submit would send it. Runs once, when the form first
 * shows; from then on every change goes through `onChange`. (A textarea that starts with text is
 * read-only until then instead: `useHeldUntilScripted` in fields.tsx.)
 *
 * `names`: the fields this state holds, found by name inside `container`.
 */
export function useTypedBeforeScript(
  container: RefObject<HTMLElement | null>,
  names: readonly string[],
  values: Readonly<Record<string, string | undefined>>,
  onChange: (name: string, value: string) => void,
) {
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const wanted = new Set(names);
    for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
      if (!wanted.has(field.name) || ['file', 'checkbox'].includes(field.type)) continue;
      // A radio group's choice: the segment chosen that the server did not mark.
      if (field instanceof HTMLInputElement && field.type === 'radio') {
        if (field.checked && !field.defaultChecked) onChange(field.name, field.value);
        continue;
      }
      if (changedEarly(field, values[field.name] ?? '')) onChange(field.name, field.value);
    }
    // Once, on the first render's fields: later values are the state's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * Whether the visitor changed the field before the script ran. A list whose value is none of its
 * options (a record stored with a value the form no longer offers) shows its first option without
 * anyone choosing it: only a choice away from the option the server marked counts.
 */
function changedEarly(field: Field, value: string): boolean {
  // A textarea shows every line break as LF, whichever the stored text had.
  if (!(field instanceof HTMLSelectElement)) return field.value !== lineBreaksAsTyped(value);
  const marked = [...field.options].find((option) => option.defaultSelected);
  return marked !== undefined && !marked.selected;
}
