import * as trashDelete from '@/app/admin/trash/delete/[id]/route';
import { DatabaseUnavailableError } from '@/lib/api/errors';
import { resetEnvForTests } from '@/lib/env';
import { MESSAGES } from '@/lib/api/messages';
import {
  CloudinaryStandIn,
  STAND_IN_CLOUD,
  STAND_IN_SECRET,
  documentedSignature,
} from '../helpers/cloudinary-stand-in';
import { jpeg, png, webp } from '../helpers/files';
import { call, signIn } from '../helpers/http';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';

/**
 * The image routes (create, update, delete of projects, team members, reviews and blogs) end to
 * end with CLOUDINARY_URL set: the real `cloudinary` SDK talks to a local stand-in of
 * Cloudinary's upload API, which checks every signature the way Cloudinary does.
 */

const cloudinary = new CloudinaryStandIn();

beforeAll(async () => {
  await cloudinary.start();
});
afterAll(async () => {
  delete process.env.CLOUDINARY_URL;
  resetEnvForTests();
  await cloudinary.stop();
});

interface Collection {
  name: 'projects' | 'team' | 'reviews' | 'blogs';
  addPath: string;
  add: unknown;
  update: unknown;
  updatePath: (id: string) => string;
  param: string;
  remove: unknown;
  removePath: (id: string) => string;
  key: string;
  fields: Record<string, string>;
}

const collections: Collection[] = [
  {
    name: 'projects',
    addPath: '/admin/projects/add',
    add: routes.adminProjectAdd.POST,
    update: routes.adminProjectUpdate.PATCH,
    updatePath: (id) => `/admin/project/update/${id}`,
    param: 'projectID',
    remove: routes.adminProjectDelete.DELETE,
    removePath: (id) => `/admin/projects/delete/${id}`,
    key: 'project',
    fields: {
      title: 'Harbor Bank',
      description: 'A banking site.',
      link: 'https://harbor.example',
      imageAlt: 'The Harbor storefront',
    },
  },
  {
    name: 'team',
    addPath: '/admin/team/add',
    add: routes.adminTeamAdd.POST,
    update: routes.adminMemberUpdate.PATCH,
    updatePath: (id) => `/admin/member/update/${id}`,
    param: 'memberID',
    remove: routes.adminTeamDelete.DELETE,
    removePath: (id) => `/admin/team/delete/${id}`,
    key: 'member',
    fields: {
      name: 'Ada Park',
      description: 'Leads design.',
      skill: 'Product Design',
      linkedIn: 'https://linkedin.com/in/ada',
      github: 'https://github.com/ada',
      imageAlt: 'Portrait',
    },
  },
  {
    name: 'reviews',
    addPath: '/admin/reviews/add',
    add: routes.adminReviewAdd.POST,
    update: routes.adminReviewUpdate.PATCH,
    updatePath: (id) => `/admin/review/update/${id}`,
    param: 'reviewID',
    remove: routes.adminReviewDelete.DELETE,
    removePath: (id) => `/admin/reviews/delete/${id}`,
    key: 'review',
    fields: { clientName: 'Lena Ortiz', clientAccount: 'lena', description: 'Superb.', col: '2' },
  },
  {
    name: 'blogs',
    addPath: '/admin/blogs/add',
    add: routes.adminBlogAdd.POST,
    update: routes.adminBlogUpdate.PATCH,
    updatePath: (id) => `/admin/blog/update/${id}`,
    param: 'blogID',
    remove: routes.adminBlogDelete.DELETE,
    removePath: (id) => `/admin/blogs/delete/${id}`,
    key: 'blog',
    fields: {
      title: 'Shipping faster',
      description: 'How we cut our release cycle.',
      imageAlt: 'Cover',
    },
  },
];

type Row = { _id: string; imageURL: string } & Record<string, unknown>;

const DELIVERY_URL = new RegExp(
  `^https://res\\.cloudinary\\.com/${STAND_IN_CLOUD}/image/upload/v\\d+/agency/([a-f0-9]{32})\\.(png|jpg|webp)$`,
);

/** The public id a delivery URL names (agency/<32 hex>). */
function publicIdOf(url: string): string {
  const match = DELIVERY_URL.exec(url);
  if (!match) throw new Error(`not a delivery URL of the stand-in: ${url}`);
  return `agency/${match[1]}`;
}

/** Every request the SDK sent carried the signature Cloudinary computes from the secret. */
function expectEverySignatureValid() {
  for (const request of cloudinary.requests) {
    expect(request.fields.signature).toBe(documentedSignature(request.fields, STAND_IN_SECRET));
  }
}

