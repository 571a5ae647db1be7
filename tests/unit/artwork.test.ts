import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { imgAttributes } from '@/components/ui/img';
import { artworkSize } from '@/lib/content/artwork';
import { caseStudy, overviewShots } from '@/lib/content/site';

/**
 * The artwork that ships in public/ fits wherever it is shown: the pictures pages render are
 * vector (drawn at their box's size on any screen, the same bytes at any size), each with a
 * viewBox of its own aspect ratio; the only raster files are the social card and the touch icon,
 * at the exact sizes their platforms ask for, and the home page's six pictures, drawn from their
 * SVG sources in scripts/art/source/ by `npm run art` at the widths the page shows them at
 * (tests/e2e/site/image-sizes.spec.ts holds them to their boxes). A large photo added to public/
 * fails here: it would bypass the image pipeline's resizing.
 */

const publicDir = path.resolve(__dirname, '../../public');
const artSourceDir = path.resolve(__dirname, '../../scripts/art/source');
/** The pictures drawn by `npm run art`, as the home page names them. */
const drawn = [caseStudy.image, ...overviewShots.map((shot) => shot.src)];

/** Every file under a folder, as paths from it ('/shots/overview-1.webp'). */
function files(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(root, full) : [`/${path.relative(root, full)}`];
  });
}

const all = files(publicDir);
const sources = files(artSourceDir);
const svgs = all.filter((file) => file.endsWith('.svg') && file !== '/icons.svg');

/** An SVG file's root attribute, by name. */
function svgAttribute(file: string, name: string) {
  const root = /<svg\b[^>]*>/.exec(readFileSync(file, 'utf8'))![0];
  return new RegExp(`\\s${name}="([^"]+)"`).exec(root)?.[1];
}

/** A PNG's width and height, from its header. */
function pngSize(file: string) {
  const bytes = readFileSync(path.join(publicDir, file));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the artwork in public/', () => {
  test('only SVG, apart from the social card, the touch icon and the drawn pictures', () => {
    const others = all.filter((file) => !file.endsWith('.svg')).sort();
    expect(others).toEqual(['/og/apple-touch-icon.png', '/og/default.png', ...drawn].sort());
    expect(pngSize('/og/default.png')).toEqual({ width: 1200, height: 630 });
    expect(pngSize('/og/apple-touch-icon.png')).toEqual({ width: 180, height: 180 });
  });

  test.each(svgs)(
    '%s scales to any box: a viewBox with the intrinsic size’s aspect ratio',
    (file) => {
      const attribute = (name: string) => svgAttribute(path.join(publicDir, file), name);
      const [, , boxWidth, boxHeight] = attribute('viewBox')!
        .split(/[\s,]+/)
        .map(Number);
      const width = Number(attribute('width'));
      const height = Number(attribute('height'));
      expect(boxWidth! / boxHeight!).toBeCloseTo(width / height, 3);
      if (artworkSize[file]) expect(artworkSize[file]).toEqual({ width, height });
    },
  );
});

describe("the home page's drawn pictures", () => {
  test('one WebP for every SVG source, and a source for every picture the page names', () => {
    expect(drawn).toHaveLength(6);
    expect(sources.every((file) => file.endsWith('.svg'))).toBe(true);
    expect(sources.map((file) => file.replace(/\.svg$/, '.webp')).sort()).toEqual(
      [...drawn].sort(),
    );
  });

  test.each(drawn)(
    '%s: WebP, in its source’s proportions, at most its size and at least 900 px wide',
    async (file) => {
      const source = path.join(artSourceDir, file.replace(/\.webp$/, '.svg'));
      const width = Number(svgAttribute(source, 'width'));
      const height = Number(svgAttribute(source, 'height'));
      const picture = await sharp(path.join(publicDir, file)).metadata();
      expect(picture.format).toBe('webp');
      expect(picture.width).toBeLessThanOrEqual(width);
      expect(picture.width).toBeGreaterThanOrEqual(900);
      expect(picture.height).toBe(Math.round((picture.width * height) / width));
    },
  );

  test('served as they are: no srcset, no optimizer, nothing but what they need', () => {
    const [shot] = overviewShots;
    expect(
      imgAttributes({ src: shot.src, alt: 'Shot', width: 1200, height: 750, unoptimized: true }),
    ).toEqual({ src: shot.src, alt: 'Shot', width: 1200, height: 750, loading: 'lazy' });
    // Without the mark, a raster file of the site's goes through next/image's optimizer.
    const card = imgAttributes({ src: '/og/default.png', alt: 'Card', width: 1200, height: 630 });
    expect(card.srcSet).toContain('/_next/image?url=%2Fog%2Fdefault.png');
  });
});
