import type { Blog } from '@/lib/entities';
import { call } from '../helpers/http';
import { routes } from '../helpers/routes';
import { describeEachStore } from '../helpers/stores';

/**
 * The visitor forms' hidden `website` field: people never fill it, so a submission that does is
 * a bot's. It is answered exactly as a person is, so the bot learns nothing, and nothing is kept.
 */

const BLOG = '65f1a3000000000000000001';
const COMMENT = { name: 'Ana', email: 'ana@example.com', comment: 'Great read.' };
const CONTACT = {
  name: 'Jane Cooper',
  email: 'jane@example.com',
  phone: '+1 415 555 0100',
  subject: 'Consultation',
  message: 'We need a redesign.',
};

describeEachStore('the honeypot', (fixture) => {
  describe('POST /frontend/blog/add-comment/{blogId}', () => {
    const comment = (json: unknown) =>
      call(routes.publicComment.POST, {
        path: `/frontend/blog/add-comment/${BLOG}`,
        params: { blogId: BLOG },
        json,
      });

    test('a filled honeypot gets the 201 and body a person gets; the comment is not kept', async () => {
      const { store } = fixture();
      const before = (await store.blogs.get(BLOG))!;
      const trapped = await comment({ ...COMMENT, website: 'https://spam.example' });
      expect(trapped.status).toBe(201);
      expect(Object.keys(trapped.body).sort()).toEqual([
        'awaitingModeration',
        'message',
        'updatedBlog',
      ]);
      expect(trapped.body.message).toBe('Comment added successfully!');
      const shown = trapped.body.updatedBlog as Blog;
      expect(shown.comments).toHaveLength(before.comments.length + 1);
      // As a person's comment is shown: without its email.
      expect(shown.comments.at(-1)).toMatchObject({ name: COMMENT.name, comment: COMMENT.comment });
      expect(Object.keys(shown.comments.at(-1)!)).toEqual(['_id', 'name', 'comment', 'createdAt']);
      expect((await store.blogs.get(BLOG))!.comments).toEqual(before.comments);
    });

    test('an invalid submission is refused as it would be without the honeypot', async () => {
      const res = await comment({ ...COMMENT, name: '', website: 'x' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Please fill all fields!' });
    });

    test('an empty honeypot is a person: the comment is kept', async () => {
      const { store } = fixture();
      const before = (await store.blogs.get(BLOG))!.comments.length;
      const res = await comment({ ...COMMENT, website: '' });
      expect(res.status).toBe(201);
      expect((await store.blogs.get(BLOG))!.comments).toHaveLength(before + 1);
    });
  });

  describe('POST /frontend/contact/send', () => {
    test('a filled honeypot gets the 201 and body a person gets; nothing is stored', async () => {
      const { store } = fixture();
      const count = await store.messages.count();
      const person = await call(routes.publicContact.POST, { json: CONTACT });
      const trapped = await call(routes.publicContact.POST, {
        json: { ...CONTACT, website: 'https://spam.example' },
      });
      expect(trapped.status).toBe(person.status);
      expect(trapped.body).toEqual(person.body);
      expect(await store.messages.count()).toBe(count + 1);
    });
  });
});
