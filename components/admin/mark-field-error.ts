import { markInvalid } from '@/components/ui/mark-invalid';
import { MESSAGES } from '@/lib/api/messages';

/** Under an empty field "Please fill all fields!" would be vague: it says what that field lacks. */
const REQUIRED = 'Required.';

/**
 * A panel form's check refused a field: besides the toast (which keeps the spec's words), the
 * message stays under the field (its FieldError), and the field is marked invalid and focused
 * (markInvalid). The message is in place before the focus moves, so a screen reader reads it
 * with the field. Both go when the field is changed or the form is sent again (a mismatch can be
 * mended in the other field; the new check marks whatever is still wrong).
 */
export function markFieldError(form: EventTarget | null, name: string, message: string): void {
  if (form instanceof HTMLFormElement) {
    const field = form.elements.namedItem(name);
    const slotId = field instanceof HTMLElement ? field.getAttribute('aria-errormessage') : null;
    const slot = slotId ? document.getElementById(slotId) : null;
    if (field instanceof HTMLElement && slot) {
      slot.textContent = message === MESSAGES.fillAll ? REQUIRED : message;
      const done = new AbortController();
      const clear = () => {
        slot.textContent = '';
        field.removeAttribute('aria-invalid');
        done.abort();
      };
      field.addEventListener('input', clear, { signal: done.signal });
      field.addEventListener('change', clear, { signal: done.signal });
      // On the form itself, so it runs before React's handler (on the root) checks again.
      form.addEventListener('submit', clear, { signal: done.signal });
      // In a tab not shown (a post's Markdown while its preview is): that tab first, then the
      // focus, once React has shown it.
      const panel = field.closest<HTMLElement>('[role="tabpanel"][hidden]');
      const tab =
        panel && form.querySelector<HTMLElement>(`[role="tab"][aria-controls="${panel.id}"]`);
      if (tab) {
        tab.click();
        setTimeout(() => markInvalid(form, name));
        return;
      }
    }
  }
  markInvalid(form, name);
}
