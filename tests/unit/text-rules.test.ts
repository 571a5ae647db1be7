import type { ZodType } from 'zod';
import {
  blog,
  comment,
  contactMessage,
  project,
  review,
  teamMember,
  user,
  checkInput,
  hasVisibleText,
  textLength,
  TEXT_LIMITS,
  utf8Length,
  type Fields,
} from '@/lib/entities';
import { inputSchema } from '@/lib/entities/schema';
import { BlogModel } from '@/models/blog';
import { ContactMessageModel } from '@/models/contact-message';
import { ProjectModel } from '@/models/project';
import { ReviewModel } from '@/models/review';
import { TeamMemberModel } from '@/models/team-member';
import { UserModel } from '@/models/user';

// The server's schemas, derived from each entity's definition.
const commentSchema = inputSchema(comment.fields);
const contactSchema = inputSchema(contactMessage.fields);
const projectSchema = inputSchema(project.fields);
const reviewSchema = inputSchema(review.fields);
const teamMemberSchema = inputSchema(teamMember.fields);
const blogSchema = inputSchema(blog.fields);
const signupSchema = inputSchema(user.fields);

/** The browser forms' check (the entity's own rules), as these cases state its answer. */
function checkForm(values: Record<string, unknown>, fields: Fields) {
  const checked = checkInput(fields, values);
  return checked.ok ? { ok: true, data: checked.value } : { ok: false, message: checked.message };
}
const limitsOf = (fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.max]));
const COMMENT_LIMITS = comment.fields;
const CONTACT_LIMITS = contactMessage.fields;

const firstMessage = (schema: ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : result.error.issues[0]!.message;
};

/** Text that looks empty: each is refused like a blank field. */
const INVISIBLE: Record<string, string> = {
  'zero-width spaces': '\u200B\u200B\u200B',
  'a zero-width joiner and non-joiner': '\u200D\u200C',
  'a byte-order mark': '\uFEFF',
  'a right-to-left override': '\u202E',
  'direction isolates': '\u2066\u2067\u2068\u2069',
  'a word joiner and soft hyphen': '\u2060\u00AD',
  'no-break and ideographic spaces': '\u00A0\u3000\u2007',
  'a Hangul filler': '\u3164',
  'a variation selector': '\uFE0F',
  'a blank braille pattern': '\u2800',
  'a mix of them with new lines': ' \u200B\n\t\u202E \uFEFF',
};

describe('names and comments of only invisible characters are refused like empty ones', () => {
  test.each(Object.entries(INVISIBLE))('%s', (_name, text) => {
    expect(hasVisibleText(text)).toBe(false);
    const comment = { name: 'Ana', email: 'a@b.c', comment: 'Nice.' };
    expect(firstMessage(commentSchema, { ...comment, name: text })).toBe('Please fill all fields!');
    expect(firstMessage(commentSchema, { ...comment, comment: text })).toBe(
      'Please fill all fields!',
    );
    expect(checkForm({ ...comment, name: text }, COMMENT_LIMITS)).toEqual({
      ok: false,
      message: 'Please fill all fields!',
    });
    expect(checkForm({ ...comment, comment: text }, COMMENT_LIMITS)).toEqual({
      ok: false,
      message: 'Please fill all fields!',
    });
    const contact = {
      name: text,
      email: 'a@b.c',
      phone: '1',
      subject: 'Consultation',
      message: 'Hi',
    };
    expect(firstMessage(contactSchema, contact)).toBe('Please fill all fields!');
    expect(checkForm(contact, CONTACT_LIMITS)).toMatchObject({ ok: false });
    expect(
      firstMessage(signupSchema, { username: text, email: 'e@e.e', password: 'longpassword' }),
    ).toBe('Please fill all fields!');
  });

  test('visible text with invisible characters in it is still text', () => {
    for (const text of ['A\u200B', '\u202Eabc', 'é', '👍', '\u0301', '中文', '٠']) {
      expect(hasVisibleText(text)).toBe(true);
    }
    expect(firstMessage(commentSchema, { name: 'Zoë\u200D', email: 'a@b.c', comment: '👍' })).toBe(
      'ok',
    );
  });
});

/** A Mongoose document, as far as these checks use it. */
interface Validatable {
  set(path: string, value: unknown): unknown;
  validate(): Promise<unknown>;
}

/** The paths a document's validation refuses. */
const refused = (doc: Validatable): Promise<Record<string, unknown>> =>
  doc.validate().then(
    () => ({}),
    (error: { errors: Record<string, unknown> }) => error.errors,
  );

/** 'x' units and emoji (two UTF-16 units each) around a limit. */
const astral = (units: number) => '😀'.repeat(Math.floor(units / 2)) + (units % 2 ? 'x' : '');

