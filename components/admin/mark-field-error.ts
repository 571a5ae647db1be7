import { focusInvalid, markInvalid, untilChanged } from '@/components/ui/mark-invalid';
import { dismissToastsFrom, toast } from '@/components/ui/toast';
import { MESSAGES } from '@/lib/api/messages';
import type { FieldProblem } from '@/lib/entities';

/** Under an empty field "Please fill all fields!" would be vague: it says what that field lacks. */
const REQUIRED = 'Required.';

/**
 * A panel form's check refused fields: each field's message stays under it (its FieldError) and
 * the field is marked invalid (markInvalid); the first, `focus`, takes the focus and carries the
 * form's message in the spec's words ('Please fill all fields!'). What is said beside a field is
 * not said again in a toast: only a message with no field to stand beside becomes one. The
 * messages are in place before the focus moves, so a screen reader reads the focused one with
 * its field. A field's mark and message go when it is changed or the form is sent again (a
 * mismatch can be mended in the other field; the new check marks whatever is still wrong).
 */
export function markFieldErrors(
  form: EventTarget | null,
  problems: readonly FieldProblem[],
  focus: string = problems[0]?.field ?? '',
): void {
  if (!(form instanceof HTMLFormElement)) return;
  let focusShown = false;
  for (const { field: name, message } of problems) {
    const field = form.elements.namedItem(name);
    const slotId = field instanceof HTMLElement ? field.getAttribute('aria-errormessage') : null;
    const slot = slotId ? document.getElementById(slotId) : null;
    if (!(field instanceof HTMLElement) || !slot) continue;
    const first = name === focus;
    focusShown ||= first;
    slot.textContent = !first && message === MESSAGES.fillAll ? REQUIRED : message;
    untilChanged(form, field, () => (slot.textContent = ''));
  }
  const unplaced = problems.find((p) => p.field === focus) ?? problems[0];
  if (!focusShown && unplaced) toast.error(unplaced.message, { source: form });
  else dismissToastsFrom(form);
  markInvalid(form, problems, false);
  // In a tab not shown (a post's Markdown while its preview is): that tab first, then the focus,
  // once React has shown it.
  const field = form.elements.namedItem(focus);
  const panel =
    field instanceof HTMLElement ? field.closest<HTMLElement>('[role="tabpanel"][hidden]') : null;
  const tab = panel && form.querySelector<HTMLElement>(`[role="tab"][aria-controls="${panel.id}"]`);
  if (tab) {
    tab.click();
    setTimeout(() => focusInvalid(form, focus));
  } else {
    focusInvalid(form, focus);
  }
}

/** One refused field: marked, its message under it, and focused. */
export function markFieldError(form: EventTarget | null, name: string, message: string): void {
  markFieldErrors(form, [{ field: name, message }]);
}
