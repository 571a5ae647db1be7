import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cardText } from '@/lib/markdown';
import { ICON_NAMES } from '@/components/ui/icon-names';
import { services } from '@/lib/content/services';
import { site } from '@/lib/content/site';

const root = path.resolve(__dirname, '../..');
const sprite = readFileSync(path.join(root, 'public/icons.svg'), 'utf8');
const iconCss = readFileSync(path.join(root, 'app/icons.css'), 'utf8');
/** Each icon: the <view> that names its cell, and the drawing that follows it. */
const cells = [
  ...sprite.matchAll(
    /<view id="([^"]+)" viewBox="([^"]+)"\/><g transform="translate\(([^)]+)\)">/g,
  ),
].map(([, name, viewBox, offset]) => ({ name, viewBox, offset }));

describe('the icon sprite', () => {
  it('holds exactly the icons the Icon component can name', () => {
    expect(cells.map((c) => c.name).sort()).toEqual([...ICON_NAMES].sort());
  });

  it('has every icon the content asks for', () => {
    const wanted = [...services.map((s) => s.icon), ...site.social.map((s) => s.icon)];
    for (const name of wanted) expect(ICON_NAMES).toContain(name);
  });

  it('shows each icon alone: its view frames the 24 px cell it is drawn in, apart from the others', () => {
    const tops = cells.map(({ viewBox, offset }) => {
      const [x, y, width, height] = viewBox.split(' ').map(Number);
      expect([x, width, height]).toEqual([0, 24, 24]);
      expect(offset).toBe(`0 ${y}`);
      return y;
    });
    // Strokes can reach a little past their grid: cells 32 px apart keep them out of the next view.
    tops.forEach((top, i) => i > 0 && expect(top - tops[i - 1]).toBe(32));
    expect(tops[0]).toBe(0);
  });

  it('gives every icon, and only those, a class that masks its box with the icon', () => {
    const classes = [
      ...iconCss.matchAll(/\.icon-([a-z-]+) \{\s*--icon: url\(\/icons\.svg#([a-z-]+)\);/g),
    ];
    for (const [, cls, view] of classes) expect(cls).toBe(view);
    expect(classes.map(([, cls]) => cls).sort()).toEqual([...ICON_NAMES].sort());
  });
});

describe('the web fonts', () => {
  it.each(['inter', 'sora'])('%s is a committed WOFF2 subset, well under the full face', (name) => {
    const file = readFileSync(path.join(root, `app/font-files/${name}-latin-wght-400-700.woff2`));
    expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(file.length).toBeLessThan(30_000);
    expect(readFileSync(path.join(root, `app/font-files/${name}-LICENSE.txt`), 'utf8')).toMatch(
      /SIL Open Font License/,
    );
  });
});

describe('cardText (a post on its card)', () => {
  it('keeps a short post whole, with its whitespace collapsed as the page shows it', () => {
    expect(cardText('One line.\n\nAnd a second paragraph.')).toBe(
      'One line. And a second paragraph.',
    );
  });

  it('cuts a long post at a word, past what three lines hold at any card width', () => {
    const post = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const text = cardText(post);
    expect(post.startsWith(text)).toBe(true);
    expect(text.length).toBeGreaterThan(300);
    expect(text.length).toBeLessThanOrEqual(360);
    expect(post[text.length]).toBe(' ');
  });
});
