import { z } from 'zod';
import { checkInput, type Field, type Fields, type InputOf } from './fields';

/**
 * Text as it is stored: without control characters other than tab and line breaks (a NUL, an
 * escape), and with any lone half of a surrogate pair, which no text can contain, replaced by
 * U+FFFD (what a browser shows for it anyway). Passwords are kept exactly as typed. Here, on the
 * server only: the browser's forms need not carry it.
 */
function cleanText(value: string): string {
  return (
    value
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      // A pair stays; a half on its own is replaced.
      .replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (unit) =>
        unit.length === 2 ? unit : '\uFFFD',
      )
  );
}

/**
 * The zod schema of a set of fields, for the server: it runs the fields' own rules (the ones the
 * browser forms run) and reports the same single message, so the API's 400 and the form's notice
 * never disagree. A body that is not an object is checked as an empty one.
 */
export function inputSchema<F extends Fields>(fields: F): z.ZodType<InputOf<F>> {
  return z.unknown().transform((raw, ctx) => {
    const given =
      typeof raw === 'object' && raw !== null && !Array.isArray(raw)
        ? (raw as Record<string, unknown>)
        : {};
    const values = Object.fromEntries(
      Object.entries(given).map(([name, value]) => [
        name,
        typeof value === 'string' && fields[name] && fields[name].input !== 'password'
          ? cleanText(value)
          : value,
      ]),
    );
    const checked = checkInput(fields, values);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.message, path: [checked.field] });
    return z.NEVER;
  });
}

/** The zod schema of one field (a setting held to a form's rule, e.g. ADMIN_PASSWORD). */
export function fieldSchema<T>(field: Field<T>): z.ZodType<T> {
  return z.unknown().transform((raw, ctx) => {
    const checked = field.check(raw);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });
}