describe('lengths are counted in UTF-16 units by the schemas, the models and the browser alike', () => {
  test('the unit', () => {
    expect(textLength('😀')).toBe(2);
    expect(textLength(astral(300))).toBe(300);
    expect([...astral(302)]).toHaveLength(151);
  });

  /** Each limited field: its schema, a valid record for it, and its Mongoose model. */
  const cases: {
    name: string;
    field: string;
    max: number;
    schema: ZodType;
    valid: Record<string, unknown>;
    model: () => unknown;
  }[] = [
    {
      name: 'project title',
      field: 'title',
      max: TEXT_LIMITS.title,
      schema: projectSchema,
      valid: { title: 'T', description: 'D', link: 'https://x.dev', imageAlt: 'A' },
      model: () =>
        new ProjectModel({
          title: 'T',
          description: 'D',
          link: 'https://x.dev',
          imageURL: '/i.png',
        }),
    },
    {
      name: 'project description',
      field: 'description',
      max: TEXT_LIMITS.text,
      schema: projectSchema,
      valid: { title: 'T', description: 'D', link: 'https://x.dev', imageAlt: 'A' },
      model: () =>
        new ProjectModel({
          title: 'T',
          description: 'D',
          link: 'https://x.dev',
          imageURL: '/i.png',
        }),
    },
    {
      name: 'review client name',
      field: 'clientName',
      max: TEXT_LIMITS.name,
      schema: reviewSchema,
      valid: { clientName: 'C', clientAccount: 'c', description: 'D', col: '1' },
      model: () =>
        new ReviewModel({
          clientName: 'C',
          clientAccount: 'c',
          description: 'D',
          col: 1,
          imageURL: '/i.png',
        }),
    },
    {
      name: 'team member skill',
      field: 'skill',
      max: TEXT_LIMITS.name,
      schema: teamMemberSchema,
      valid: {
        name: 'N',
        description: 'D',
        skill: 'S',
        linkedIn: 'https://l.in',
        github: 'https://g.h',
        imageAlt: 'P',
      },
      model: () =>
        new TeamMemberModel({
          name: 'N',
          description: 'D',
          skill: 'S',
          linkedIn: 'https://l.in',
          github: 'https://g.h',
          imageURL: '/i.png',
        }),
    },
    {
      name: 'blog title',
      field: 'title',
      max: TEXT_LIMITS.title,
      schema: blogSchema,
      valid: { title: 'T', description: 'D', imageAlt: 'C' },
      model: () => new BlogModel({ title: 'T', description: 'D', author: 'a', imageURL: '/i.png' }),
    },
    {
      name: 'contact message',
      field: 'message',
      max: TEXT_LIMITS.text,
      schema: contactSchema,
      valid: { name: 'N', email: 'e', phone: '1', subject: 'Consultation', message: 'M' },
      model: () =>
        new ContactMessageModel({
          name: 'N',
          email: 'e',
          phone: '1',
          subject: 'Consultation',
          message: 'M',
        }),
    },
    {
      name: 'contact phone',
      field: 'phone',
      max: TEXT_LIMITS.phone,
      schema: contactSchema,
      valid: { name: 'N', email: 'e', phone: '1', subject: 'Consultation', message: 'M' },
      model: () =>
        new ContactMessageModel({
          name: 'N',
          email: 'e',
          phone: '1',
          subject: 'Consultation',
          message: 'M',
        }),
    },
    {
      name: 'username',
      field: 'username',
      max: TEXT_LIMITS.name,
      schema: signupSchema,
      valid: { username: 'u', email: 'e', password: 'longpassword' },
      model: () => new UserModel({ username: 'u', email: 'e', password: 'hash', role: 'admin' }),
    },
  ];

  test.each(cases)('$name: $max units pass everywhere, one more fails everywhere', async (c) => {
    for (const [value, ok] of [
      [astral(c.max), true],
      [astral(c.max + 1), false],
      ['x'.repeat(c.max), true],
      ['x'.repeat(c.max + 1), false],
    ] as const) {
      expect(firstMessage(c.schema, { ...c.valid, [c.field]: value }) === 'ok').toBe(ok);
      const doc = c.model() as Validatable;
      doc.set(c.field, value);
      expect((await refused(doc))[c.field] === undefined).toBe(ok);
    }
  });

  test('blog comments: the schema, the stored comment and the visitor form agree at 300 units', async () => {
    const base = { name: 'Ana', email: 'a@b.c' };
    for (const [comment, ok] of [
      [astral(300), true],
      [astral(301), false],
      [astral(302), false],
    ] as const) {
      expect(firstMessage(commentSchema, { ...base, comment }) === 'ok').toBe(ok);
      expect(checkForm({ ...base, comment }, COMMENT_LIMITS).ok).toBe(ok);
      const blog = new BlogModel({
        title: 'T',
        description: 'D',
        author: 'a',
        imageURL: '/i.png',
        comments: [{ ...base, comment }],
      });
      expect((await refused(blog))['comments.0.comment'] === undefined).toBe(ok);
    }
    expect(firstMessage(commentSchema, { ...base, comment: astral(302) })).toBe(
      'Comment must be at most 300 characters!',
    );
  });

  test('the browser form uses the same limits as the schemas', () => {
    expect(limitsOf(COMMENT_LIMITS)).toEqual({ name: 100, email: 254, comment: 300 });
    expect(limitsOf(CONTACT_LIMITS)).toMatchObject({
      name: 100,
      email: 254,
      phone: 40,
      message: 5000,
    });
  });
});

describe('new passwords: at most 72 UTF-8 bytes', () => {
  test('bytes are counted as UTF-8 encodes them', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
    expect(utf8Length('\uD800')).toBe(3);
    const sample = 'aé€😀\uD800z';
    expect(utf8Length(sample)).toBe(Buffer.from(sample, 'utf8').length);
  });

  test.each([
    ['72 plain letters', 'a'.repeat(72), 'ok'],
    ['73 plain letters', 'a'.repeat(73), 'too long'],
    ['36 accented letters (72 bytes)', 'é'.repeat(36), 'ok'],
    ['37 accented letters (74 bytes)', 'é'.repeat(37), 'too long'],
    ['18 emoji (72 bytes)', '😀'.repeat(18), 'ok'],
    ['19 emoji (76 bytes)', '😀'.repeat(19), 'too long'],
  ])('signup with %s', (_name, password, verdict) => {
    const message = firstMessage(signupSchema, { username: 'u', email: 'e', password });
    if (verdict === 'ok') expect(message).toBe('ok');
    else
      expect(message).toBe(
        'Password is too long: at most 72 bytes, which is 72 plain letters, digits or symbols, fewer with accented letters (2 bytes each) or emoji (4 bytes each)!',
      );
  });
});
