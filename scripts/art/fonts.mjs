// The faces the art scripts set text in (scripts/art/render.mjs, scripts/art/outline-text.mjs):
// the site's own Inter, Gelasio, Georgia's metric twin, for pictures that name Georgia, and
// JetBrains Mono for the code and colour values of the services' pictures.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
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
