/**
 * After a form's check refused a field (the panel's forms and the visitor forms): the field is
 * marked invalid (its red outline, and what screen readers announce with it) and takes the
 * focus, so the person sees which one the toast means; the mark goes as soon as that field is
 * changed. The toast keeps the spec's message.
 */
export function markInvalid(form: EventTarget | null, name: string): void {
  if (!(form instanceof HTMLFormElement)) return;
  const field = form.elements.namedItem(name);
  if (!(field instanceof HTMLElement)) return;
  field.setAttribute('aria-invalid', 'true');
  const clear = () => field.removeAttribute('aria-invalid');
  field.addEventListener('input', clear, { once: true });
  field.addEventListener('change', clear, { once: true });
  field.focus();
}
