import { describeEachStore } from '../helpers/stores';
import type { Updated } from '@/lib/data/store';
import type { Blog } from '@/lib/entities';

/**
 * Both stores answer every entity with the same keys in the same order, so a client sees the
 * same JSON whichever store is behind the API, and nothing the database keeps for itself leaks.
 */
const KEYS = {
  project: [
    '_id',
    'title',
    'description',
    'link',
    'imageURL',
    'imageAlt',
    'featured',
    'position',
    'slug',
    'client',
    'industry',
    'year',
    'services',
    'challenge',
    'work',
    'results',
    'gallery',
    'createdAt',
    'updatedAt',
  ],
  review: [
    '_id',
    'clientName',
    'clientAccount',
    'description',
    'imageURL',
    'imageAlt',
    'col',
    'createdAt',
    'updatedAt',
  ],
  member: [
    '_id',
    'name',
    'skill',
    'description',
    'imageURL',
    'imageAlt',
    'linkedIn',
    'github',
    'createdAt',
    'updatedAt',
  ],
  blog: [
    '_id',
    'title',
    'slug',
    'description',
    'imageURL',
    'imageAlt',
    'seoTitle',
    'seoDescription',
    'shareImage',
    'author',
    'authorMember',
    'comments',
    'commentsOpen',
    'createdAt',
    'updatedAt',
  ],
  comment: ['_id', 'name', 'email', 'comment', 'status', 'createdAt'],
  message: [
    '_id',
    'name',
    'email',
    'phone',
    'subject',
    'message',
    'handled',
    'notification',
    'createdAt',
  ],
  user: ['_id', 'username', 'email', 'role', 'createdAt', 'updatedAt'],
};

const keys = (record: object | null) => Object.keys(record ?? { missing: true });

describeEachStore('every entity has the same keys in the same order', (fixture) => {
  const image = '/demo/projects/harbor-and-pine.svg';

  test('projects, reviews and team members: list, get, create and update', async () => {
    const { store } = fixture();
    const cases = [
      [store.projects, KEYS.project, { title: 'T', description: 'D', link: 'https://x.dev' }],
      [
        store.reviews,
        KEYS.review,
        { clientName: 'C', clientAccount: 'c', description: 'D', col: 2 as const },
      ],
      [
        store.team,
        KEYS.member,
        {
          name: 'N',
          skill: 'S',
          description: 'D',
          linkedIn: 'https://l.in',
          github: 'https://g.h',
          imageAlt: 'Portrait',
        },
      ],
    ] as const;
    for (const [repo, expected, input] of cases) {
      const r = repo as unknown as {
        list(): Promise<object[]>;
        get(id: string): Promise<object | null>;
        create(i: object): Promise<{ _id: string }>;
        update(id: string, p: object): Promise<{ record: object } | null>;
      };
      for (const item of await r.list()) expect(keys(item)).toEqual(expected);
      const created = await r.create({ imageURL: image, ...input });
      expect(keys(created)).toEqual(expected);
      expect(keys(await r.get(created._id))).toEqual(expected);
      expect(keys((await r.update(created._id, { imageURL: image }))!.record)).toEqual(expected);
    }
  });

  test('blogs and their comments: list, get, create, update and a new comment', async () => {
    const { store } = fixture();
    const check = (blog: { comments: object[] } | null) => {
      expect(keys(blog)).toEqual(KEYS.blog);
      for (const c of blog!.comments) expect(keys(c)).toEqual(KEYS.comment);
    };
    for (const blog of await store.blogs.list()) check(blog);
    const created = await store.blogs.create({
      title: 'T',
      slug: 'test-post-3',
      description: 'D',
      imageURL: image,
      imageAlt: 'A test image',
      author: 'admin',
    });
    check(created);
    const commented = await store.blogs.addComment(created._id, {
      name: 'N',
      email: 'e@e.e',
      comment: 'hi',
    });
    check(commented);
    check(await store.blogs.get(created._id));
    check(((await store.blogs.update(created._id, { title: 'T2' })) as Updated<Blog>).record);
  });

  test('a comment is not an edit of its post: updatedAt stays as it was', async () => {
    const { store } = fixture();
    const created = await store.blogs.create({
      title: 'T',
      slug: 'test-post-2',
      description: 'D',
      imageURL: image,
      imageAlt: 'A test image',
      author: 'admin',
    });
    const commented = await store.blogs.addComment(created._id, {
      name: 'N',
      email: 'e@e.e',
      comment: 'hi',
    });
    expect(commented!.updatedAt).toBe(created.updatedAt);
    expect((await store.blogs.get(created._id))!.updatedAt).toBe(created.updatedAt);
  });

  test('contact messages (seeded and new) carry no updatedAt, and read as new with a notification state', async () => {
    const { store } = fixture();
    const messages = await store.messages.list();
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(keys(m)).toEqual(KEYS.message);
    const sent = await store.messages.create({
      name: 'N',
      email: 'e@e.e',
      phone: '1',
      subject: 'Consultation',
      message: 'M',
      notification: { state: 'not-configured', at: '2025-03-05T10:00:00.000Z' },
    });
    expect(keys(sent)).toEqual(KEYS.message);
    expect(sent).toMatchObject({
      handled: false,
      notification: { state: 'not-configured', at: '2025-03-05T10:00:00.000Z' },
    });
    expect(keys(await store.messages.get(sent._id))).toEqual(KEYS.message);
  });

  test('users: list, get, create; the sign-in read adds only the hash', async () => {
    const { store, accounts } = fixture();
    for (const u of await store.users.list()) expect(keys(u)).toEqual(KEYS.user);
    expect(keys(await store.users.get(accounts.admin._id))).toEqual(KEYS.user);
    expect(keys(accounts.admin)).toEqual(KEYS.user);
    const login = await store.users.findForLogin('admin');
    expect(keys(login)).toEqual([...KEYS.user, 'passwordHash']);
  });
});
