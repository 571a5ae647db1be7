import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, signInCookie } from './helpers';

const distDir = process.env.NEXT_DIST_DIR || '.next';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test('the client bundle holds no secret: no server variables, hashes or credentials', () => {
  const staticFiles = files(path.join(distDir, 'static')).filter((f) =>
    /\.(js|css|json|txt)$/.test(f),
  );
  expect(staticFiles.length).toBeGreaterThan(0);
  const forbidden: (string | RegExp)[] = [
    'NEXTAUTH_SECRET',
    'CLOUDINARY_API_SECRET',
    'CLOUDINARY_URL',
    'api_secret',
    'MONGODB_URI',
    'mongodb://',
    'mongodb+srv://',
    /\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}/,
    E2E_ADMIN.password,
    'e2e-secret-e2e-secret',
  ];
  // The launcher's local secret, when this build was made on a machine that has one.
  try {
    const local = JSON.parse(readFileSync('.data/secret.json', 'utf8')) as { secret: string };
    forbidden.push(local.secret);
  } catch {
    // no local secret on this machine
  }
  for (const file of staticFiles) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of forbidden) {
      const found = typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
      expect(found, `${pattern} in ${file}`).toBe(false);
    }
  }
});

test.describe('uploads over HTTP', () => {
  let cookie: string;
  test.beforeAll(async ({ request }) => {
    cookie = await signInCookie(request, E2E_ADMIN.username, E2E_ADMIN.password);
  });

  const fields = {
    title: 'Upload check',
    description: 'Checks uploads',
    link: 'https://upload.example',
    imageAlt: 'A screenshot of the project',
  };
  const refused: [string, { name: string; mimeType: string; buffer: Buffer }, number][] = [
    [
      'a script renamed .jpg',
      { name: 'evil.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('#!/bin/sh\nrm -rf /\n') },
      415,
    ],
    [
      'an HTML page renamed .jpg',
      {
        name: 'page.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('<html><script>alert(1)</script>'),
      },
      415,
    ],
    [
      'an SVG',
      {
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
      415,
    ],
    [
      'a GIF under a PNG type',
      {
        name: 'anim.png',
        mimeType: 'image/png',
        buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      },
      415,
    ],
    [
      'a file over 5 MB',
      {
        name: 'big.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(5 * 1024 * 1024),
        ]),
      },
      413,
    ],
  ];
  for (const [what, file, status] of refused) {
    test(`refuses ${what} (${status})`, async ({ request }) => {
      const res = await request.post('/admin/projects/add', {
        multipart: { ...fields, image: file },
        headers: { cookie },
      });
      expect(res.status()).toBe(status);
      expect(typeof (await res.json()).message).toBe('string');
    });
  }

  test('stored file names are generated, never taken from the upload; the file is served with its type', async ({
    request,
  }) => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const res = await request.post('/admin/projects/add', {
      multipart: {
        ...fields,
        image: { name: '../../../etc/evil name.png', mimeType: 'image/png', buffer: png },
      },
      headers: { cookie },
    });
    expect(res.status()).toBe(201);
    const { project } = await res.json();
    expect(project.imageURL).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const image = await request.get(project.imageURL);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(image.headers()['x-content-type-options']).toBe('nosniff');
    // Deleted, the project waits in the Trash with its image; deleted forever, the file goes.
    await request.delete(`/admin/projects/delete/${project._id}`, { headers: { cookie } });
    expect((await request.get(project.imageURL)).status()).toBe(200);
    const { trash } = (await (
      await request.get('/admin/trash/get', { headers: { cookie } })
    ).json()) as { trash: { _id: string; recordId: string }[] };
    const item = trash.find((entry) => entry.recordId === project._id)!;
    const gone = await request.delete(`/admin/trash/delete/${item._id}`, { headers: { cookie } });
    expect(gone.status()).toBe(203);
    expect((await request.get(project.imageURL)).status()).toBe(404);
  });
});
