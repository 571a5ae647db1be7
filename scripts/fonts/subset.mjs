#!/usr/bin/env node
// `npm run fonts`: writes the site's two web fonts into app/font-files/, cut down from the
// @fontsource-variable packages to what the site draws, so every page preloads less. Run it
// again after upgrading a font package or using a new weight.
//
//  - Characters: the packages' own "latin" subset (Western European text, punctuation, the euro
//    and the arrows), so text typed in the admin panel keeps the face.
//  - Weights: the variable weight axis limited to 400-700 (font-normal to font-bold, all the
//    site uses); instancing keeps the in-between weights, so nothing looks different.
//  - OpenType features: only those that plain text, kerning, accents and tabular figures (admin
//    tables) use; stylistic sets and alternates the site never turns on are left out.
// The files are committed, so builds need neither this script nor a network.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const outDir = path.join(root, 'app/font-files');

/** The packages' latin unicode-range, as code point ranges. */
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const WEIGHTS = { min: 400, max: 700 };
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

const FONTS = [
  { name: 'inter', pkg: '@fontsource-variable/inter', file: 'inter-latin-wght-normal.woff2' },
  { name: 'sora', pkg: '@fontsource-variable/sora', file: 'sora-latin-wght-normal.woff2' },
];

const text = LATIN.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

mkdirSync(outDir, { recursive: true });
for (const font of FONTS) {
  const pkgDir = path.dirname(require.resolve(`${font.pkg}/package.json`));
  const source = readFileSync(path.join(pkgDir, 'files', font.file));
  const subset = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
    keepFeatures: FEATURES,
  });
  const target = path.join(outDir, `${font.name}-latin-wght-400-700.woff2`);
  writeFileSync(target, subset);
  // The SIL Open Font License travels with the fonts, modified or not.
  copyFileSync(path.join(pkgDir, 'LICENSE'), path.join(outDir, `${font.name}-LICENSE.txt`));
  console.log(
    `${path.relative(root, target)}: ${source.length} -> ${subset.length} bytes (${font.pkg} ${require(`${font.pkg}/package.json`).version})`,
  );
}
