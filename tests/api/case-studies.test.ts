import { existsSync } from 'node:fs';
import path from 'node:path';
import { call, signIn } from '../helpers/http';
import { png } from '../helpers/files';
import { describeEachStore, PASSWORD } from '../helpers/stores';
import * as addRoute from '@/app/admin/projects/add/route';
import * as updateRoute from '@/app/admin/project/update/[projectID]/route';
import { getCaseStudy, getFeaturedProjects } from '@/lib/data/public-projects';
import {
  PROJECT_SLUG_TAKEN,
  contentVersion,
  inAdminOrder,
  project,
  type Project,
} from '@/lib/entities';

const CASE_STUDY = {
  title: 'Orbit CRM',
  description: 'A CRM for studios.',
  link: 'https://orbit.example',
  imageAlt: 'The Orbit pipeline board on a laptop',
  featured: 'true',
  slug: 'orbit-crm',
  client: 'Orbit',
  industry: 'Software',
  year: '2025',
  services: 'web-development\nseo',
  challenge: 'Studios lost leads in spreadsheets.',
  work: 'We built a pipeline board and email sync.',
  results: '2M+ | emails synced\n72% | fewer lost leads',
  gallery: '',
};

/** A multipart body with repeated fields (the gallery's files), as the panel sends it. */
async function multipart(fields: Record<string, string | [Blob, string] | [Blob, string][]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else if (Array.isArray(value[0])) {
      for (const [blob, name] of value as [Blob, string][]) form.append(key, blob, name);
    } else form.append(key, (value as [Blob, string])[0], (value as [Blob, string])[1]);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    contentType: req.headers.get('content-type')!,
    body: new Uint8Array(await req.arrayBuffer()),
  };
}

const localFile = (url: string) => path.join(process.env.UPLOAD_DIR!, url.replace('/uploads/', ''));

