import { readFileSync } from 'node:fs';
import { OG_DRAWN_RANGES, ogText } from '@/components/site/og/og-text';

/** The code points a TrueType font maps to glyphs: its cmap's format 4 and 12 subtables. */
function fontCodePoints(path: string): Set<number> {
  const font = readFileSync(path);
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i += 1) {
    const entry = 12 + 16 * i;
    if (font.toString('latin1', entry, entry + 4) === 'cmap') cmap = font.readUInt32BE(entry + 8);
  }
  if (cmap < 0) throw new Error(`${path} has no cmap`);
  const points = new Set<number>();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i += 1) {
    const start = cmap + font.readUInt32BE(cmap + 4 + 8 * i + 4);
    const format = font.readUInt16BE(start);
    if (format === 4) {
      const segments = font.readUInt16BE(start + 6) / 2;
      for (let s = 0; s < segments; s += 1) {
        const last = font.readUInt16BE(start + 14 + 2 * s);
        const first = font.readUInt16BE(start + 16 + 2 * segments + 2 * s);
        if (first !== 0xffff) for (let c = first; c <= last; c += 1) points.add(c);
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(start + 12);
      for (let g = 0; g < groups; g += 1) {
        const first = font.readUInt32BE(start + 16 + 12 * g);
        const last = font.readUInt32BE(start + 20 + 12 * g);
        for (let c = first; c <= last; c += 1) points.add(c);
      }
    }
  }
  return points;
}

describe('the social card’s text', () => {
  it('keeps only characters that next/og’s bundled font has, so it never fetches one', () => {
    const font = require.resolve('next/dist/compiled/@vercel/og/Geist-Regular.ttf');
    const inFont = fontCodePoints(font);
    expect(inFont.size).toBeGreaterThan(500);
    const missing: string[] = [];
    for (const [first, last] of OG_DRAWN_RANGES) {
      for (let c = first; c <= last; c += 1) {
        if (!inFont.has(c)) missing.push(`U+${c.toString(16).toUpperCase().padStart(4, '0')}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves out emoji, scripts the font lacks and control characters; keeps accents', () => {
    expect(ogText('Launch day 🎉')).toBe('Launch day');
    expect(ogText('Next.js 入门指南: a guide')).toBe('Next.js : a guide');
    expect(ogText('Sofía Marín · “Brand” – 10 €')).toBe('Sofía Marín · “Brand” – 10 €');
    expect(ogText('Привет, мир')).toBe('Привет, мир');
    expect(ogText('tab\there\u0001 and\nnew line')).toBe('tab here and new line');
    // Decomposed accents are composed first, and kept.
    expect(ogText('Cafe\u0301')).toBe('Café');
    expect(ogText('🎉🚀')).toBe('');
    // A separator left at an end by what was left out goes too; one the title ends with stays.
    expect(ogText('Launch day — 入门指南')).toBe('Launch day');
    expect(ogText('Q&A —')).toBe('Q&A —');
  });
});
