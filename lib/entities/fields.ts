import { MESSAGES } from '@/lib/api/messages';
import { fitsLimit, hasVisibleText, utf8Length } from './text';

/**
 * The building blocks of every entity's definition: a field knows its label, its limit, how the
 * admin form shows it and the one rule that checks it. Nothing here imports a library, so the
 * visitor forms run the very rules the server runs without growing the page's JavaScript; the
 * server wraps the same rules in zod (./schema.ts).
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** How the admin form shows a field. */
export interface FieldDisplay {
  /** The form's label when it differs from the name messages use ('Live link' for 'Link'). */
  formLabel?: string;
  input: 'text' | 'url' | 'email' | 'password' | 'textarea' | 'select';
  placeholder?: string;
  hint?: string;
  /** Shown before the value, e.g. '@' for a handle. */
  prefix?: string;
  rows?: number;
  /** Takes the whole row of the two-column form grid. */
  wide?: boolean;
  options?: readonly { value: string; label: string }[];
  /** What a new form starts with (blank unless set). */
  initial?: string;
  /** The browser's autofill hint ('off' where a form is about someone else's account). */
  autoComplete?: string;
}

export interface Field<T = unknown> extends FieldDisplay {
  /** 'Title', 'Client name': the form's label and the subject of its messages. */
  label: string;
  /** The most UTF-16 code units a text field takes (./text.ts). */
  max?: number;
  /** Absent from the input: the field takes its default instead of being refused. */
  fallback?: T;
  check(raw: unknown): Checked<T>;
}

/** A text field always has its limit. */
export type TextField = Field<string> & { max: number };

export type Fields = Record<string, Field>;

/** The values a set of fields produces once checked. */
export type InputOf<F extends Fields> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never };

const refuse = (message: string) => ({ ok: false, message }) as const;
const accept = <T>(value: T) => ({ ok: true, value }) as const;

interface TextOptions extends Partial<FieldDisplay> {
  label: string;
  max: number;
  /** The message for a missing or blank value (the login form words it differently). */
  required?: string;
  /** Applied to the trimmed value once it passed the rule (e.g. a handle without its '@'). */
  normalize?: (value: string) => string;
}

/**
 * Required text: a string with something visible in it once trimmed (anything else, a number, an
 * object such as a NoSQL operator, gets the form's "fill all fields" message), at most `max`
 * long.
 */
export function text({
  label,
  max,
  required = MESSAGES.fillAll,
  normalize,
  ...display
}: TextOptions): TextField {
  return {
    input: 'text',
    ...display,
    label,
    max,
    check(raw) {
      if (typeof raw !== 'string') return refuse(required);
      const value = raw.trim();
      if (!hasVisibleText(value)) return refuse(required);
      if (!fitsLimit(value, max)) return refuse(`${label} must be at most ${max} characters!`);
      return accept(normalize ? normalize(value) : value);
    },
  };
}

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

interface ChoiceOptions<V extends string> extends Partial<FieldDisplay> {
  label: string;
  values: readonly V[];
  /** The message for a value outside the list (a blank one always gets "fill all fields"). */
  invalid?: string;
  fallback?: V;
  /** The visible name of each value in the admin's select. */
  optionLabel?: (value: V) => string;
}

/** One of a fixed list of values; numbers are accepted as their digits (a form sends '2'). */
export function choice<const V extends string>({
  label,
  values,
  invalid = MESSAGES.fillAll,
  fallback,
  optionLabel = (value) => value,
  ...display
}: ChoiceOptions<V>): Field<V> {
  return {
    input: 'select',
    options: values.map((value) => ({ value, label: optionLabel(value) })),
    ...display,
    label,
    fallback,
    check(raw) {
      const value =
        typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
      if (!value) return refuse(MESSAGES.fillAll);
      return (values as readonly string[]).includes(value) ? accept(value as V) : refuse(invalid);
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
 * it, at least 8 characters, at most 72 UTF-8 bytes. Kept exactly as typed, never trimmed.
 */
export function newPassword({
  label = 'Password',
  required = MESSAGES.fillAll,
  ...display
}: Partial<FieldDisplay> & { label?: string; required?: string } = {}): Field<string> {
  return {
    input: 'password',
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
  required = MESSAGES.fillAll,
  ...display
}: Partial<FieldDisplay> & { label: string; max: number; required?: string }): Field<string> {
  return {
    input: 'password',
    ...display,
    label,
    max,
    check: (raw) =>
      typeof raw === 'string' && raw.length > 0 && raw.length <= max
        ? accept(raw)
        : refuse(required),
  };
}

export type CheckedInput<F extends Fields> =
  { ok: true; value: InputOf<F> } | { ok: false; message: string; field: keyof F & string };

/**
 * Checks every field of a form. When a field is missing or blank the answer is
 * "Please fill all fields!" (whatever else is wrong); otherwise the first broken rule in the
 * fields' order. The server (through zod) and the browser forms answer alike.
 */
export function checkInput<F extends Fields>(
  fields: F,
  values: Record<string, unknown>,
): CheckedInput<F> {
  const out: Record<string, unknown> = {};
  let first: { message: string; field: string } | undefined;
  for (const [name, field] of Object.entries(fields)) {
    const raw = values[name];
    if ((raw === undefined || raw === '') && field.fallback !== undefined) {
      out[name] = field.fallback;
      continue;
    }
    const checked = field.check(raw);
    if (checked.ok) {
      out[name] = checked.value;
      continue;
    }
    if (checked.message === MESSAGES.fillAll) {
      return { ok: false, message: checked.message, field: name };
    }
    first ??= { message: checked.message, field: name };
  }
  if (first) return { ok: false, ...first } as CheckedInput<F>;
  return { ok: true, value: out as InputOf<F> };
}

/** What the admin form holds: every field as the text of its input. */
export type FormValues = Record<string, string>;

/** A stored record's fields as form text (numbers as their digits). */
export function formValuesOf(fields: Fields, record: object): FormValues {
  const stored = record as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(fields).map((name) => [
      name,
      stored[name] === undefined ? '' : String(stored[name]),
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