describeEachStore('image routes on Cloudinary', (fixture) => {
  let admin: string;
  let warnings: jest.SpyInstance;
  let errors: jest.SpyInstance;

  beforeAll(async () => {
    process.env.CLOUDINARY_URL = cloudinary.cloudinaryUrl();
    resetEnvForTests();
    admin = await signIn('admin', PASSWORD);
  });
  beforeEach(() => {
    process.env.CLOUDINARY_URL = cloudinary.cloudinaryUrl();
    resetEnvForTests();
    cloudinary.reset();
    warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warnings.mockRestore();
    errors.mockRestore();
  });
  const forever = (id: string) =>
    call(trashDelete.DELETE, { method: 'DELETE', params: { id }, cookie: admin });

  describe.each(collections.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const add = (image: [Blob, string] = png()) =>
      call(c.add, { path: c.addPath, form: { ...c.fields, image }, cookie: admin });
    const update = (id: string, form: Record<string, string | [Blob, string]>) =>
      call(c.update, {
        method: 'PATCH',
        path: c.updatePath(id),
        params: { [c.param]: id },
        form: { ...c.fields, ...form },
        cookie: admin,
      });
    const remove = (id: string) =>
      call(c.remove, { method: 'DELETE', path: c.removePath(id), params: { id }, cookie: admin });
    const stored = async (id: string) =>
      (await fixture().store[c.name].get(id)) as unknown as Row | null;
    const count = async () => (await fixture().store[c.name].list()).length;

    test(`POST ${c.addPath}: 201, the image uploaded to the agency folder and the record pointing at it`, async () => {
      const res = await add(jpeg());
      expect(res.status).toBe(201);
      const record = res.body[c.key] as Row;
      expect(record.imageURL).toMatch(DELIVERY_URL);
      const publicId = publicIdOf(record.imageURL);
      expect(cloudinary.assets.get(publicId)?.format).toBe('jpg');
      const [upload, ...others] = cloudinary.requests;
      expect(others).toEqual([]);
      expect(upload).toMatchObject({
        path: `/v1_1/${STAND_IN_CLOUD}/image/upload`,
        fields: expect.objectContaining({ folder: 'agency', public_id: publicId.slice(7) }),
      });
      expectEverySignatureValid();
      expect((await stored(record._id))?.imageURL).toBe(record.imageURL);
    });

    test(`PATCH ${c.updatePath(`{${c.param}}`)} with an image: 202, the new image uploaded and the old one destroyed`, async () => {
      const created = (await add()).body[c.key] as Row;
      const oldId = publicIdOf(created.imageURL);
      cloudinary.requests.length = 0;

      const res = await update(created._id, { image: webp() });
      expect(res.status).toBe(202);
      const record = res.body[c.key] as Row;
      const newId = publicIdOf(record.imageURL);
      expect(newId).not.toBe(oldId);
      expect(cloudinary.requests.map((r) => r.action)).toEqual(['upload', 'destroy']);
      expect(cloudinary.of('destroy')[0]!.fields.public_id).toBe(oldId);
      expect(cloudinary.of('destroy')[0]!.status).toBe(200);
      expectEverySignatureValid();
      expect(cloudinary.assets.has(oldId)).toBe(false);
      expect(cloudinary.assets.get(newId)?.format).toBe('webp');
      expect((await stored(created._id))?.imageURL).toBe(record.imageURL);
    });

    test(`PATCH ${c.updatePath(`{${c.param}}`)} without an image: 202, nothing uploaded or destroyed`, async () => {
      const created = (await add()).body[c.key] as Row;
      cloudinary.requests.length = 0;
      const res = await update(created._id, {});
      expect(res.status).toBe(202);
      expect((res.body[c.key] as Row).imageURL).toBe(created.imageURL);
      expect(cloudinary.requests).toEqual([]);
      expect(cloudinary.assets.has(publicIdOf(created.imageURL))).toBe(true);
    });

    test(`DELETE ${c.removePath('{id}')}: 203, the image kept in the Trash, destroyed when deleted forever`, async () => {
      const created = (await add()).body[c.key] as Row;
      const publicId = publicIdOf(created.imageURL);
      cloudinary.requests.length = 0;
      const res = await remove(created._id);
      expect(res.status).toBe(203);
      expect(cloudinary.requests).toEqual([]);
      expect(cloudinary.assets.has(publicId)).toBe(true);
      expect(await stored(created._id)).toBeNull();
      const item = (await fixture().store.trash.list()).find((i) => i.recordId === created._id)!;
      const gone = await forever(item._id);
      expect(gone.status).toBe(203);
      expect(cloudinary.requests.map((r) => [r.action, r.fields.public_id])).toEqual([
        ['destroy', publicId],
      ]);
      expectEverySignatureValid();
      expect(cloudinary.assets.size).toBe(0);
    });

    test(`POST ${c.addPath}: a failed upload is a 502 with a clear message; no record and no asset`, async () => {
      const before = await count();
      cloudinary.failNext('upload', 'server-error');
      const res = await add();
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ message: MESSAGES.imageStoreFailed });
      expect(await count()).toBe(before);
      expect(cloudinary.assets.size).toBe(0);
    });
  });

  describe('failures (projects)', () => {
    const c = collections[0]!;
    const add = () =>
      call(c.add, { path: c.addPath, form: { ...c.fields, image: png() }, cookie: admin });
    const count = async () => (await fixture().store.projects.list()).length;

    test('POST /admin/projects/add with a wrong API secret: Cloudinary refuses the signature; 502, no record, no asset', async () => {
      process.env.CLOUDINARY_URL = cloudinary.cloudinaryUrl('a-wrong-secret');
      resetEnvForTests();
      const before = await count();
      const res = await add();
      expect(res.status).toBe(502);
      expect(cloudinary.of('upload').map((r) => r.status)).toEqual([401]);
      expect(await count()).toBe(before);
      expect(cloudinary.assets.size).toBe(0);
    });

    test('POST /admin/projects/add when the upload is stored but its answer lost: 502, and the stored asset is deleted', async () => {
      const before = await count();
      cloudinary.failNext('upload', 'store-then-drop');
      const res = await add();
      expect(res.status).toBe(502);
      expect(cloudinary.of('upload')).toHaveLength(1);
      expect(cloudinary.of('destroy')[0]!.fields.public_id).toBe(
        `agency/${cloudinary.of('upload')[0]!.fields.public_id}`,
      );
      expect(cloudinary.assets.size).toBe(0);
      expect(await count()).toBe(before);
    });

    test('POST /admin/projects/add when the record cannot be saved after the upload: 503, and the uploaded asset is destroyed', async () => {
      const create = jest
        .spyOn(fixture().store.projects, 'create')
        .mockRejectedValueOnce(new DatabaseUnavailableError());
      try {
        const res = await add();
        expect(res.status).toBe(503);
      } finally {
        create.mockRestore();
      }
      expect(cloudinary.requests.map((r) => r.action)).toEqual(['upload', 'destroy']);
      expect(cloudinary.assets.size).toBe(0);
    });

    test('PATCH /admin/project/update/{id} with a failed upload: 502, and the record keeps its text and image', async () => {
      const created = (await add()).body.project as Row;
      cloudinary.failNext('upload', 'server-error');
      const res = await call(c.update, {
        method: 'PATCH',
        path: c.updatePath(created._id),
        params: { projectID: created._id },
        form: { ...c.fields, title: 'Renamed', image: jpeg() },
        cookie: admin,
      });
      expect(res.status).toBe(502);
      const after = (await fixture().store.projects.get(created._id))!;
      expect(after.title).toBe(c.fields.title);
      expect(after.imageURL).toBe(created.imageURL);
      expect([...cloudinary.assets.keys()]).toEqual([publicIdOf(created.imageURL)]);
    });

    test.each([
      ['answers an error', 'server-error'],
      ['drops the connection', 'store-then-drop'],
    ] as const)(
      'PATCH /admin/project/update/{id} when destroying the old image %s: still 202, the failure logged',
      async (_what, how) => {
        const created = (await add()).body.project as Row;
        const oldId = publicIdOf(created.imageURL);
        cloudinary.failNext('destroy', how);
        const res = await call(c.update, {
          method: 'PATCH',
          path: c.updatePath(created._id),
          params: { projectID: created._id },
          form: { ...c.fields, image: jpeg() },
          cookie: admin,
        });
        expect(res.status).toBe(202);
        const updated = res.body.project as Row;
        expect(updated.imageURL).not.toBe(created.imageURL);
        expect((await fixture().store.projects.get(created._id))!.imageURL).toBe(updated.imageURL);
        expect(warnings).toHaveBeenCalledWith(expect.stringContaining(`could not delete ${oldId}`));
      },
    );

    test('DELETE /admin/trash/delete/{id} when the destroy fails: still 203, the item gone, the failure logged', async () => {
      const created = (await add()).body.project as Row;
      const res = await call(c.remove, {
        method: 'DELETE',
        path: c.removePath(created._id),
        params: { id: created._id },
        cookie: admin,
      });
      expect(res.status).toBe(203);
      const item = (await fixture().store.trash.list()).find((i) => i.recordId === created._id)!;
      cloudinary.failNext('destroy', 'server-error');
      expect((await forever(item._id)).status).toBe(203);
      expect(await fixture().store.trash.get(item._id)).toBeNull();
      expect(warnings).toHaveBeenCalledWith(
        expect.stringContaining(`could not delete ${publicIdOf(created.imageURL)}`),
      );
    });

    test('DELETE of a record with demo art sends nothing to Cloudinary', async () => {
      const seeded = (await fixture().store.projects.list()).find((p) =>
        p.imageURL.startsWith('/demo/'),
      )!;
      const res = await call(c.remove, {
        method: 'DELETE',
        path: c.removePath(seeded._id),
        params: { id: seeded._id },
        cookie: admin,
      });
      expect(res.status).toBe(203);
      expect(cloudinary.requests).toEqual([]);
    });
  });
});
