import { existsSync } from 'node:fs';
import path from 'node:path';
import { revalidatePath } from 'next/cache';
import { call, signIn } from '../helpers/http';
import { jpeg, oversized, png, spoofed, GIF_BYTES, SVG_TEXT, webp } from '../helpers/files';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';
import { IMAGE_ENTITIES, contentVersion, type ImageEntityKind } from '@/lib/entities';

const UNKNOWN_ID = '65f1a9999999999999999999';
const MALFORMED_IDS = ['not-an-id', '123', '{"$gt":""}', '../../etc/passwd'];

interface ResourceCase {
  name: string;
  listPath: string;
  list: unknown;
  listKey: string;
  publicList?: { handler: unknown; key: string };
  add: unknown;
  addPath: string;
  get: unknown;
  update: unknown;
  remove: unknown;
  param: string;
  key: string;
  label: string;
  valid: Record<string, string>;
  changed: Record<string, string>;
  required: string[];
}

const cases: ResourceCase[] = [
  {
    name: 'projects',
    listPath: '/admin/projects/get',
    list: routes.adminProjectList.GET,
    listKey: 'allProjects',
    publicList: { handler: routes.publicProjects.GET, key: 'allProjects' },
    add: routes.adminProjectAdd.POST,
    addPath: '/admin/projects/add',
    get: routes.adminProjectGet.GET,
    update: routes.adminProjectUpdate.PATCH,
    remove: routes.adminProjectDelete.DELETE,
    param: 'projectID',
    key: 'project',
    label: 'Project',
    valid: {
      title: 'Harbor Bank',
      description: 'A banking site.',
      link: 'https://harbor.example',
      imageAlt: 'The Harbor Bank home page on a phone',
    },
    changed: {
      title: 'Harbor Bank 2',
      description: 'Rebuilt.',
      link: 'https://harbor2.example',
      imageAlt: 'The rebuilt Harbor Bank home page',
    },
    required: ['title', 'description', 'link'],
  },
  {
    name: 'team',
    listPath: '/admin/team/get',
    list: routes.adminTeamList.GET,
    listKey: 'allMembers',
    publicList: { handler: routes.publicTeam.GET, key: 'allMembers' },
    add: routes.adminTeamAdd.POST,
    addPath: '/admin/team/add',
    get: routes.adminMemberGet.GET,
    update: routes.adminMemberUpdate.PATCH,
    remove: routes.adminTeamDelete.DELETE,
    param: 'memberID',
    key: 'member',
    label: 'Team member',
    valid: {
      name: 'Ada Park',
      description: 'Leads design.',
      skill: 'Product Design',
      linkedIn: 'https://linkedin.com/in/ada',
      github: 'https://github.com/ada',
      imageAlt: 'Ada smiling at her desk',
    },
    changed: {
      name: 'Ada Park-Lee',
      description: 'Leads design and research.',
      skill: 'Design Lead',
      linkedIn: 'https://linkedin.com/in/adapl',
      github: 'https://github.com/adapl',
      imageAlt: 'Ada presenting at a whiteboard',
    },
    required: ['name', 'description', 'skill', 'linkedIn', 'github', 'imageAlt'],
  },
  {
    name: 'reviews',
    listPath: '/admin/reviews/get',
    list: routes.adminReviewList.GET,
    listKey: 'allReviews',
    publicList: { handler: routes.publicReviews.GET, key: 'reviews' },
    add: routes.adminReviewAdd.POST,
    addPath: '/admin/reviews/add',
    get: routes.adminReviewGet.GET,
    update: routes.adminReviewUpdate.PATCH,
    remove: routes.adminReviewDelete.DELETE,
    param: 'reviewID',
    key: 'review',
    label: 'Review',
    valid: { clientName: 'Lena Ortiz', clientAccount: '@lena', description: 'Superb.', col: '2' },
    changed: {
      clientName: 'Lena O.',
      clientAccount: 'lena_o',
      description: 'Still superb.',
      col: '3',
    },
    required: ['clientName', 'clientAccount', 'description', 'col'],
  },
];

function localFile(url: string) {
  return path.join(process.env.UPLOAD_DIR!, url.replace('/uploads/', ''));
}

