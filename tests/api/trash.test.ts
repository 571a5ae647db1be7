import { existsSync } from 'node:fs';
import path from 'node:path';
import { revalidatePath } from 'next/cache';
import * as cron from '@/app/api/cron/publish/route';
import * as faqDelete from '@/app/admin/faqs/delete/[id]/route';
import * as trashDelete from '@/app/admin/trash/delete/[id]/route';
import * as trashList from '@/app/admin/trash/get/route';
import * as trashRestore from '@/app/admin/trash/restore/[id]/route';
import { demoSeed } from '@/lib/data/seed';
import { imageStore, uploadDir } from '@/lib/images/store';
import { resetEnvForTests } from '@/lib/env';
import {
  IMAGE_ENTITIES,
  TRASH_DAYS,
  addressTaken,
  type ImageEntityKind,
  type TrashItem,
} from '@/lib/entities';
import { call, signIn } from '../helpers/http';
import { PNG_BYTES, png } from '../helpers/files';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';

const UNKNOWN_ID = '65f1a9999999999999999999';
const DAY_MS = 24 * 60 * 60 * 1000;

const localFile = (url: string) => path.join(uploadDir(), url.replace('/uploads/', ''));

interface Case {
  kind: ImageEntityKind;
  add: unknown;
  remove: unknown;
  list: unknown;
  publicList: unknown;
  form: Record<string, string>;
}

const cases: Case[] = [
  {
    kind: 'projects',
    add: routes.adminProjectAdd.POST,
    remove: routes.adminProjectDelete.DELETE,
    list: routes.adminProjectList.GET,
    publicList: routes.publicProjects.GET,
    form: {
      title: 'Harbor Bank',
      description: 'A banking site.',
      link: 'https://harbor.example',
      imageAlt: 'The Harbor Bank home page',
    },
  },
  {
    kind: 'team',
    add: routes.adminTeamAdd.POST,
    remove: routes.adminTeamDelete.DELETE,
    list: routes.adminTeamList.GET,
    publicList: routes.publicTeam.GET,
    form: {
      name: 'Rosa Park',
      skill: 'Design',
      description: 'Designs.',
      linkedIn: 'https://linkedin.com/in/rosa',
      github: 'https://github.com/rosa',
      imageAlt: 'Rosa',
    },
  },
  {
    kind: 'reviews',
    add: routes.adminReviewAdd.POST,
    remove: routes.adminReviewDelete.DELETE,
    list: routes.adminReviewList.GET,
    publicList: routes.publicReviews.GET,
    form: {
      clientName: 'Ada Client',
      clientAccount: 'ada',
      description: 'Great work.',
      col: '2',
      imageAlt: 'Ada',
    },
  },
  {
    kind: 'blogs',
    add: routes.adminBlogAdd.POST,
    remove: routes.adminBlogDelete.DELETE,
    list: routes.adminBlogList.GET,
    publicList: routes.publicBlogs.GET,
    form: { title: 'Trash day', description: 'A post.', imageAlt: 'A bin' },
  },
];

