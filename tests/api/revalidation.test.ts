import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { revalidatePath } from 'next/cache';
import type { Blog } from '@/lib/entities';
import { HONEYPOT_FIELD } from '@/lib/entities/honeypot';
import { call, signIn, type CallResult } from '../helpers/http';
import { png } from '../helpers/files';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';

/**
 * The freshness rule: every successful write of content the public site shows regenerates the
 * whole site (lib/revalidate.ts, revalidateSite), and a refused write regenerates nothing.
 */
const SITE = [['/', 'layout']];
const revalidated = () => (revalidatePath as jest.Mock).mock.calls;

const POST_ID = '65f1a3000000000000000006';
const MISSING = '65f1a300000000000000ffff';

const collections = [
  {
    name: 'projects',
    add: routes.adminProjectAdd,
    update: routes.adminProjectUpdate,
    remove: routes.adminProjectDelete,
    param: 'projectID',
    fields: { title: 'T', description: 'D', link: 'https://x.example', imageAlt: 'A' },
    key: 'project',
  },
  {
    name: 'team',
    add: routes.adminTeamAdd,
    update: routes.adminMemberUpdate,
    remove: routes.adminTeamDelete,
    param: 'memberID',
    fields: {
      name: 'N',
      description: 'D',
      skill: 'S',
      linkedIn: 'https://l.example',
      github: 'https://g.example',
      imageAlt: 'Portrait',
    },
    key: 'member',
  },
  {
    name: 'reviews',
    add: routes.adminReviewAdd,
    update: routes.adminReviewUpdate,
    remove: routes.adminReviewDelete,
    param: 'reviewID',
    fields: { clientName: 'C', clientAccount: '@c', description: 'D', col: '2' },
    key: 'review',
  },
  {
    name: 'blogs',
    add: routes.adminBlogAdd,
    update: routes.adminBlogUpdate,
    remove: routes.adminBlogDelete,
    param: 'blogID',
    fields: { title: 'T', description: 'D', imageAlt: 'Cover' },
    key: 'blog',
  },
] as const;

const createdId = (res: CallResult) =>
  (Object.values(res.body).find((v) => typeof v === 'object' && v !== null) as Blog)._id;

describeEachStore('the site is regenerated after every change, and only then', (fixture) => {
  let admin: string;
  beforeEach(async () => {
    await fixture().reset();
    admin = await signIn('admin', PASSWORD);
    (revalidatePath as jest.Mock).mockClear();
  });

  describe.each(collections)('$name', ({ add, update, remove, param, fields }) => {
    test('create, update and delete each regenerate the whole site once', async () => {
      const created = await call(add.POST, { form: { ...fields, image: png() }, cookie: admin });
      expect(created.status).toBe(201);
      expect(revalidated()).toEqual(SITE);
      const id = createdId(created);

      (revalidatePath as jest.Mock).mockClear();
      const updated = await call(update.PATCH, {
        method: 'PATCH',
        params: { [param]: id },
        form: { ...fields },
        cookie: admin,
      });
      expect(updated.status).toBe(202);
      expect(revalidated()).toEqual(SITE);

      (revalidatePath as jest.Mock).mockClear();
      const deleted = await call(remove.DELETE, {
        method: 'DELETE',
        params: { id },
        cookie: admin,
      });
      expect(deleted.status).toBe(203);
      expect(revalidated()).toEqual(SITE);
    });

    test('a refused create, update or delete regenerates nothing', async () => {
      const noImage = await call(add.POST, { form: { ...fields }, cookie: admin });
      expect(noImage.status).toBe(400);
      const anonymous = await call(add.POST, { form: { ...fields, image: png() } });
      expect(anonymous.status).toBe(401);
      const missing = await call(update.PATCH, {
        method: 'PATCH',
        params: { [param]: MISSING },
        form: { ...fields },
        cookie: admin,
      });
      expect(missing.status).toBe(404);
      const gone = await call(remove.DELETE, {
        method: 'DELETE',
        params: { id: MISSING },
        cookie: admin,
      });
      expect(gone.status).toBe(404);
      expect(revalidated()).toEqual([]);
    });
  });

  describe('POST /frontend/blog/add-comment/{blogId}', () => {
    const comment = (blogId: string, json: Record<string, string>) =>
      call(routes.publicComment.POST, {
        path: `/frontend/blog/add-comment/${blogId}`,
        params: { blogId },
        json,
      });
    const valid = { name: 'Ana', email: 'ana@example.com', comment: 'Great read.' };

    test('a comment regenerates the whole site once', async () => {
      expect((await comment(POST_ID, valid)).status).toBe(201);
      expect(revalidated()).toEqual(SITE);
    });

    test('a refused comment, or a bot’s (kept nowhere), regenerates nothing', async () => {
      expect((await comment(MISSING, valid)).status).toBe(404);
      expect((await comment(POST_ID, { ...valid, comment: '' })).status).toBe(400);
      expect((await comment(POST_ID, { ...valid, [HONEYPOT_FIELD]: 'x' })).status).toBe(201);
      expect(revalidated()).toEqual([]);
    });
  });
});