describeEachStore('content endpoints', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await signIn('admin', PASSWORD);
  });

  describe.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const add = (form: Record<string, string | [Blob, string]>) =>
      call(c.add, { path: c.addPath, form, cookie: admin });

    test(`GET ${c.listPath}: 200 with ${c.listKey}, newest first`, async () => {
      const res = await call(c.list, { path: c.listPath, cookie: admin });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual([c.listKey]);
      const items = res.body[c.listKey] as { createdAt: string; _id: string }[];
      expect(items.length).toBeGreaterThan(0);
      const dates = items.map((i) => i.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (const item of items) expect(typeof item._id).toBe('string');
    });

    test(`POST ${c.addPath}: 201 with ${c.key} and message; listed first, publicly too`, async () => {
      (revalidatePath as jest.Mock).mockClear();
      const res = await add({ ...c.valid, image: png() });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual([c.key, 'message'].sort());
      expect(res.body.message).toBe(`${c.label} added successfully!`);
      const record = res.body[c.key] as Record<string, unknown>;
      expect(record.imageURL).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
      expect(existsSync(localFile(record.imageURL as string))).toBe(true);
      const list = await call(c.list, { cookie: admin });
      expect((list.body[c.listKey] as { _id: string }[])[0]!._id).toBe(record._id);
      if (c.publicList) {
        const pub = await call(c.publicList.handler);
        expect((pub.body[c.publicList.key] as { _id: string }[])[0]!._id).toBe(record._id);
      }
      expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
    });

    test.each(c.required)(
      `POST ${c.addPath}: 400 "Please fill all fields!" without %s`,
      async (field) => {
        const form: Record<string, string | [Blob, string]> = { ...c.valid, image: png() };
        delete form[field];
        const res = await add(form);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Please fill all fields!' });
      },
    );

    test(`POST ${c.addPath}: blank text counts as missing`, async () => {
      const res = await add({ ...c.valid, [c.required[0]!]: '   ', image: png() });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fill all fields!');
    });

    test(`POST ${c.addPath}: 400 "Please select an image!" without an image`, async () => {
      const res = await add({ ...c.valid });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Please select an image!' });
    });

    test.each([
      ['JPEG', jpeg()],
      ['WEBP', webp()],
    ])(`POST ${c.addPath}: accepts a %s`, async (_type, file) => {
      const res = await add({ ...c.valid, image: file });
      expect(res.status).toBe(201);
    });

    test.each([
      ['HTML renamed .jpg', spoofed()],
      ['an SVG', spoofed(SVG_TEXT, 'logo.svg', 'image/svg+xml')],
      ['an SVG declared as PNG', spoofed(SVG_TEXT, 'logo.png', 'image/png')],
      ['a GIF declared as PNG', spoofed(GIF_BYTES, 'anim.png', 'image/png')],
      [
        'a PNG declared as text',
        [new Blob([png()[0]], { type: 'text/plain' }), 'a.png'] as [Blob, string],
      ],
    ])(`POST ${c.addPath}: 415 for %s`, async (_what, file) => {
      const count = async () =>
        ((await call(c.list, { cookie: admin })).body[c.listKey] as unknown[]).length;
      const before = await count();
      const res = await add({ ...c.valid, image: file });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: 'Only PNG, JPG or WEBP files are allowed!' });
      expect(await count()).toBe(before);
    });

    test.each(['application/octet-stream', 'image/png; charset=binary', ''])(
      `POST ${c.addPath}: a real PNG declared as %j is judged by its bytes (201)`,
      async (type) => {
        const res = await add({ ...c.valid, image: [new Blob([png()[0]], { type }), 'a.png'] });
        expect(res.status).toBe(201);
      },
    );

    test(`POST ${c.addPath}: line breaks are stored as typed, and count as one character each`, async () => {
      // A browser sends each line break of a form as CR LF; the textarea and its maxLength count
      // one character. A description at its limit with line breaks in it fits, and comes back
      // with the breaks the admin typed (its edit page then starts unchanged).
      const max = IMAGE_ENTITIES[c.name as ImageEntityKind].fields.description!.max!;
      const line = 'x'.repeat(Math.floor(max / 20) - 1);
      const description = Array.from({ length: 20 }, () => line).join('\n');
      expect(description.length).toBeLessThanOrEqual(max);
      const res = await add({ ...c.valid, description, image: png() });
      expect(res.status).toBe(201);
      expect((res.body[c.key] as { description: string }).description).toBe(description);
    });

    test(`POST ${c.addPath}: 413 for an image over 5 MB`, async () => {
      const res = await add({ ...c.valid, image: oversized() });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('Image is too large: the limit is 5 MB!');
    });

    test(`GET one ${c.key}: 200, then 404 for unknown and malformed ids`, async () => {
      const created = (await add({ ...c.valid, image: png() })).body[c.key] as { _id: string };
      const ok = await call(c.get, { params: { [c.param]: created._id }, cookie: admin });
      expect(ok.status).toBe(200);
      expect(Object.keys(ok.body)).toEqual([c.key]);
      expect((ok.body[c.key] as { _id: string })._id).toBe(created._id);
      for (const id of [UNKNOWN_ID, ...MALFORMED_IDS]) {
        const res = await call(c.get, { params: { [c.param]: id }, cookie: admin });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: `${c.label} not found` });
      }
    });

    test(`PATCH update: 202 with ${c.key} and message; image kept when none is sent`, async () => {
      const created = (await add({ ...c.valid, image: png() })).body[c.key] as Record<
        string,
        string
      >;
      const res = await call(c.update, {
        method: 'PATCH',
        params: { [c.param]: created._id! },
        form: c.changed,
        cookie: admin,
      });
      expect(res.status).toBe(202);
      expect(Object.keys(res.body).sort()).toEqual([c.key, 'message'].sort());
      expect(res.body.message).toBe(`${c.label} updated successfully!`);
      const updated = res.body[c.key] as Record<string, unknown>;
      expect(updated.imageURL).toBe(created.imageURL);
      for (const [field, value] of Object.entries(c.changed)) {
        const expected =
          field === 'col'
            ? Number(value)
            : field === 'clientAccount'
              ? value.replace(/^@/, '')
              : value;
        expect(updated[field]).toBe(expected);
      }
    });

    test('PATCH update with If-Match: refused with 412 once someone else changed the record', async () => {
      const created = (await add({ ...c.valid, image: png() })).body[c.key] as Record<
        string,
        unknown
      >;
      const entity = IMAGE_ENTITIES[c.name as ImageEntityKind];
      const loaded = `"${contentVersion(entity.fields, created)}"`;
      const patch = (form: Record<string, string>, ifMatch?: string) =>
        call(c.update, {
          method: 'PATCH',
          params: { [c.param]: created._id as string },
          form,
          cookie: admin,
          headers: ifMatch ? { 'if-match': ifMatch } : {},
        });

      // A colleague saves first, from the version both loaded.
      expect((await patch(c.changed, loaded)).status).toBe(202);
      // This page still holds the old version: its save is refused, the colleague's kept.
      const stale = await patch({ ...c.valid }, loaded);
      expect(stale.status).toBe(412);
      expect(stale.body.message).toMatch(/was changed by someone else after you opened it/);
      const stored = await call(c.get, {
        params: { [c.param]: created._id as string },
        cookie: admin,
      });
      const [field, value] = Object.entries(c.changed)[0]!;
      expect((stored.body[c.key] as Record<string, unknown>)[field]).toBe(value);
      // Loaded again, the page saves; without If-Match (other API clients) nothing is checked.
      const fresh = `"${contentVersion(entity.fields, stored.body[c.key] as object)}"`;
      // One of a list of tags is enough (RFC 9110); a weak tag never matches.
      expect((await patch({ ...c.valid }, `W/${fresh}`)).status).toBe(412);
      expect((await patch({ ...c.valid }, `"0000", ${fresh}`)).status).toBe(202);
      const reloaded = await call(c.get, {
        params: { [c.param]: created._id as string },
        cookie: admin,
      });
      const latest = `"${contentVersion(entity.fields, reloaded.body[c.key] as object)}"`;
      expect((await patch({ ...c.valid }, latest)).status).toBe(202);
      expect((await patch(c.changed)).status).toBe(202);
    });

    test('PATCH update with a new image replaces the file and deletes the old one', async () => {
      const created = (await add({ ...c.valid, image: png() })).body[c.key] as Record<
        string,
        string
      >;
      const res = await call(c.update, {
        method: 'PATCH',
        params: { [c.param]: created._id! },
        form: { ...c.changed, image: jpeg() },
        cookie: admin,
      });
      expect(res.status).toBe(202);
      const newUrl = (res.body[c.key] as { imageURL: string }).imageURL;
      expect(newUrl).toMatch(/\.jpg$/);
      expect(existsSync(localFile(newUrl))).toBe(true);
      expect(existsSync(localFile(created.imageURL!))).toBe(false);
    });

    test.each(c.required)(
      'PATCH update: 400 "Please fill all fields!" without %s',
      async (field) => {
        const form = { ...c.changed };
        delete form[field];
        const res = await call(c.update, {
          method: 'PATCH',
          params: { [c.param]: '65f1a1000000000000000001' },
          form,
          cookie: admin,
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Please fill all fields!' });
      },
    );

    test('PATCH update: 415 for a spoofed image, record unchanged', async () => {
      const created = (await add({ ...c.valid, image: png() })).body[c.key] as Record<
        string,
        string
      >;
      const res = await call(c.update, {
        method: 'PATCH',
        params: { [c.param]: created._id! },
        form: { ...c.changed, image: spoofed() },
        cookie: admin,
      });
      expect(res.status).toBe(415);
      const after = await call(c.get, { params: { [c.param]: created._id! }, cookie: admin });
      expect(after.body[c.key]).toEqual(created);
    });

    test('PATCH update: 404 for unknown and malformed ids', async () => {
      for (const id of [UNKNOWN_ID, ...MALFORMED_IDS]) {
        const res = await call(c.update, {
          method: 'PATCH',
          params: { [c.param]: id },
          form: c.changed,
          cookie: admin,
        });
        expect(res.status).toBe(404);
      }
    });

    test('DELETE: 203 with message, gone from the list, its image kept in the Trash; then 404', async () => {
      const created = (await add({ ...c.valid, image: png() })).body[c.key] as Record<
        string,
        string
      >;
      const res = await call(c.remove, {
        method: 'DELETE',
        params: { id: created._id! },
        cookie: admin,
      });
      expect(res.status).toBe(203);
      expect(res.body).toEqual({ message: `${c.label} deleted successfully!` });
      const list = await call(c.list, { cookie: admin });
      expect((list.body[c.listKey] as { _id: string }[]).some((r) => r._id === created._id)).toBe(
        false,
      );
      // The record is in the Trash, restorable with its image (tests/api/trash.test.ts).
      expect(existsSync(localFile(created.imageURL!))).toBe(true);
      const again = await call(c.remove, {
        method: 'DELETE',
        params: { id: created._id! },
        cookie: admin,
      });
      expect(again.status).toBe(404);
      for (const id of MALFORMED_IDS) {
        expect(
          (await call(c.remove, { method: 'DELETE', params: { id }, cookie: admin })).status,
        ).toBe(404);
      }
    });
  });

  test('reviews: the column must be 1, 2 or 3, and the account is stored without its @', async () => {
    const base = cases[2]!.valid;
    const bad = await call(routes.adminReviewAdd.POST, {
      form: { ...base, col: '4', image: png() },
      cookie: admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Column must be 1, 2 or 3!');
    const ok = await call(routes.adminReviewAdd.POST, {
      form: { ...base, col: '1', image: png() },
      cookie: admin,
    });
    expect(ok.body.review).toMatchObject({ clientAccount: 'lena', col: 1 });
  });

  test('links must be web addresses (a javascript: link is refused)', async () => {
    const res = await call(routes.adminProjectAdd.POST, {
      form: { ...cases[0]!.valid, link: 'javascript:alert(1)', image: png() },
      cookie: admin,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Link must be a full web address starting with https://');
  });

  test('a multipart endpoint refuses a JSON body with 400', async () => {
    const res = await call(routes.adminProjectAdd.POST, { json: cases[0]!.valid, cookie: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body must be multipart form data.');
  });
});