describeEachStore('case studies through the project endpoints', (fixture) => {
  let admin: string;
  beforeAll(async () => {
    admin = await signIn('admin', PASSWORD);
  });

  const add = async (fields: Record<string, string | [Blob, string] | [Blob, string][]>) =>
    call(addRoute.POST, {
      path: '/admin/projects/add',
      raw: await multipart(fields),
      cookie: admin,
    });
  const update = async (
    id: string,
    fields: Record<string, string | [Blob, string] | [Blob, string][]>,
    ifMatch?: string,
  ) =>
    call(updateRoute.PATCH, {
      method: 'PATCH',
      path: `/admin/project/update/${id}`,
      params: { projectID: id },
      raw: await multipart(fields),
      cookie: admin,
      headers: ifMatch ? { 'if-match': ifMatch } : undefined,
    });
  const move = (id: string, json: unknown) =>
    call(updateRoute.PATCH, {
      method: 'PATCH',
      path: `/admin/project/update/${id}`,
      params: { projectID: id },
      json,
      cookie: admin,
    });

  test('creates a case study with its results, services and an uploaded gallery with alt text', async () => {
    const res = await add({
      ...CASE_STUDY,
      image: png(),
      galleryImages: [png('one.png'), png('two.png')],
      galleryAlts: 'The board on a phone\nThe email sync settings',
    });
    expect(res.status).toBe(201);
    const created = res.body.project as Project;
    expect(created).toMatchObject({
      slug: 'orbit-crm',
      services: ['web-development', 'seo'],
      results: [
        { figure: '2M+', label: 'emails synced' },
        { figure: '72%', label: 'fewer lost leads' },
      ],
      featured: true,
    });
    expect(created.gallery.map((g) => g.alt)).toEqual([
      'The board on a phone',
      'The email sync settings',
    ]);
    for (const { url } of created.gallery) {
      expect(url).toMatch(/^\/uploads\//);
      expect(existsSync(localFile(url))).toBe(true);
    }
    // Published and with its content: it has its page, and is on the home page.
    expect((await getCaseStudy('orbit-crm'))?._id).toBe(created._id);
    expect((await getFeaturedProjects()).items.map((p) => p._id)).toContain(created._id);
  });

  test.each([
    [{ imageAlt: '' }, 'Please fill all fields!'],
    [
      { services: 'web-development\nno-such-service' },
      'Services used: no service has the slug “no-such-service”!',
    ],
    [
      { results: '2M+ emails synced' },
      'Results, line 1: write the figure, a bar (|), then the label!',
    ],
    [{ year: 'soon' }, 'Year must be a year such as 2025!'],
    [
      { gallery: 'javascript:alert(1) | x' },
      'Gallery, line 1: the image address must be a path on this site or start with https://',
    ],
  ])('refuses %j with a clear 400', async (change, message) => {
    const res = await add({ ...CASE_STUDY, slug: '', ...change, image: png() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  test('a gallery image without its alt text is refused, and no file is kept', async () => {
    const before = (await fixture().store.projects.list()).length;
    const res = await add({
      ...CASE_STUDY,
      slug: 'no-alt',
      image: png(),
      galleryImages: [png('one.png'), png('two.png')],
      galleryAlts: 'Only one line',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/New gallery image 2 needs its alt text/);
    expect((await fixture().store.projects.list()).length).toBe(before);
  });

  test('a slug another project has is refused', async () => {
    const res = await add({ ...CASE_STUDY, image: png() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: PROJECT_SLUG_TAKEN });
  });

  test('an update keeps the listed gallery, adds new images and deletes the removed ones', async () => {
    const stored = (await fixture().store.projects.list()).find((p) => p.slug === 'orbit-crm')!;
    const [kept, dropped] = stored.gallery;
    const res = await update(
      stored._id,
      {
        ...CASE_STUDY,
        gallery: `${kept!.url} | ${kept!.alt}`,
        galleryImages: [png('three.png')],
        galleryAlts: 'The new reports page',
      },
      `"${contentVersion(project.fields, stored)}"`,
    );
    expect(res.status).toBe(202);
    const gallery = (res.body.project as Project).gallery;
    expect(gallery[0]).toEqual(kept);
    expect(gallery[1]!.alt).toBe('The new reports page');
    expect(gallery).toHaveLength(2);
    expect(existsSync(localFile(dropped!.url))).toBe(false);
    expect(existsSync(localFile(kept!.url))).toBe(true);
    // The fingerprint it was loaded with is stale now: a second save is refused.
    const stale = await update(
      stored._id,
      { ...CASE_STUDY },
      `"${contentVersion(project.fields, stored)}"`,
    );
    expect(stale.status).toBe(412);
  });

  test('an update that leaves the case-study fields out keeps them, gallery files too; one sent empty clears', async () => {
    const stored = (await fixture().store.projects.list()).find((p) => p.slug === 'orbit-crm')!;
    expect(stored.gallery.length).toBeGreaterThan(0);
    // What a client of the spec's contract sends: its own fields, none of the case study's.
    const { title, link, imageAlt } = CASE_STUDY;
    const res = await update(stored._id, {
      title,
      description: 'Renamed by a script.',
      link,
      imageAlt,
    });
    expect(res.status).toBe(202);
    const after = res.body.project as Project;
    expect(after.description).toBe('Renamed by a script.');
    expect(stored.description).not.toBe(after.description);
    // Everything else as it was: the case study, its gallery, its services and results.
    expect({ ...after, description: stored.description, updatedAt: stored.updatedAt }).toEqual(
      stored,
    );
    for (const { url } of stored.gallery) expect(existsSync(localFile(url))).toBe(true);

    const { description } = after;
    const cleared = await update(stored._id, { title, description, link, imageAlt, work: '' });
    expect((cleared.body.project as Project).work).toBe('');
    expect((cleared.body.project as Project).challenge).toBe(stored.challenge);
    expect(await getCaseStudy('orbit-crm')).toBeNull();
    const restored = await update(stored._id, {
      title,
      description,
      link,
      imageAlt,
      work: stored.work,
    });
    expect((restored.body.project as Project).work).toBe(stored.work);
  });

  test('a draft has no case-study page, and a project without its story has none either', async () => {
    const draft = await add({ ...CASE_STUDY, slug: 'draft-study', status: 'draft', image: png() });
    expect(draft.status).toBe(201);
    expect(await getCaseStudy('draft-study')).toBeNull();
    const bare = await add({ ...CASE_STUDY, slug: 'bare', challenge: '', work: '', image: png() });
    expect(bare.status).toBe(201);
    expect(await getCaseStudy('bare')).toBeNull();
  });

  test('Move up and down: JSON { position } reorders the featured projects on the home page', async () => {
    // The panel's order holds every featured project, drafts too; the home page the published ones.
    const panel = async () =>
      inAdminOrder(await fixture().store.projects.list())
        .filter((p) => p.featured)
        .map((p) => p._id);
    const home = async () => (await getFeaturedProjects()).items.map((p) => p._id);
    const before = await panel();
    const last = before[before.length - 1]!;
    expect(await home()).toContain(last);
    const res = await move(last, { position: 0 });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe('Project moved successfully!');
    expect(await panel()).toEqual([last, ...before.slice(0, -1)]);
    expect((await home())[0]).toBe(last);
    const back = await move(last, { position: before.length - 1 });
    expect(back.status).toBe(202);
    expect(await panel()).toEqual(before);
  });

  test('a move is refused with 400 for a bad position and 404 for an unknown or unfeatured id', async () => {
    const [first] = (await getFeaturedProjects()).items;
    expect((await move(first!._id, { position: -1 })).status).toBe(400);
    expect((await move(first!._id, { position: 'top' })).status).toBe(400);
    expect((await move('65f1a9999999999999999999', { position: 0 })).status).toBe(404);
    const hidden = await add({ ...CASE_STUDY, slug: 'hidden', featured: 'false', image: png() });
    const id = (hidden.body.project as Project)._id;
    expect((await move(id, { position: 0 })).status).toBe(404);
    expect((await getFeaturedProjects()).items.map((p) => p._id)).not.toContain(id);
  });
});
