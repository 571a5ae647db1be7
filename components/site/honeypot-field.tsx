import { HONEYPOT_FIELD } from '@/lib/entities/honeypot';

/**
 * The visitor forms' trap for bots: a text field that people never meet. It sits off-screen
 * (taking no room, so nothing moves), is hidden from screen readers with its label, cannot be
 * reached with Tab, and tells the browser not to fill it in. Bots that fill every field fill this
 * one too, and the server then answers them as it would a person without keeping anything.
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute top-0 -left-[9999px] size-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
