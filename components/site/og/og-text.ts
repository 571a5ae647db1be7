/**
 * The characters next/og's bundled font (Geist Regular) draws, as its cmap lists them: Latin with
 * its accents, Cyrillic, common punctuation, arrows and currency signs. For any other character
 * (an emoji, a Chinese title, a control character) next/og fetches an image or a font from a CDN
 * while it draws the card; where that fetch fails, the response stream errored and took the whole
 * `next start` process down with it. tests/unit/og-text.test.ts checks this list against the font
 * that is installed.
 */
export const OG_DRAWN_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xac],
  [0xae, 0x113],
  [0x116, 0x12b],
  [0x12e, 0x137],
  [0x139, 0x13e],
  [0x141, 0x148],
  [0x14a, 0x14d],
  [0x150, 0x17e],
  [0x18f, 0x18f],
  [0x192, 0x192],
  [0x1a0, 0x1a1],
  [0x1af, 0x1b0],
  [0x1cd, 0x1ce],
  [0x1e4, 0x1e9],
  [0x218, 0x21b],
  [0x237, 0x237],
  [0x259, 0x259],
  [0x300, 0x304],
  [0x306, 0x30c],
  [0x323, 0x323],
  [0x326, 0x328],
  [0x400, 0x45f],
  [0x490, 0x493],
  [0x1e80, 0x1e85],
  [0x1e9e, 0x1e9e],
  [0x1ea0, 0x1ef9],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2020, 0x2022],
  [0x2026, 0x2026],
  [0x2030, 0x2030],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x20b9, 0x20b9],
  [0x2116, 0x2116],
  [0x2122, 0x2122],
  [0x2190, 0x2199],
] as const;

function drawn(codePoint: number): boolean {
  return OG_DRAWN_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/**
 * Text for the social card: the characters the card's font draws, the others left out, spaces
 * collapsed. 'Launch day 🎉' becomes 'Launch day'; 'Sofía Marín' stays as it is.
 */
export function ogText(text: string): string {
  let kept = '';
  let dropped = false;
  for (const char of text.normalize('NFC')) {
    const keep = drawn(char.codePointAt(0)!);
    kept += keep ? char : ' ';
    dropped ||= !keep;
  }
  kept = kept.replace(/\s+/g, ' ').trim();
  // What the left-out words were joined by would dangle at an end ('Launch – 入门' → 'Launch').
  return dropped ? kept.replace(/^[\s\-–—:|·,]+|[\s\-–—:|·,]+$/g, '') : kept;
}
