import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN, signInCookie } from '../security/helpers';
import { unique } from './helpers';

// Each worker that runs one of these uploads the photos to its own server first (beforeAll).
test.describe.configure({ mode: 'parallel' });

/**
 * No image a public page shows is much larger than its slot: for every raster image, the
 * pixels the browser downloaded stay within about twice what its box shows
 * on the screen's device pixels, on a phone (390 px, two device pixels per CSS pixel) and on a
 * desktop (1440 px). Vector artwork is exempt: an SVG is drawn at its box's size whatever its
 * intrinsic width, and costs the same bytes at any size. Every image reserves its space
 * (width and height, or an absolutely placed image in a box with an aspect ratio).
 *
 * The demo content's art is vector (the site's own pictures, the home page's and the logo
 * strips', are WebP files drawn by `npm run art`, checked here too), so the test uploads a large
 * photo-like JPEG as a project, a team member and a review (the images an agency uploads), and
 * removes them again afterwards: the other specs share this server's memory store.
 *
 * One page stands for each kind: /home renders the home page's own component, and every service
 * page is the same template (/service/seo for all nine).
 */

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
];

const MAX_RATIO = 2;

/** A 1,600 × 1,067 JPEG with photo-like noise: next/image has to shrink it for every slot. */
async function photo() {
  const buffer = await sharp({
    create: {
      width: 1600,
      height: 1067,
      channels: 3,
      background: { r: 90, g: 120, b: 160 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name: 'photo.jpg', mimeType: 'image/jpeg', buffer };
}

let cookie: string;
const created: string[] = [];
const label = unique('Sized');

test.beforeAll(async ({ request }) => {
  cookie = await signInCookie(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const uploads: [string, string, Record<string, string>][] = [
    [
      '/admin/projects/add',
      'project',
      {
        title: label,
        description: 'A large photo.',
        link: 'https://example.com',
        imageAlt: 'A large photo',
      },
    ],
    [
      '/admin/team/add',
      'member',
      {
        name: label,
        description: 'A large photo.',
        skill: 'Testing',
        linkedIn: 'https://linkedin.com/in/e2e',
        github: 'https://github.com/e2e',
        imageAlt: 'A tester at her desk',
      },
    ],
    [
      '/admin/reviews/add',
      'review',
      { clientName: label, clientAccount: 'e2e', description: 'A large photo.', col: '1' },
    ],
  ];
  const removal: Record<string, string> = {
    project: '/admin/projects/delete/',
    member: '/admin/team/delete/',
    review: '/admin/reviews/delete/',
  };
  for (const [path, key, fields] of uploads) {
    const res = await request.post(path, {
      multipart: { ...fields, image: await photo() },
      headers: { cookie },
    });
    expect(res.status(), path).toBe(201);
    created.push(removal[key] + (await res.json())[key]._id);
  }
});

test.afterAll(async ({ request }) => {
  for (const path of created) await request.delete(path, { headers: { cookie } });
});

/** A page to measure: its path, and what a visitor does there first (open the project dialog). */
interface Visit {
  name: string;
  path: string;
  act?: (page: Page) => Promise<void>;
}

async function visits(request: APIRequestContext): Promise<Visit[]> {
  const blogs = (await (await request.get('/frontend/blogs/get')).json()).allBlogs as {
    _id: string;
  }[];
  const paths = ['/', '/services', '/service/seo', '/blogs', `/blog/${blogs[0]!._id}`, '/contact'];
  return [
    ...paths.map((path) => ({ name: path, path })),
    {
      name: '/ with the uploaded project open in the dialog',
      path: '/',
      act: async (page) => {
        await page.getByRole('button', { name: label }).click();
        await expect(page.getByRole('dialog', { name: label })).toBeVisible();
      },
    },
  ];
}

interface Shown {
  src: string;
  /** The width of the downloaded file, in its own pixels. */
  pixels: number;
  box: number;
  svg: boolean;
  reserved: boolean;
  sizes: string | null;
  widthDescriptors: boolean;
}

/** Every image of the page that is laid out, once all of them (lazy ones too) have loaded. */
async function imagesOf(browser: Browser, size: (typeof VIEWPORTS)[number], visit: Visit) {
  const context = await browser.newContext({
    viewport: size.viewport,
    deviceScaleFactor: size.deviceScaleFactor,
  });
  try {
    const page = await context.newPage();
    await page.goto(visit.path);
    await visit.act?.(page);
    await page.evaluate(() => {
      for (const img of document.images) img.loading = 'eager';
    });
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete)), {
        message: `${visit.name}: every image loaded`,
      })
      .toBe(true);
    return await page.evaluate(async () => {
      /**
       * The width in pixels of the file the browser chose. An image's naturalWidth is corrected
       * by its srcset candidate's density (it is in CSS pixels, about the slot `sizes` named),
       * so the chosen file is decoded once more on its own.
       */
      const pixels = async (src: string) => {
        const file = new Image();
        file.src = src;
        await file.decode();
        return file.naturalWidth;
      };
      const shown = [...document.images].filter(
        (img) => img.getBoundingClientRect().width > 0 && img.naturalWidth > 0,
      );
      return Promise.all(
        shown.map(async (img): Promise<Shown> => {
          const svg = new URL(img.currentSrc, location.href).pathname.endsWith('.svg');
          return {
            src: img.currentSrc,
            pixels: svg ? img.naturalWidth : await pixels(img.currentSrc),
            box: img.getBoundingClientRect().width,
            svg,
            reserved:
              (img.hasAttribute('width') && img.hasAttribute('height')) ||
              (getComputedStyle(img).position === 'absolute' &&
                getComputedStyle(img.parentElement!).aspectRatio !== 'auto'),
            sizes: img.getAttribute('sizes'),
            widthDescriptors: /\d+w(,|$)/.test(img.getAttribute('srcset') ?? ''),
          };
        }),
      );
    });
  } finally {
    await context.close();
  }
}

for (const size of VIEWPORTS) {
  test(`${size.name} (${size.viewport.width} px): no raster image is more than ${MAX_RATIO}× its slot; every image reserves its space`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    // The home page shows the uploaded photos once it has been regenerated.
    await expect
      .poll(async () => (await (await request.get('/')).text()).includes(label))
      .toBe(true);
    let rasters = 0;
    for (const visit of await visits(request)) {
      const path = visit.name;
      for (const img of await imagesOf(browser, size, visit)) {
        expect(img.reserved, `${path}: ${img.src} reserves its space`).toBe(true);
        if (img.svg) continue;
        rasters += 1;
        if (img.widthDescriptors) expect(img.sizes, `${path}: ${img.src} has sizes`).toBeTruthy();
        // Boxes are laid out in fractions of a pixel: a picture drawn at exactly twice its box
        // can measure a millionth over.
        const ratio = img.pixels / (img.box * size.deviceScaleFactor) - 1e-4;
        expect(
          ratio,
          `${path}: ${img.src} is ${img.pixels} px wide in a ${Math.round(img.box)} px box`,
        ).toBeLessThanOrEqual(MAX_RATIO);
      }
    }
    // The uploaded project card, team photo and review avatar on the home page, and again with
    // the project's dialog open over it.
    expect(rasters).toBeGreaterThanOrEqual(3 + 4);
  });
}
