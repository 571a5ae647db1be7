import { contactPage } from '@/lib/content/site';
import { formatLongDate, formatShortDate } from '@/lib/format';
import { CONTACT_SUBJECTS, checkInput, comment, contactMessage, type Fields } from '@/lib/entities';
import { inputSchema } from '@/lib/entities/schema';
import type { ZodType } from 'zod';

const commentSchema = inputSchema(comment.fields);
const contactSchema = inputSchema(contactMessage.fields);
const COMMENT_MAX = comment.fields.comment.max;

/** The browser forms' check (the entity's own rules), as these cases state its answer. */
function checkForm(values: Record<string, unknown>, fields: Fields, _choices?: unknown) {
  void _choices;
  const checked = checkInput(fields, values);
  return checked.ok ? { ok: true, data: checked.value } : { ok: false, message: checked.message };
}
const COMMENT_LIMITS = comment.fields;
const CONTACT_LIMITS = contactMessage.fields;

/** The server's verdict: the first issue's message, or 'ok'. */
function server(schema: ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? '?');
}

describe('checkInput lists every refused field', () => {
  it('names the first blank field for the message, and every refused one in order', () => {
    const checked = checkInput(comment.fields, { name: 'n'.repeat(101), email: '', comment: '' });
    expect(checked).toMatchObject({
      ok: false,
      field: 'email',
      message: 'Please fill all fields!',
      problems: [
        { field: 'name', message: expect.not.stringMatching(/^Please fill all fields!$/) },
        { field: 'email', message: 'Please fill all fields!' },
        { field: 'comment', message: 'Please fill all fields!' },
      ],
    });
  });

  it('with nothing blank, names the first broken rule', () => {
    const checked = checkInput(comment.fields, {
      name: 'n'.repeat(101),
      email: 'ana@example.com',
      comment: 'x'.repeat(301),
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.field).toBe('name');
    expect(checked.problems.map((p) => p.field)).toEqual(['name', 'comment']);
  });
});

describe('the browser-side form check agrees with the server’s schemas', () => {
  const comment = { name: 'Ana', email: 'ana@example.com', comment: 'Great post.' };
  const commentCases: Record<string, typeof comment> = {
    'a complete comment': comment,
    'a blank name': { ...comment, name: '' },
    'a blank email': { ...comment, email: '' },
    'a whitespace-only comment': { ...comment, comment: '   \n ' },
    'a comment of exactly 300 characters': { ...comment, comment: 'x'.repeat(300) },
    'a comment of 301 characters': { ...comment, comment: 'x'.repeat(301) },
    'padded values': { name: '  Ana  ', email: ' a@b.c ', comment: ' hi ' },
    'a long name': { ...comment, name: 'n'.repeat(101) },
    'a long name and a blank comment': { ...comment, name: 'n'.repeat(101), comment: '' },
  };

  it.each(Object.entries(commentCases))('comment: %s', (_, input) => {
    const check = checkForm(input, COMMENT_LIMITS);
    expect(check.ok ? 'ok' : check.message).toBe(server(commentSchema, input));
  });

  const contact = {
    name: 'Ana',
    email: 'ana@example.com',
    phone: '+1 415 555 0100',
    subject: 'Consultation',
    message: 'We need a new site.',
  };
  const contactCases: Record<string, typeof contact> = {
    'a complete message': contact,
    'no subject chosen': { ...contact, subject: '' },
    'an unknown subject': { ...contact, subject: 'Something else' },
    'a blank phone': { ...contact, phone: ' ' },
    'a blank message': { ...contact, message: '' },
    'a long phone number': { ...contact, phone: '1'.repeat(41) },
    'a long message': { ...contact, message: 'm'.repeat(5001) },
  };

  it.each(Object.entries(contactCases))('contact: %s', (_, input) => {
    const check = checkForm(input, CONTACT_LIMITS, { subject: CONTACT_SUBJECTS });
    expect(check.ok ? 'ok' : check.message).toBe(server(contactSchema, input));
  });

  it('uses the same limits and subjects', () => {
    expect(COMMENT_LIMITS.comment.max).toBe(COMMENT_MAX);
    expect([...contactPage.subjects]).toEqual([...CONTACT_SUBJECTS]);
  });

  it('answers trimmed values, as the server stores them', () => {
    expect(checkForm({ name: '  Ana ', email: ' a@b.c', comment: ' hi ' }, COMMENT_LIMITS)).toEqual(
      {
        ok: true,
        data: { name: 'Ana', email: 'a@b.c', comment: 'hi' },
      },
    );
  });
});

describe('blog dates', () => {
  it('formats long dates as "March 5, 2025" and short ones as "Mar 5, 2025"', () => {
    expect(formatLongDate('2025-03-05T10:00:00.000Z')).toBe('March 5, 2025');
    expect(formatShortDate('2025-03-05T10:00:00.000Z')).toBe('Mar 5, 2025');
  });

  it('formats in the site’s time zone (UTC), so a late-evening comment keeps its day', () => {
    expect(formatLongDate('2025-12-31T23:59:00.000Z')).toBe('December 31, 2025');
  });
});
