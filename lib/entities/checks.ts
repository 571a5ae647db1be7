import { FILL_ALL } from '@/lib/content/notices';
import { fitsLimit, hasVisibleText, lineBreaksAsTyped } from './text';

/**
 * What a field is and the rules every form runs, server and browser alike: required text, a
 * choice from a list, and the check of a whole form. The visitor forms load only this module
 * (and ./text.ts), so their pages carry no more rules than they use.
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** How the admin form shows a field. */
export interface FieldDisplay {
  /** The form's label when it differs from the name messages use ('Live link' for 'Link'). */
  formLabel?: string;
  /**
   * `markdown`: a textarea of Markdown with a Write / Preview switch. `segments`: a choice's few
   * options side by side, each named in words (a radio group), for a choice a list would hide.
   */
  input: 'text' | 'url' | 'email' | 'password' | 'textarea' | 'markdown' | 'select' | 'segments';
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
  /** Shown under the record's image input rather than with the other fields (its alt text). */
  besideImage?: boolean;
}

export interface Field<T = unknown> extends FieldDisplay {
  /** 'Title', 'Client name': the form's label and the subject of its messages. */
  label: string;
  /** The most UTF-16 code units a text field takes (./text.ts). */
  max?: number;
  /** Absent from the input: the field takes its default instead of being refused. */
  fallback?: T;
  check(raw: unknown): Checked<T>;
  /** The stored value as its form text, where that is not the value's own text (a list of pairs). */
  toText?(value: T): string;
}

/** A field a form may leave out: it has a default, or its check takes nothing. */
export function isOptional(field: Field): boolean {
  return field.fallback !== undefined || field.check(undefined).ok;
}

/** A text field always has its limit. */
export type TextField = Field<string> & { max: number };

export type Fields = Record<string, Field>;

/** The values a set of fields produces once checked. */
export type InputOf<F extends Fields> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never };

export const refuse = (message: string) => ({ ok: false, message }) as const;
export const accept = <T>(value: T) => ({ ok: true, value }) as const;

export interface TextOptions extends Partial<FieldDisplay> {
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
  required = FILL_ALL,
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
      const trimmed = lineBreaksAsTyped(raw).trim();
      // Normalised first: a handle of '@' signs alone is as empty as a blank one.
      const value = normalize ? normalize(trimmed).trim() : trimmed;
      if (!hasVisibleText(value)) return refuse(required);
      if (!fitsLimit(value, max)) return refuse(`${label} must be at most ${max} characters!`);
      return accept(value);
    },
  };
}

export interface ChoiceOptions<V extends string> extends Partial<FieldDisplay> {
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
  invalid = FILL_ALL,
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
      if (!value) return refuse(FILL_ALL);
      return (values as readonly string[]).includes(value) ? accept(value as V) : refuse(invalid);
    },
  };
}

/** A field a check refused, with what it lacks. */
export interface FieldProblem<Name extends string = string> {
  field: Name;
  message: string;
}

export type CheckedInput<F extends Fields> =
  | { ok: true; value: InputOf<F> }
  | ({ ok: false; problems: FieldProblem<keyof F & string>[] } & FieldProblem<keyof F & string>);

/**
 * Checks every field of a form. When a field is missing or blank the answer is
 * "Please fill all fields!" (whatever else is wrong), for the first blank field; otherwise the
 * first broken rule in the fields' order. The server (through zod) and the browser forms answer
 * alike. `problems` lists every refused field in order, for a form to mark them all at once.
 */
export function checkInput<F extends Fields>(
  fields: F,
  values: Record<string, unknown>,
): CheckedInput<F> {
  const out: Record<string, unknown> = {};
  const problems: FieldProblem<keyof F & string>[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const raw = values[name];
    if ((raw === undefined || raw === '') && field.fallback !== undefined) {
      out[name] = field.fallback;
      continue;
    }
    const checked = field.check(raw);
    if (checked.ok) out[name] = checked.value;
    else problems.push({ field: name, message: checked.message });
  }
  const first = problems.find((p) => p.message === FILL_ALL) ?? problems[0];
  if (first) return { ok: false, ...first, problems };
  return { ok: true, value: out as InputOf<F> };
}
