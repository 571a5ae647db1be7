import { comment, contactMessage, project, review, teamMember, user } from '@/lib/entities';
import { blogModerationSchema } from '@/lib/entities/blog-moderation';
import { inputSchema } from '@/lib/entities/schema';

// The server's schemas, derived from each entity's definition.
const commentSchema = inputSchema(comment.fields);
const contactSchema = inputSchema(contactMessage.fields);
const projectSchema = inputSchema(project.fields);
const reviewSchema = inputSchema(review.fields);
const teamMemberSchema = inputSchema(teamMember.fields);
const signupSchema = inputSchema(user.fields);
const loginSchema = inputSchema(user.signInFields);

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('validation schemas carry the spec messages', () => {
  test.each([
    ['comment', commentSchema, { name: 'A', email: 'a@a.a', comment: 'Hi' }],
    [
      'contact',
      contactSchema,
      { name: 'A', email: 'a@a.a', phone: '1', subject: 'Consultation', message: 'Hi' },
    ],
    [
      'project',
      projectSchema,
      { title: 'T', description: 'D', link: 'https://x.dev', imageAlt: 'A' },
    ],
    [
      'team member',
      teamMemberSchema,
      {
        name: 'N',
        description: 'D',
        skill: 'S',
        linkedIn: 'https://l.in',
        github: 'https://g.h',
        imageAlt: 'P',
      },
    ],
    ['review', reviewSchema, { clientName: 'C', clientAccount: '@c', description: 'D', col: '1' }],
    ['signup', signupSchema, { username: 'u', email: 'e@e.e', password: '12345678' }],
  ] as const)(
    '%s: valid input passes; each missing field is "Please fill all fields!"',
    (_name, schema, valid) => {
      expect(schema.safeParse(valid).success).toBe(true);
      for (const field of Object.keys(valid)) {
        const missing: Record<string, unknown> = { ...valid };
        delete missing[field];
        expect(firstMessage(schema.safeParse(missing))).toBe('Please fill all fields!');
        expect(firstMessage(schema.safeParse({ ...valid, [field]: '  ' }))).toBe(
          'Please fill all fields!',
        );
        expect(firstMessage(schema.safeParse({ ...valid, [field]: { $ne: null } }))).toBe(
          'Please fill all fields!',
        );
      }
    },
  );

  test('login: "Please fill all field!" (sic)', () => {
    expect(firstMessage(loginSchema.safeParse({ username: 'a' }))).toBe('Please fill all field!');
    expect(firstMessage(loginSchema.safeParse({ password: 'a' }))).toBe('Please fill all field!');
    expect(loginSchema.safeParse({ username: 'a', password: 'b' }).success).toBe(true);
  });

  test('comment: 300 characters pass, 301 do not', () => {
    const base = { name: 'A', email: 'a@a.a' };
    expect(commentSchema.safeParse({ ...base, comment: 'x'.repeat(300) }).success).toBe(true);
    expect(firstMessage(commentSchema.safeParse({ ...base, comment: 'x'.repeat(301) }))).toBe(
      'Comment must be at most 300 characters!',
    );
  });

  test('review: column 1, 2 or 3 (string or number), account without @', () => {
    const base = { clientName: 'C', clientAccount: '@@acme', description: 'D' };
    expect(reviewSchema.parse({ ...base, col: '3' })).toMatchObject({
      col: 3,
      clientAccount: 'acme',
    });
    expect(reviewSchema.parse({ ...base, col: 2 })).toMatchObject({ col: 2 });
    expect(firstMessage(reviewSchema.safeParse({ ...base, col: '0' }))).toBe(
      'Column must be 1, 2 or 3!',
    );
  });

  test('links: only http and https addresses', () => {
    const base = { title: 'T', description: 'D', imageAlt: 'A' };
    for (const link of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x', 'not a url']) {
      expect(firstMessage(projectSchema.safeParse({ ...base, link }))).toBe(
        'Link must be a full web address starting with https://',
      );
    }
    expect(projectSchema.safeParse({ ...base, link: 'http://x.dev' }).success).toBe(true);
  });

  test('signup: password of at least 8, role admin by default', () => {
    expect(signupSchema.parse({ username: 'u', email: 'e', password: '12345678' }).role).toBe(
      'admin',
    );
    expect(
      firstMessage(signupSchema.safeParse({ username: 'u', email: 'e', password: '1234567' })),
    ).toBe('Password must be at least 8 characters!');
  });

  test('blog update: comments are JSON text of objects or ids; only ids are kept', () => {
    const parsed = blogModerationSchema.parse({
      title: 'T',
      description: 'D',
      comments: JSON.stringify([{ _id: 'a', comment: 'ignored' }, 'b']),
    });
    expect(parsed.comments).toEqual(['a', 'b']);
    for (const comments of ['nope', '{}', '[{"name":"x"}]', '[null]']) {
      expect(
        firstMessage(blogModerationSchema.safeParse({ title: 'T', description: 'D', comments })),
      ).toBe('Comments must be a JSON list of comments!');
    }
  });

  test('very long text is refused with a clear message', () => {
    const result = projectSchema.safeParse({
      title: 'x'.repeat(201),
      description: 'D',
      link: 'https://x.dev',
      imageAlt: 'A',
    });
    expect(firstMessage(result)).toBe('Title must be at most 200 characters!');
  });
});

describe('text is stored clean', () => {
  const valid = { clientName: 'C', clientAccount: '@c', description: 'D', col: '1' };

  test.each(['@', '@@@', '@ ', ' @\u200b'])(
    'a client account of %j alone is as empty as a blank one',
    (clientAccount) => {
      expect(firstMessage(reviewSchema.safeParse({ ...valid, clientAccount }))).toBe(
        'Please fill all fields!',
      );
    },
  );

  test('the handle is stored without its @ signs and the spaces after them', () => {
    const parsed = reviewSchema.parse({ ...valid, clientAccount: '@@ acme' });
    expect(parsed.clientAccount).toBe('acme');
  });

  test('control characters are dropped (tab and line breaks kept, a CR LF or lone CR as LF); a lone surrogate becomes U+FFFD', () => {
    const parsed = commentSchema.parse({
      name: 'A\u0000na\u001b',
      email: 'a@a.a',
      comment: 'line one\r\nline\ttwo\rthree \ud800 and 😀',
    });
    expect(parsed.name).toBe('Ana');
    expect(parsed.comment).toBe('line one\nline\ttwo\nthree \ufffd and 😀');
  });

  test('a value of nothing but control characters is blank', () => {
    expect(
      firstMessage(commentSchema.safeParse({ name: '\u0000\u0007', email: 'a@a.a', comment: 'x' })),
    ).toBe('Please fill all fields!');
  });
});
