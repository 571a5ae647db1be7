import { FILL_ALL } from '@/lib/content/notices';
import {
  accept,
  choice,
  refuse,
  text,
  type ChoiceOptions,
  type TextOptions,
  type Field,
  type FieldDisplay,
  type Fields,
  type TextField,
} from './checks';
import { hasVisibleText, utf8Length } from './text';

/**
 * The building blocks of every entity's definition beyond the visitor forms' (./checks.ts): web
 * links, numbered choices, passwords, and the admin form's values. Nothing here imports a
 * library; the server wraps the same rules in zod (./schema.ts).
 */

export * from './checks';

/** A web address the site renders as a link: http or https only, never `javascript:`. */
export function webLink(options: TextOptions): TextField {
  const base = text({ input: 'url', ...options });
  return {
    ...base,
    check(raw) {
      const checked = base.check(raw);
      if (!checked.ok) return checked;
      let protocol = '';
      try {
        protocol = new URL(checked.value).protocol;
      } catch {
        // not an absolute URL
      }
      return protocol === 'https:' || protocol === 'http:'
        ? checked
        : refuse(`${options.label} must be a full web address starting with https://`);
    },
  };
}

/** A choice stored as its number: the review column, '1', '2' or '3' in forms, 1 to 3 stored. */
export function numberChoice<const N extends number>(
  options: Omit<ChoiceOptions<`${N}`>, 'values' | 'fallback'> & {
    values: readonly N[];
    fallback?: N;
  },
): Field<N> {
  const { values, fallback, ...rest } = options;
  const base = choice({ ...rest, values: values.map((n) => `${n}` as `${N}`) });
  return {
    ...base,
    toText: undefined,
    fallback,
    check(raw) {
      const checked = base.check(raw);
      return checked.ok ? accept(Number(checked.value) as N) : checked;
    },
  };
}

export const PASSWORD_MIN = 8;
/** bcrypt reads only the first 72 bytes of a password; a longer one would be cut silently. */
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters!`;
export const PASSWORD_TOO_LONG =
  'Password is too long: at most 72 bytes, which is 72 plain letters, digits or symbols, ' +
  'fewer with accented letters (2 bytes each) or emoji (4 bytes each)!';

/**
 * A password being set (a new account, a password change, ADMIN_PASSWORD): something visible in
 * it, at least 8 characters, at most 72 UTF-8 bytes. Kept exactly as typed, never trimmed. Its
 * form field states both rules.
 */
export function newPassword({
  label = 'Password',
  required = FILL_ALL,
  ...display
}: Partial<FieldDisplay> & { label?: string; required?: string } = {}): Field<string> {
  return {
    input: 'password',
    hint: `At least ${PASSWORD_MIN} characters, at most ${PASSWORD_MAX_BYTES} bytes.`,
    autoComplete: 'new-password',
    ...display,
    label,
    check(raw) {
      if (typeof raw !== 'string' || !hasVisibleText(raw)) return refuse(required);
      if (raw.length < PASSWORD_MIN) return refuse(PASSWORD_TOO_SHORT);
      if (utf8Length(raw) > PASSWORD_MAX_BYTES) return refuse(PASSWORD_TOO_LONG);
      return accept(raw);
    },
  };
}

/**
 * A password being checked, not set (sign-in, the current password of a change): any non-empty
 * string up to `max`, kept exactly as typed.
 */
export function secret({
  label,
  max,
  required = FILL_ALL,
  ...display
}: Partial<FieldDisplay> & { label: string; max: number; required?: string }): Field<string> {
  return {
    input: 'password',
    ...display,
    label,
    max,
    check(raw) {
      if (typeof raw !== 'string' || raw.length === 0) return refuse(required);
      if (raw.length > max) return refuse(`${label} must be at most ${max} characters!`);
      return accept(raw);
    },
  };
}

/** What the admin form holds: every field as the text of its input. */
export type FormValues = Record<string, string>;

/** A list of strings as one line each (a textarea's text); other lists and objects as JSON. */
function asText(value: unknown): string {
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join('\n');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A stored record's fields as form text (numbers as their digits). */
export function formValuesOf(fields: Fields, record: object): FormValues {
  const stored = record as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      stored[name] === undefined
        ? ''
        : field.toText
          ? field.toText(stored[name])
          : asText(stored[name]),
    ]),
  );
}

/** A new form: each field blank, or what it starts with. */
export function emptyValues(fields: Fields): FormValues {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      field.initial ?? (field.fallback === undefined ? '' : String(field.fallback)),
    ]),
  );
}

/**
 * A short fingerprint of what an edit form shows of a record: its fields and its image. The edit
 * page sends the one it loaded (If-Match); the update is refused when the stored record's differs,
 * so a save never silently undoes a colleague's change made in the meantime. A visitor's comment
 * does not change it (a post's comments are merged on save, not overwritten).
 */
export function contentVersion(fields: Fields, record: object): string {
  const values = formValuesOf(fields, record);
  const text = JSON.stringify([
    ...Object.keys(fields).map((name) => values[name]),
    (record as { imageURL?: unknown }).imageURL ?? '',
  ]);
  // FNV-1a, 32 bits, twice (forwards and backwards): a fingerprint, not a secret.
  let forwards = 0x811c9dc5;
  let backwards = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    forwards = Math.imul(forwards ^ text.charCodeAt(i), 0x01000193);
    backwards = Math.imul(backwards ^ text.charCodeAt(text.length - 1 - i), 0x01000193);
  }
  return `${(forwards >>> 0).toString(16).padStart(8, '0')}${(backwards >>> 0).toString(16).padStart(8, '0')}`;
}
