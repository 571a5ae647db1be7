#!/usr/bin/env node
// Part of `npm run art`: the SVG pictures that set text (kept in scripts/art/outline/: the
// services' pictures and the demo content's) written to the same place under public/
// with their text drawn as outlines. They stay vector, at any size a page shows them at.
//
// Outlines, because text in an SVG shown as an image is laid out with the system's fonts each
// time the picture is (it cannot load web fonts), while an outline costs what any shape does and
// keeps the faces the picture names: Inter, and Gelasio, Georgia's metric twin.
//
// Chromium lays each picture out inline in a page with those faces loaded, and gives every
// character's place on its baseline; fontkit shapes each run of text in the same face, and its
// glyphs' outlines are drawn at those places.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as fontkit from 'fontkit';
import { decompress } from 'wawoff2';
import { fontFaces, fontFiles, root, svgSources } from './shared.mjs';

const sourceDir = path.join(root, 'scripts/art/outline');
const targetDir = path.join(root, 'public');

const faces = new Map();
/**
 * The face Chromium set a run in (the page's @font-face rules: shared.mjs), opened with fontkit. A
 * picture that names another face, or a style those rules leave to Chromium to synthesise, stops
 * the script rather than being drawn in a face it was not set in.
 */
async function face({ family, weight, style }) {
  let file;
  if (family === 'Georgia') {
    // The faces are 400 and 700: CSS picks 700 from 600 up, as here.
    file = fontFiles.gelasio(weight >= 600 ? 700 : 400, style === 'italic' ? 'italic' : 'normal');
  } else if (family === 'Inter' && style === 'normal') {
    file = fontFiles.inter;
  } else if (family === 'JetBrains Mono' && style === 'normal') {
    file = fontFiles.mono(weight >= 600 ? 700 : 400);
  } else {
    throw new Error(`no face for ${style} ${family}: name Inter, Georgia or JetBrains Mono`);
  }
  if (!faces.has(file)) {
    faces.set(file, fontkit.create(Buffer.from(await decompress(readFileSync(file)))));
  }
  const font = faces.get(file);
  // Inter is variable, 400 to 700, as the page's @font-face declares it: heavier is 700.
  return file === fontFiles.inter
    ? font.getVariation({ wght: Math.min(700, Math.max(400, weight)) })
    : font;
}

/** To a tenth of a unit: the precision of the outlines. */
const tenth = (n) => Math.round(n * 10) / 10;

/** A coordinate to a tenth of a unit, as short as it writes: `-0.5` as `-.5`, `2.0` as `2`. */
function number(n) {
  const rounded = tenth(n);
  return (Object.is(rounded, -0) ? 0 : rounded).toString().replace(/^(-?)0\./, '$1.');
}

/**
 * Numbers as path data writes them, as short as it reads them back: a space between two numbers
 * only where neither a sign nor a second decimal point parts them (`1.5.5` is 1.5 and .5).
 */
function numbers(values) {
  let out = '';
  let previous = '';
  for (const n of values.map(number)) {
    const parted = n.startsWith('-') || (n.startsWith('.') && previous.includes('.'));
    out += previous && !parted ? ` ${n}` : n;
    previous = n;
  }
  return out;
}

/**
 * A glyph's outline as path data, `size` px high, its origin at (x, y) on the baseline. Every
 * command after the first is relative, and the outline's points are rounded from the glyph's own
 * origin: a letter drawn twice at one size is the same text in the file, which compression takes
 * for almost nothing.
 */
function outline(glyph, unitsPerEm, size, x, y) {
  const k = size / unitsPerEm;
  let current = null;
  let start = null;
  let out = '';
  for (const { command, args } of glyph.path.commands) {
    if (command === 'closePath') {
      out += 'z';
      current = start;
      continue;
    }
    const points = [];
    for (let i = 0; i < args.length; i += 2)
      points.push([tenth(args[i] * k), tenth(-args[i + 1] * k)]);
    const letter = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c' }[command];
    if (!letter) throw new Error(`unknown path command ${command}`);
    if (current === null) {
      out += `M${numbers([tenth(x) + points[0][0], tenth(y) + points[0][1]])}`;
    } else {
      out += letter + numbers(points.flatMap(([px, py]) => [px - current[0], py - current[1]]));
    }
    current = points[points.length - 1];
    if (command === 'moveTo') start = current;
  }
  return out;
}