describeEachStore('the Trash', (fixture) => {
  let admin: string;
  let visitor: string;
  beforeAll(async () => {
    await fixture().reset();
    admin = await signIn('admin', PASSWORD);
    visitor = await signIn('visitor', PASSWORD);
  });

  const trashItems = async () => {
    const res = await call(trashList.GET, { cookie: admin });
    expect(res.status).toBe(200);
    return res.body.trash as TrashItem[];
  };
  const restore = (id: string) =>
    call(trashRestore.POST, { method: 'POST', params: { id }, cookie: admin });
  const forever = (id: string) =>
    call(trashDelete.DELETE, { method: 'DELETE', params: { id }, cookie: admin });
  const ids = (rows: unknown) => (rows as { _id: string }[]).map((r) => r._id);

  describe.each(cases)('DELETE of $kind, then POST /admin/trash/restore/{id}', (c) => {
    const entity = IMAGE_ENTITIES[c.kind];

    test('203, gone from the panel and the site, in the Trash; restored whole', async () => {
      const created = await call(c.add, { form: { ...c.form, image: png() }, cookie: admin });
      expect(created.status).toBe(201);
      const record = created.body[entity.api.key] as { _id: string; imageURL: string };
      expect(ids((await call(c.publicList)).body[entity.api.publicListKey])).toContain(record._id);

      (revalidatePath as jest.Mock).mockClear();
      const res = await call(c.remove, {
        method: 'DELETE',
        params: { id: record._id },
        cookie: admin,
      });
      expect(res.status).toBe(203);
      expect(res.body).toEqual({ message: `${entity.label} deleted successfully!` });
      expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
      expect(ids((await call(c.list, { cookie: admin })).body[entity.api.listKey])).not.toContain(
        record._id,
      );
      expect(ids((await call(c.publicList)).body[entity.api.publicListKey])).not.toContain(
        record._id,
      );
      // The image stays while the record is in the Trash.
      expect(existsSync(localFile(record.imageURL))).toBe(true);

      const item = (await trashItems()).find((i) => i.recordId === record._id)!;
      expect(item).toMatchObject({
        kind: c.kind,
        label: Object.values(c.form)[0],
        deletedBy: { username: 'admin' },
        record: { _id: record._id, imageURL: record.imageURL },
      });

      (revalidatePath as jest.Mock).mockClear();
      const back = await restore(item._id);
      expect(back.status).toBe(200);
      expect(back.body).toEqual({
        message: `${entity.label} restored successfully!`,
        restored: { kind: c.kind, id: record._id },
      });
      expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
      const again = await fixture().store[c.kind].get(record._id);
      expect(again).toEqual(created.body[entity.api.key]);
      expect(ids((await call(c.publicList)).body[entity.api.publicListKey])).toContain(record._id);
      expect((await trashItems()).some((i) => i._id === item._id)).toBe(false);
      expect((await restore(item._id)).status).toBe(404);
    });
  });

  test('a post comes back with its comments, slug and publishing fields', async () => {
    const { store } = fixture();
    const post = (await store.blogs.list()).find((b) => b.comments.length > 0)!;
    expect(post).toBeDefined();
    await call(routes.adminBlogDelete.DELETE, {
      method: 'DELETE',
      params: { id: post._id },
      cookie: admin,
    });
    expect(await store.blogs.findBySlug(post.slug)).toBeNull();
    expect(await store.blogs.getPublished(post._id)).toBeNull();
    const item = (await trashItems()).find((i) => i.recordId === post._id)!;
    expect((await restore(item._id)).status).toBe(200);
    expect(await store.blogs.get(post._id)).toEqual(post);
  });

  test('a slug another post took meanwhile: 409 with the address, and nothing changes', async () => {
    const { store } = fixture();
    const post = (await store.blogs.list())[0]!;
    await call(routes.adminBlogDelete.DELETE, {
      method: 'DELETE',
      params: { id: post._id },
      cookie: admin,
    });
    const { _id, createdAt, updatedAt, ...fields } = post;
    void [_id, createdAt, updatedAt];
    const taker = await store.blogs.create({ ...fields, title: 'Taker' });
    const item = (await trashItems()).find((i) => i.recordId === post._id)!;
    const res = await restore(item._id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(addressTaken('blogs', post.slug));
    expect(await store.blogs.get(post._id)).toBeNull();
    expect(await store.blogs.findBySlug(post.slug)).toMatchObject({ _id: taker._id });
    expect((await trashItems()).some((i) => i._id === item._id)).toBe(true);
  });

  test('a record whose id exists again: 409, and the Trash keeps the item', async () => {
    const { store } = fixture();
    const member = demoSeed.team[0]!;
    const item = (await store.team.moveToTrash(member._id, { id: 'x', username: 'admin' }))!;
    await store.importSeed(demoSeed);
    expect((await restore(item._id)).status).toBe(409);
    expect(await store.trash.get(item._id)).not.toBeNull();
  });

  test('an FAQ goes back to its old place in the order', async () => {
    const { store } = fixture();
    const before = ids(await store.faqs.list());
    const id = before[1]!;
    const res = await call(faqDelete.DELETE, { method: 'DELETE', params: { id }, cookie: admin });
    expect(res.status).toBe(203);
    expect(res.body).toEqual({ message: 'FAQ deleted successfully!' });
    expect(ids(await store.faqs.list())).not.toContain(id);
    expect(ids(await store.faqs.listFor({ home: true }))).not.toContain(id);
    const item = (await trashItems()).find((i) => i.recordId === id)!;
    expect((await restore(item._id)).body.message).toBe('FAQ restored successfully!');
    expect(ids(await store.faqs.list())).toEqual(before);
  });

  test('a featured project goes back to its place on the home page', async () => {
    const { store } = fixture();
    const featured = () =>
      store.projects.list().then((all) =>
        all
          .filter((p) => p.featured)
          .sort((a, b) => a.position - b.position || b.createdAt.localeCompare(a.createdAt))
          .map((p) => p._id),
      );
    const before = await featured();
    const item = (await store.projects.moveToTrash(before[1]!, { id: 'x', username: 'admin' }))!;
    expect(await featured()).not.toContain(before[1]);
    await restore(item._id);
    expect(await featured()).toEqual(before);
  });

  test('DELETE /admin/trash/delete/{id}: 203, the item and all its images gone; then 404', async () => {
    const { store } = fixture();
    const images = imageStore();
    const [main, shot] = [
      await images.save(PNG_BYTES, 'image/png'),
      await images.save(PNG_BYTES, 'image/png'),
    ];
    const project = (await store.projects.list())[0]!;
    await store.projects.update(project._id, {
      imageURL: main,
      gallery: [{ url: shot, alt: 'A screen' }],
    });
    const item = (await store.projects.moveToTrash(project._id, { id: 'x', username: 'admin' }))!;
    const res = await forever(item._id);
    expect(res.status).toBe(203);
    expect(res.body).toEqual({ message: 'Project deleted forever.' });
    expect(existsSync(localFile(main))).toBe(false);
    expect(existsSync(localFile(shot))).toBe(false);
    expect(await store.trash.get(item._id)).toBeNull();
    expect(await store.projects.get(project._id)).toBeNull();
    expect((await forever(item._id)).status).toBe(404);
    expect((await forever('not-an-id')).status).toBe(404);
    expect((await restore(UNKNOWN_ID)).status).toBe(404);
  });

  describe('purge after TRASH_DAYS days', () => {
    /** An item deleted `days` ago, holding an uploaded image. */
    const aged = async (days: number) => {
      const { store } = fixture();
      const imageURL = await imageStore().save(PNG_BYTES, 'image/png');
      const review = (await store.reviews.list())[0]!;
      await store.reviews.update(review._id, { imageURL });
      const moved = (await store.reviews.moveToTrash(review._id, { id: 'x', username: 'a' }))!;
      await store.trash.remove(moved._id);
      const deletedAt = new Date(Date.now() - days * DAY_MS).toISOString();
      const { _id, ...rest } = moved;
      void _id;
      return { item: await store.trash.add({ ...rest, deletedAt }), imageURL };
    };

    test('GET /admin/trash/get purges what outstayed its time, with its images', async () => {
      const old = await aged(TRASH_DAYS + 1);
      const recent = await aged(TRASH_DAYS - 1);
      const listed = (await trashItems()).map((i) => i._id);
      expect(listed).not.toContain(old.item._id);
      expect(listed).toContain(recent.item._id);
      expect(existsSync(localFile(old.imageURL))).toBe(false);
      expect(existsSync(localFile(recent.imageURL))).toBe(true);
    });

    test('the scheduler purges too', async () => {
      const secret = 'cron-secret-for-the-trash-suite';
      process.env.CRON_SECRET = secret;
      resetEnvForTests();
      try {
        const old = await aged(TRASH_DAYS + 2);
        const res = await call(cron.GET, {
          path: '/api/cron/publish',
          headers: { authorization: `Bearer ${secret}` },
        });
        expect(res.status).toBe(200);
        expect(res.body.purged).toBe(1);
        expect(await fixture().store.trash.get(old.item._id)).toBeNull();
        expect(existsSync(localFile(old.imageURL))).toBe(false);
      } finally {
        delete process.env.CRON_SECRET;
        resetEnvForTests();
      }
    });
  });

  test('the list is newest first; a visitor is refused', async () => {
    const items = await trashItems();
    const times = items.map((i) => i.deletedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await call(trashList.GET, { cookie: visitor })).status).toBe(403);
    expect((await call(trashList.GET)).status).toBe(401);
  });
});
