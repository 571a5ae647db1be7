import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { imgAttributes } from '@/components/ui/img';
import { artworkSize, isDrawnPicture } from '@/lib/content/artwork';
import { caseStudy, clientLogos, overviewShots, techLogos } from '@/lib/content/site';

/**
 * The artwork that ships in public/ fits wherever it is shown: vector files (the brand's, the
 * icons', the demo content's) are drawn at their box's size on any screen, each with a viewBox of
 * its own aspect ratio; the site's own pictures, the home page's and the logo strips', are WebP
 * files that `npm run art` draws from SVG sources in scripts/art/source/ at the sizes the pages
 * show them at (tests/e2e/site/image-sizes.spec.ts holds them to their boxes). The only other
 * raster files are the social card and the touch icon, at the exact sizes their platforms ask
 * for. A large photo added to public/ fails here: it would bypass the image pipeline's resizing.
 */

const publicDir = path.resolve(__dirname, '../../public');
const artSourceDir = path.resolve(__dirname, '../../scripts/art/source');

/** Every file under a folder, as paths from it ('/shots/overview-1.webp'). */
function files(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(root, full) : [`/${path.relative(root, full)}`];
  });
}

const all = files(publicDir);
const sources = files(artSourceDir);
/** The SVG pictures that carry text, outlined into public/ by `npm run art`. */
const outlineSourceDir = path.resolve(__dirname, '../../scripts/art/outline');
const outlined = files(outlineSourceDir);
const svgs = all.filter((file) => file.endsWith('.svg') && file !== '/icons.svg');
/** The pictures `npm run art` draws, one for each source. */
const drawn = sources.map((file) => file.replace(/\.svg$/, '.webp'));

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

describe('the drawn pictures', () => {
  const shots = [caseStudy.image, ...overviewShots.map((shot) => shot.src)];
  const logos = [...clientLogos, ...techLogos].map((logo) => logo.src);

  test('the only sources are SVG, and the pictures the site names are all drawn', () => {
    expect(sources.every((file) => file.endsWith('.svg'))).toBe(true);
    expect([...shots, ...logos].sort()).toEqual([...drawn].sort());
  });

  test('served as they are, and nothing else is', () => {
    for (const picture of drawn) expect(isDrawnPicture(picture)).toBe(true);
    expect(isDrawnPicture('/demo/projects/pulsefit.svg')).toBe(false);
    expect(isDrawnPicture('/og/default.png')).toBe(false);
    expect(isDrawnPicture('/logos/upload.webp?w=1')).toBe(false);
  });

  test.each(drawn)('%s: WebP in its source’s proportions', async (file) => {
    const source = path.join(artSourceDir, file.replace(/\.webp$/, '.svg'));
    const width = Number(svgAttribute(source, 'width'));
    const height = Number(svgAttribute(source, 'height'));
    const picture = await sharp(path.join(publicDir, file)).metadata();
    expect(picture.format).toBe('webp');
    expect(Math.abs(picture.height - (picture.width * height) / width)).toBeLessThanOrEqual(1);
    if (artworkSize[file]) expect(artworkSize[file]).toEqual({ width, height });
  });

  test('drawn at the sizes the pages show them at', async () => {
    const size = (file: string) => sharp(path.join(publicDir, file)).metadata();
    // The case study and the shots: at most their source's width, at least 900 px.
    for (const shot of shots) {
      const { width } = await size(shot);
      expect(width).toBeGreaterThanOrEqual(900);
      expect(width).toBeLessThanOrEqual(1200);
    }
    // The strips show logos 40 px high on a desktop and 32 on a phone.
    for (const logo of logos) expect((await size(logo)).height).toBe(80);
  });

  test('served as they are: no srcset, no optimizer, nothing but what they need', () => {
    const [shot] = overviewShots;
    expect(imgAttributes({ src: shot.src, alt: 'Shot', width: 1200, height: 750 })).toEqual({
      src: shot.src,
      alt: 'Shot',
      width: 1200,
      height: 750,
      loading: 'lazy',
    });
    const [logo] = clientLogos;
    expect(imgAttributes({ src: logo.src, alt: logo.name, width: 125, height: 40 })).toEqual({
      src: logo.src,
      alt: logo.name,
      width: 125,
      height: 40,
      loading: 'lazy',
    });
    // A raster file of the site's that is not drawn goes through next/image's optimizer.
    const card = imgAttributes({ src: '/og/default.png', alt: 'Card', width: 1200, height: 630 });
    expect(card.srcSet).toContain('/_next/image?url=%2Fog%2Fdefault.png');
  });
});

/**
 * A picture that sets text is a document that Chromium lays out with the system's fonts each
 * time a page shows it (an SVG image cannot load web fonts): the demo posts' six pictures cost
 * /blogs about 160 ms of its main thread that way. Every such picture is kept as a source in
 * scripts/art/outline/ and written to public/ with its text as outlines (scripts/art/outline-text.mjs).
 */
describe('the pictures with text', () => {
  const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
  // What the outlining changes: the text (and the face it names), and the shapes it draws.
  const TEXT = /<text\b[\s\S]*?<\/text>/g;
  const SHAPE = /<path d="[^"]*" fill="#[0-9a-f]{6}"(?: opacity="[\d.]+")?\/>/g;
  const FACE = /\s(font-family|font-size|font-weight)="[^"]*"/g;
  const rest = (svg: string) => svg.replace(TEXT, '').replace(SHAPE, '').replace(FACE, '');

  test('no SVG in public/ sets text', () => {
    for (const file of svgs) {
      expect([file, /<text\b/.test(read(publicDir, file))]).toEqual([file, false]);
    }
  });

  test.each(outlined)('%s: drawn from its source as it is now', (file) => {
    const source = read(outlineSourceDir, file);
    const picture = read(publicDir, file);
    expect(source).toMatch(TEXT);
    for (const name of ['width', 'height', 'viewBox']) {
      expect(svgAttribute(path.join(publicDir, file), name)).toBe(
        svgAttribute(path.join(outlineSourceDir, file), name),
      );
    }
    // A source changed since `npm run art` ran (its shapes, or how many texts it sets) fails here.
    expect(rest(picture)).toBe(rest(source));
    // One shape for each run of text (a <text>, or a <tspan> in another colour or face).
    const runs = source
      .match(TEXT)!
      .flatMap((text) => text.split(/<[^>]*>/).filter((run) => run.trim()));
    expect(picture.match(SHAPE)?.length ?? 0).toBe(
      (source.match(SHAPE)?.length ?? 0) + runs.length,
    );
  });
});
