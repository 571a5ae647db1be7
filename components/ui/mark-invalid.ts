/**
 * After a form's check refused fields (the panel's forms and the visitor forms): each is marked
 * invalid (its red outline, and what screen readers announce with it) and the one the toast
 * names (`focus`; none if false) takes the focus. A field's mark goes as soon as it is changed,
 * or when the form is sent again: the listener on the form runs before React's (on the root),
 * whose check marks whatever is still wrong. The toast keeps the spec's message.
 */
export function markInvalid(
  form: EventTarget | null,
  problems: readonly { field: string }[],
  focus: string | false,
): void {
  if (!(form instanceof HTMLFormElement)) return;
  for (const { field: name } of problems) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLElement)) continue;
    field.setAttribute('aria-invalid', 'true');
    untilChanged(form, field, () => field.removeAttribute('aria-invalid'));
  }
  if (focus) focusInvalid(form, focus);
}

/**
 * Runs `clear` when a refused field is changed or its form is sent again. One-shot listeners: a
 * stale one only clears a mark before the next check sets it again.
 */
export function untilChanged(form: HTMLFormElement, field: HTMLElement, clear: () => void): void {
  field.addEventListener('input', clear, { once: true });
  field.addEventListener('change', clear, { once: true });
  form.addEventListener('submit', clear, { once: true });
}

/** Focuses a form's field by name (a field the check refused). */
export function focusInvalid(form: HTMLFormElement, name: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}
