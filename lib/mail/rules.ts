/**
 * The rules of the mail settings and of the visitor's address, free of imports so that the
 * environment's parser can use them.
 */

/**
 * An SMTP server's URL: `smtp://` (STARTTLS when the server offers it, as on port 587) or
 * `smtps://` (TLS from the start, port 465), a host, an optional port, an optional user and
 * password (percent-encoded where they hold reserved characters), and no path.
 */
export function isSmtpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'smtp:' || url.protocol === 'smtps:') &&
    url.hostname !== '' &&
    (url.pathname === '' || url.pathname === '/') &&
    url.hash === ''
  );
}

/**
 * Email addresses as the notification uses them. Deliberately plain: one `local@domain` with a
 * dot in the domain, and nothing that means something else in a header (white space, commas,
 * semicolons, angle brackets, quotes, parentheses, backslashes). Anything stricter belongs to the
 * mail server; anything looser could turn one address into several.
 */
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/u;

export function isMailAddress(value: string): boolean {
  return ADDRESS.test(value);
}

/** `leads@agency.com` or `Agency leads <leads@agency.com>`. */
const MAILBOX = /^(?:([^<>"\r\n]*?)\s*<([^<>]+)>|([^<>]+))$/u;

/** The address of a mailbox as written in a setting, or null when it is not one. */
export function mailboxAddress(value: string): string | null {
  const match = MAILBOX.exec(value.trim());
  const address = (match?.[2] ?? match?.[3])?.trim();
  return address && isMailAddress(address) ? address : null;
}

/** A setting that lists mailboxes, comma-separated; null when any entry is not one. */
export function mailboxList(value: string): string[] | null {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries.every((entry) => mailboxAddress(entry) !== null) ? entries : null;
}
