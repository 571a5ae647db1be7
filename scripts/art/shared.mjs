// What the art scripts (scripts/art/render.mjs, scripts/art/outline-text.mjs) share: where the
// project is, their sources, and the faces they set text in: the site's own Inter, Gelasio,
// Georgia's metric twin, for pictures that name Georgia, and JetBrains Mono for the code and
// colour values of the services' pictures.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Every .svg under a folder, as paths relative to `base` (the folder itself by default). */
export function svgSources(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return svgSources(file, base);
    return name.endsWith('.svg') ? [path.relative(base, file)] : [];
  });
}

const fontsource = (name, file) =>
  path.join(root, `node_modules/@fontsource/${name}/files/${file}`);

export const fontFiles = {
  inter: path.join(root, 'app/font-files/inter-latin-wght-400-700.woff2'),
  gelasio: (weight, style) => fontsource('gelasio', `gelasio-latin-${weight}-${style}.woff2`),
  mono: (weight) => fontsource('jetbrains-mono', `jetbrains-mono-latin-${weight}-normal.woff2`),
};

const face = (family, weight, style, file) =>
  `@font-face{font-family:${family};font-weight:${weight};font-style:${style};src:url(data:font/woff2;base64,${readFileSync(
    file,
  ).toString('base64')}) format('woff2')}`;

/** @font-face rules for a page that shows a picture: Inter, Gelasio as Georgia, JetBrains Mono. */
export const fontFaces = [
  face('Inter', '400 700', 'normal', fontFiles.inter),
  ...[400, 700].flatMap((weight) => [
    face('Georgia', weight, 'normal', fontFiles.gelasio(weight, 'normal')),
    face('Georgia', weight, 'italic', fontFiles.gelasio(weight, 'italic')),
    face("'JetBrains Mono'", weight, 'normal', fontFiles.mono(weight)),
  ]),
].join('');
