import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cardText } from '@/lib/markdown';
import { ICON_NAMES } from '@/components/ui/icon-names';
import { services } from '@/lib/content/services';
import { site } from '@/lib/content/site';

const root = path.resolve(__dirname, '../..');
const sprite = readFileSync(path.join(root, 'public/icons.svg'), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe('the icon sprite', () => {
  it('holds exactly the icons the Icon component can name', () => {
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
  });

  it('has every icon the content asks for', () => {
    const wanted = [...services.map((s) => s.icon), ...site.social.map((s) => s.icon)];
    for (const name of wanted) expect(ICON_NAMES).toContain(name);
  });

  it('draws each symbol on the 24 px grid in the colour of the text around it', () => {
    for (const symbol of sprite.match(/<symbol [^>]*>/g)!) {
      expect(symbol).toContain('viewBox="0 0 24 24"');
      expect(symbol).toMatch(/(fill|stroke)="currentColor"/);
    }
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
