/**
 * The one rule for text fields, shared by the server's zod schemas, the Mongoose models and the
 * browser-side checks of the visitor forms. It imports nothing, so visitors' pages can load it
 * without the validation library.
 *
 * Lengths are counted in UTF-16 code units: what JavaScript's `length`, a textarea's `maxLength`
 * and Mongoose's `maxlength` all count. With one unit everywhere the browser stops typing exactly
 * where the server would refuse, and the database never refuses what the schema let through. (A
 * character outside the Basic Multilingual Plane, such as an emoji, counts as two; the limits
 * leave room for that.)
 */

export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  title: 200,
  link: 500,
  text: 5_000,
  blogText: 50_000,
  comment: 300,
} as const;

/** Line breaks as a textarea holds and counts them, one LF each (a form sends each as CR LF). */
export const lineBreaksAsTyped = (value: string) => value.replace(/\r\n?/g, '\n');

/** The length every limit is measured in: UTF-16 code units. */
export function textLength(value: string): number {
  return value.length;
}

export function fitsLimit(value: string, max: number): boolean {
  return textLength(value) <= max;
}

/**
 * Characters that show nothing by themselves: white space, control characters, format
 * characters (zero-width spaces and joiners, the byte-order mark, direction overrides and
 * isolates), the other default-ignorable code points (variation selectors, Hangul fillers, ...),
 * lone surrogates and the blank braille pattern.
 */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** False for text a reader would see as empty: such a field is refused like a blank one. */
export function hasVisibleText(value: string): boolean {
  return VISIBLE.test(value);
}

/**
 * Bytes of the UTF-8 encoding (bcrypt reads at most 72 of them), counted as TextEncoder would
 * encode the string (a lone surrogate becomes U+FFFD, 3 bytes) without needing one.
 */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Characters that end or break a line, or control a terminal: C0 and C1 controls (CR, LF, tab,
 * escape, NEL) and the Unicode line and paragraph separators.
 */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * A single-line value (a name, a subject) as one line of plain text: every run of control
 * characters and line separators becomes one space, so the value can never start a line of its
 * own in a header or a plain-text email.
 */
export function singleLine(value: string): string {
  return value.replace(LINE_BREAKING, ' ').replace(/\s+/g, ' ').trim();
}
