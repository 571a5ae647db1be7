import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { artworkSize } from '@/lib/content/artwork';

/**
 * The artwork that ships in public/ fits wherever it is shown: the pictures pages render are
 * vector (drawn at their box's size on any screen, the same bytes at any size), each with a
 * viewBox of its own aspect ratio; the only raster files are the social card and the touch icon,
 * at the exact sizes their platforms ask for. A large photo added to public/ fails here: it
 * would bypass the image pipeline's resizing.
 */

const publicDir = path.resolve(__dirname, '../../public');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [`/${path.relative(publicDir, full)}`];
  });
}

const all = files(publicDir);
const svgs = all.filter((file) => file.endsWith('.svg') && file !== '/icons.svg');

/** A PNG's width and height, from its header. */
function pngSize(file: string) {
  const bytes = readFileSync(path.join(publicDir, file));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the artwork in public/', () => {
  test('only SVG, apart from the social card and the touch icon', () => {
    const others = all.filter((file) => !file.endsWith('.svg')).sort();
    expect(others).toEqual(['/og/apple-touch-icon.png', '/og/default.png']);
    expect(pngSize('/og/default.png')).toEqual({ width: 1200, height: 630 });
    expect(pngSize('/og/apple-touch-icon.png')).toEqual({ width: 180, height: 180 });
  });

  test.each(svgs)(
    '%s scales to any box: a viewBox with the intrinsic size’s aspect ratio',
    (file) => {
      const root = /<svg\b[^>]*>/.exec(readFileSync(path.join(publicDir, file), 'utf8'))![0];
      const attribute = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(root)?.[1];
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