/**
 * Each <text> of the picture as Chromium laid it out: its runs (a text node each, in the style
 * of the element around it) with every character's start on the baseline.
 */
function layOut() {
  return [...document.querySelectorAll('svg text')].map((text) => {
    // What the outlines do not carry over: a text's own transform, rotated glyphs, strokes.
    if (['transform', 'rotate'].some((name) => text.hasAttribute(name))) {
      throw new Error(`"${text.textContent}": a transformed or rotated text`);
    }
    const runs = [];
    let index = 0;
    const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const style = getComputedStyle(node.parentElement);
      if (style.stroke !== 'none') throw new Error(`"${node.data}": a stroked text`);
      // The text's opacity and its tspan's: the outlines take the <text> element's place.
      let opacity = 1;
      for (let element = node.parentElement; element !== text.parentElement;) {
        opacity *= Number(getComputedStyle(element).opacity);
        element = element.parentElement;
      }
      const chars = [...node.data];
      runs.push({
        text: node.data,
        family: style.fontFamily.split(',')[0].trim().replace(/^"|"$/g, ''),
        weight: Number(style.fontWeight),
        style: style.fontStyle,
        size: parseFloat(style.fontSize),
        fill: style.fill,
        opacity,
        fillOpacity: style.fillOpacity,
        starts: chars.map((_, i) => {
          const p = text.getStartPositionOfChar(index + i);
          return [p.x, p.y];
        }),
      });
      index += node.data.length;
    }
    if (index !== text.getNumberOfChars()) {
      throw new Error(`"${text.textContent}": its characters do not map one to one`);
    }
    return runs;
  });
}

/** A colour as computed (`rgb(…)`) back to the picture's hex notation. */
function hex(color) {
  const m = color.match(/^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/);
  if (!m) throw new Error(`unexpected colour ${color}`);
  const h = [m[1], m[2], m[3]].map((c) => Number(c).toString(16).padStart(2, '0')).join('');
  return { value: `#${h}`, alpha: m[4] === undefined ? 1 : Number(m[4]) };
}

async function runPaths(run) {
  const font = await face(run);
  // A ligature (Gelasio's "ff") is drawn where its first character starts.
  let char = 0;
  const d = font
    .layout(run.text)
    .glyphs.map((glyph) => {
      const at = run.starts[char];
      char += glyph.codePoints.length;
      return outline(glyph, font.unitsPerEm, run.size, ...at);
    })
    .join('');
  if (char !== run.starts.length) {
    throw new Error(`"${run.text}": ${char} characters shaped of ${run.starts.length}`);
  }
  const fill = hex(run.fill);
  const opacity = run.opacity * Number(run.fillOpacity) * fill.alpha;
  return d
    ? `<path d="${d}" fill="${fill.value}"${opacity < 1 ? ` opacity="${Math.round(opacity * 100) / 100}"` : ''}/>`
    : '';
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
try {
  for (const source of svgSources(sourceDir)) {
    const svg = readFileSync(path.join(sourceDir, source), 'utf8');
    const page = await browser.newPage();
    await page.setContent(`<style>${fontFaces} body{margin:0}</style>${svg}`);
    // Every face loaded before anything is measured, whether or not a layout has asked for it yet.
    await page.evaluate(() => Promise.all([...document.fonts].map((font) => font.load())));
    const texts = await page.evaluate(layOut);
    await page.close();

    let i = 0;
    const outlined = [];
    for (const runs of texts) outlined.push((await Promise.all(runs.map(runPaths))).join(''));
    const drawn = svg.replace(/<text\b[\s\S]*?<\/text>/g, () => outlined[i++]);
    if (i !== texts.length) throw new Error(`${source}: ${texts.length} texts, ${i} replaced`);
    // The faces are drawn in: the picture no longer names any.
    const result = drawn.replace(/\s(font-family|font-size|font-weight)="[^"]*"/g, '');

    const target = path.join(targetDir, source);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, result);
    console.log(
      `${path.relative(root, target)}: ${texts.length} texts outlined, ${result.length} bytes`,
    );
  }
} finally {
  await browser.close();
}