/**
 * Every route file that writes: either it regenerates the site (through the CRUD builders of
 * lib/api/crud.ts, or by calling revalidateSite itself), or it is listed here as writing only
 * what no public page shows. A new write route that does neither fails this test.
 */
const PRIVATE_WRITES = [
  'admin/main/contact/delete/[id]/route.ts',
  'admin/main/contact/notify/[id]/route.ts',
  'admin/main/contact/update/[id]/route.ts',
  'api/auth/[...nextauth]/route.ts',
  'api/auth/login/route.ts',
  'auth/logout/route.ts',
  'auth/password/route.ts',
  'auth/signup/route.ts',
  'auth/user/delete/[id]/route.ts',
  'auth/user/role/[id]/route.ts',
  'auth/users/route.ts',
  'frontend/contact/send/route.ts',
  // Pending changes are not on any public page until published (which revalidates, in
  // lib/api/pending.ts); preview links are read per request by /preview/{token}.
  'admin/blog/pending/[blogID]/route.ts',
  'admin/blog/previews/[blogID]/route.ts',
  'admin/blog/previews/revoke/[linkID]/route.ts',
  // Redirect rules are answered by the proxy before any page renders, from its own copy.
  'admin/redirects/add/route.ts',
  'admin/redirect/update/[id]/route.ts',
  'admin/redirects/delete/[id]/route.ts',
  // What is in the Trash is on no public page already; a restore regenerates (trash-routes).
  'admin/trash/delete/[id]/route.ts',
];

test('every route that writes public content regenerates the site', () => {
  const appDir = path.join(process.cwd(), 'app');
  const routeFiles = (readdirSync(appDir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /(^|\/)route\.ts$/.test(file));
  // A write method defined in the file (`export const POST = …`, `export { h as POST }`), not
  // one of the 405 answers of methodsOtherThan.
  const write =
    /^export (const|async function) (POST|PUT|PATCH|DELETE)\b|^export \{[^}]*\bas (POST|PUT|PATCH|DELETE)\b/m;
  const writes = routeFiles.filter((file) =>
    write.test(readFileSync(path.join(appDir, file), 'utf8')),
  );
  expect(writes.length).toBeGreaterThan(10);
  const unaccounted = writes.filter((file) => {
    if (PRIVATE_WRITES.includes(file)) return false;
    const source = readFileSync(path.join(appDir, file), 'utf8');
    return !/\b(createRoute|updateRoute|deleteRoute)(<[^(]*>)?\(|\brevalidateSite\(\)|from '@\/lib\/api\/(content|comment|trash)-routes'/.test(
      source,
    );
  });
  expect(unaccounted).toEqual([]);
  // The CRUD builders call it after each successful write.
  const crud = readFileSync(path.join(process.cwd(), 'lib/api/crud.ts'), 'utf8');
  expect(crud.match(/\brevalidateSite\(\)/g)).toHaveLength(3);
  // So do the site content's: each builder of a write (add, update, delete) calls it.
  const content = readFileSync(path.join(process.cwd(), 'lib/api/content-routes.ts'), 'utf8');
  const builders = content.split(/^export (?:const|function) /m).slice(1);
  const writeBuilders = builders.filter((b) => /^(add|update|delete)/.test(b));
  expect(writeBuilders).toHaveLength(7);
  for (const builder of writeBuilders) expect(builder).toMatch(/\brevalidateSite\(\)/);
  // The comment queue's action regenerates when it approves: only that puts a comment on a page
  // (tests/api/comment-moderation.test.ts checks it).
  const queue = readFileSync(path.join(process.cwd(), 'lib/api/comment-routes.ts'), 'utf8');
  expect(queue).toMatch(/if \(action === 'approve'\) await revalidateSite\(\)/);
});
