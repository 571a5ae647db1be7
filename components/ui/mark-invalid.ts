/**
 * After a form's check refused fields (the panel's forms and the visitor forms): each is marked
 * invalid (its red outline, and what screen readers announce with it) and the one the toast
 * names (`focus`; the first by default, none if false) takes the focus. A field's mark goes as
 * soon as it is changed, or when the form is sent again (whose check marks whatever is still
 * wrong). The toast keeps the spec's message.
 */
export function markInvalid(
  form: EventTarget | null,
  names: string | readonly string[],
  { focus }: { focus?: string | false } = {},
): void {
  if (!(form instanceof HTMLFormElement)) return;
  const list = typeof names === 'string' ? [names] : names;
  for (const name of list) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLElement)) continue;
    field.setAttribute('aria-invalid', 'true');
    const done = new AbortController();
    const clear = () => {
      field.removeAttribute('aria-invalid');
      done.abort();
    };
    field.addEventListener('input', clear, { signal: done.signal });
    field.addEventListener('change', clear, { signal: done.signal });
    // On the form itself, so it runs before React's handler (on the root) checks again.
    form.addEventListener('submit', clear, { signal: done.signal });
  }
  const target = focus ?? list[0];
  if (target) focusInvalid(form, target);
}

/** Focuses a form's field by name (a field the check refused). */
export function focusInvalid(form: HTMLFormElement, name: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}
