import { render } from '@testing-library/react';
import { ProjectGallery } from '@/components/site/home/project-gallery';
import { ReviewColumns } from '@/components/site/home/review-columns';
import { Team } from '@/components/site/home/team';
import { demoTeam, demoProjects, demoReviews } from '@/lib/data/seed/demo';

/**
 * Images uploaded to the configured Cloudinary cloud reach visitors through Cloudinary's own
 * transformations (automatic format and quality, the width the browser picks from `srcset`),
 * never through the host's optimizer; the site's own raster files keep next/image's default loader,
 * and any other remote image is shown as it is: the optimizer fetches nothing remote.
 */

const CLOUD = 'agency-cloud';
const uploaded = (id: string) =>
  `https://res.cloudinary.com/${CLOUD}/image/upload/v1700000000/agency/${id}.jpg`;

// The cloud's name as next.config.ts hands it to the build (from CLOUDINARY_URL or its parts).
beforeAll(() => {
  process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME = CLOUD;
});
afterAll(() => {
  delete process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME;
});

const stamp = <T extends { createdAt: string }>(rows: T[]) =>
  rows.map((row) => ({ ...row, updatedAt: row.createdAt }));

/** Every candidate of an <img>'s srcset as [url, descriptor]. */
function candidates(img: HTMLImageElement): [string, string][] {
  return img
    .getAttribute('srcset')!
    .split(', ')
    .map((candidate) => candidate.split(' ') as [string, string]);
}

/** A Cloudinary transformation URL of the uploaded image at one width. */
const transformation = (id: string, width: number) =>
  `https://res.cloudinary.com/${CLOUD}/image/upload/f_auto,q_auto,w_${width},c_limit/v1700000000/agency/${id}.jpg`;

function expectCloudinarySources(img: HTMLImageElement, id: string) {
  const all = candidates(img);
  expect(all.length).toBeGreaterThan(1);
  for (const [url, descriptor] of all) {
    expect(url).toMatch(/\/f_auto,q_auto,w_\d+,c_limit\//);
    const width = /^(\d+)w$/.exec(descriptor)?.[1];
    if (width) expect(url).toBe(transformation(id, Number(width)));
  }
  expect(img.getAttribute('src')).toMatch(
    new RegExp(
      `^https://res\\.cloudinary\\.com/${CLOUD}/image/upload/f_auto,q_auto,w_\\d+,c_limit/`,
    ),
  );
  expect(img.getAttribute('src')).not.toContain('/_next/image');
}

describe('images stored on Cloudinary', () => {
  test('project cards: a srcset of Cloudinary transformations (f_auto, q_auto, each width) for the card’s sizes', () => {
    const projects = stamp(demoProjects.slice(0, 2)).map((p, i) => ({
      ...p,
      imageURL: uploaded(`project${i}`),
    }));
    const { container } = render(<ProjectGallery projects={projects} />);
    const images = [...container.querySelectorAll('img')].filter((img) => img.srcset);
    expect(images).toHaveLength(2);
    expectCloudinarySources(images[0]!, 'project0');
    expect(images[0]!.getAttribute('sizes')).toBe(
      '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
    );
    expect(candidates(images[0]!).map(([, d]) => d)).toContain('640w');
    expect(candidates(images[0]!).find(([, d]) => d === '640w')![0]).toBe(
      transformation('project0', 640),
    );
  });

  test('team photos and review avatars: Cloudinary transformations too', () => {
    const members = stamp(demoTeam.slice(0, 1)).map((m) => ({
      ...m,
      imageURL: uploaded('ada'),
    }));
    const team = render(<Team members={members} />);
    expectCloudinarySources(team.container.querySelector('img')!, 'ada');

    const reviews = stamp(demoReviews.slice(0, 1)).map((r) => ({
      ...r,
      imageURL: uploaded('lena'),
    }));
    const avatars = render(<ReviewColumns reviews={reviews} />);
    const avatar = avatars.container.querySelector('img')!;
    expectCloudinarySources(avatar, 'lena');
    // A fixed 48 px avatar: one and two device pixels per CSS pixel, nothing larger.
    expect(candidates(avatar).map(([, d]) => d)).toEqual(['1x', '2x']);
  });

  test('an uploaded file on local disk keeps the default loader (the host’s optimizer); an image of another cloud is shown as it is', () => {
    const other = 'https://res.cloudinary.com/someone-else/image/upload/v1/agency/x.jpg';
    const projects = stamp(demoProjects.slice(0, 2)).map((p, i) => ({
      ...p,
      imageURL: ['/uploads/5f2b1c.jpg', other][i]!,
    }));
    const { container } = render(<ProjectGallery projects={projects} />);
    const [local, remote] = [...container.querySelectorAll('img')].filter((img) =>
      img.getAttribute('src')!.match(/5f2b1c|someone-else/),
    );
    for (const [url] of candidates(local!)) {
      expect(url).toMatch(/^\/_next\/image\?url=[^&]+&w=\d+&q=75$/);
    }
    expect(local!.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fuploads%2F5f2b1c\.jpg&w=/);
    expect(remote!.getAttribute('src')).toBe(other);
    expect(remote!.hasAttribute('srcset')).toBe(false);
  });

  test('without Cloudinary credentials a Cloudinary URL is shown as it is, not through the optimizer', () => {
    delete process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME;
    try {
      const members = stamp(demoTeam.slice(0, 1)).map((m) => ({
        ...m,
        imageURL: uploaded('ada'),
      }));
      const { container } = render(<Team members={members} />);
      expect(container.querySelector('img')!.getAttribute('src')).toBe(uploaded('ada'));
    } finally {
      process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME = CLOUD;
    }
  });
});
