import { z } from 'zod';
import { checkInput, type Field, type Fields, type InputOf } from './fields';

/**
 * The zod schema of a set of fields, for the server: it runs the fields' own rules (the ones the
 * browser forms run) and reports the same single message, so the API's 400 and the form's notice
 * never disagree. A body that is not an object is checked as an empty one.
 */
export function inputSchema<F extends Fields>(fields: F): z.ZodType<InputOf<F>> {
  return z.unknown().transform((raw, ctx) => {
    const values =
      typeof raw === 'object' && raw !== null && !Array.isArray(raw)
        ? (raw as Record<string, unknown>)
        : {};
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
