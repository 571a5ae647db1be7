#!/usr/bin/env node
// `npm run art`: draws the site's own pictures, kept as SVG in scripts/art/source/, into WebP
// files at the same place under public/: the home page's (the case study's and the overview's
// five screenshots) and the logo strips' logos. Run it again after changing a picture; the WebP
// files are committed, so builds need neither this script nor a browser.
//
// Raster, because a page lays out and paints an SVG picture on the main thread as a document of
// its own, while a WebP is decoded off it. The text is set in the faces the SVG names (an SVG
// shown as an image cannot load web fonts): Inter, and Gelasio, Georgia's metric twin.
//
// Each is drawn at the widest the pages show it at in device pixels (2 per CSS pixel on a phone),
// and at most twice that on the narrowest (tests/e2e/site/image-sizes.spec.ts): 1200 px for the
// case study and the overview's middle shot, the fan's scale of that for the others
// (components/site/motion/fan-layout.ts); the logos twice the strips' 40 px height.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { fontFaces, root, svgSources } from './shared.mjs';

const QUALITY = 80;

const sourceDir = path.join(root, 'scripts/art/source');

/** A picture's width in pixels, by its source's path: the source's own unless given here. */
function pictureWidth(source, width, height) {
  const widths = {
    'shots/overview-1.svg': 936,
    'shots/overview-2.svg': 1080,
    'shots/overview-4.svg': 1080,
    'shots/overview-5.svg': 936,
  };
  // 80 px high, rounded down: at most twice a strip's box (its width rounded, 40 px high).
  if (source.startsWith('logos/')) return Math.floor((width * 80) / height);
  return widths[source] ?? width;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
try {
  for (const source of svgSources(sourceDir)) {
    const svg = readFileSync(path.join(sourceDir, source), 'utf8');
    const size = (name) => Number(svg.match(new RegExp(`<svg[^>]*\\s${name}="(\\d+)"`))?.[1]);
    const [width, height] = [size('width'), size('height')];
    if (!width || !height) throw new Error(`${source}: the <svg> needs a width and a height`);

    // Inline in a page, so that the picture's text is set in the faces it names.
    const scale = pictureWidth(source, width, height) / width;
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
    await page.setContent(
      `<style>${fontFaces} html,body{margin:0;background:transparent} svg{display:block}</style>${svg}`,
    );
    await page.evaluate(() => document.fonts.ready);
    // Transparent where the picture is (the logos are drawn on the strips' own background).
    const png = await page.locator('svg').first().screenshot({ omitBackground: true });
    await page.close();

    const target = path.join(root, 'public', source.replace(/\.svg$/, '.webp'));
    mkdirSync(path.dirname(target), { recursive: true });
    const info = await sharp(png)
      .webp({ quality: QUALITY, alphaQuality: 100, effort: 6 })
      .toFile(target);
    console.log(`${path.relative(root, target)}: ${info.width}x${info.height}, ${info.size} bytes`);
  }
} finally {
  await browser.close();
}
