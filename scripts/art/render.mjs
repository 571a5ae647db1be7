#!/usr/bin/env node
// `npm run art`: draws the home page's pictures (the case study's and the overview's five
// screenshots), kept as SVG in scripts/art/source/, into WebP files at the same place under
// public/. Run it again after changing a picture; the WebP files are committed, so builds need
// neither this script nor a browser.
//
// Why raster: a page shows an SVG picture as a document of its own, which Chromium lays out
// again at the size it is drawn and paints on the main thread, text and all. On the home page
// those six pictures made its longest task while loading (about 85 ms unthrottled, 340 ms on
// Lighthouse's mobile CPU); a WebP is decoded off the main thread. The pictures are drawn with
// the site's own Inter (an SVG shown as an image cannot load web fonts, so each visitor saw
// whichever face their system had), each at the widest the page shows it at, in device pixels,
// on a phone (2 device pixels per CSS pixel) or a desktop, and at most twice that on the
// narrowest (tests/e2e/site/image-sizes.spec.ts): 1200 px for the case study and the overview's
// middle shot, and for the others their fan's scale of it (components/site/motion/fan-layout.ts:
// 0.9 beside the middle, 0.78 at the ends).
import { mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const sourceDir = path.join(root, 'scripts/art/source');
const QUALITY = 80;
/** Widths other than the source's own, in pixels. */
const WIDTHS = {
  'shots/overview-1.svg': 936,
  'shots/overview-2.svg': 1080,
  'shots/overview-4.svg': 1080,
  'shots/overview-5.svg': 936,
};

const inter = readFileSync(path.join(root, 'app/font-files/inter-latin-wght-400-700.woff2'));
const fontFace = `@font-face{font-family:Inter;font-weight:400 700;src:url(data:font/woff2;base64,${inter.toString('base64')}) format('woff2')}`;

/** Every .svg under the source folder, as paths relative to it. */
function sources(dir = sourceDir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return name.endsWith('.svg') ? [path.relative(sourceDir, file)] : [];
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
try {
  for (const source of sources()) {
    const svg = readFileSync(path.join(sourceDir, source), 'utf8');
    const size = (name) => Number(svg.match(new RegExp(`<svg[^>]*\\s${name}="(\\d+)"`))?.[1]);
    const [width, height] = [size('width'), size('height')];
    if (!width || !height) throw new Error(`${source}: the <svg> needs a width and a height`);

    // Inline in a page, so that the picture's text is set in the site's Inter.
    const scale = (WIDTHS[source] ?? width) / width;
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
    await page.setContent(
      `<style>${fontFace} html,body{margin:0} svg{display:block}</style>${svg}`,
    );
    await page.evaluate(() => document.fonts.ready);
    const png = await page.locator('svg').first().screenshot();
    await page.close();

    const target = path.join(root, 'public', source.replace(/\.svg$/, '.webp'));
    mkdirSync(path.dirname(target), { recursive: true });
    const info = await sharp(png).webp({ quality: QUALITY, effort: 6 }).toFile(target);
    console.log(`${path.relative(root, target)}: ${info.width}x${info.height}, ${info.size} bytes`);
  }
} finally {
  await browser.close();
}
