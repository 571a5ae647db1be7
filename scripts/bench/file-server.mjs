#!/usr/bin/env node
// The file server of `npm run bench -- --scripts-after-paint`: node file-server.mjs PORT APP DIR.
// Serves each page's document from DIR at the page's own address (`/` from DIR/index.html,
// `/contact` from DIR/contact/index.html), so the page hydrates at the address it was rendered
// for; the build's static files and public/ from disk (text gzipped when asked for, as `next
// start` sends it); anything else (the image optimizer) from the app at APP. The experiment's
// control and its variants are each served by one of these, alike.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const [port, app, documents] = process.argv.slice(2);

const TEXT = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
const BINARY = {
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};
const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The file an address names: a page's document, a static file of the build, or a public one. */
function fileOf(pathname) {
  const name = decodeURIComponent(pathname);
  const page = path.join(documents, name, 'index.html');
  if (page.startsWith(documents + path.sep) && isFile(page)) return page;
  const [prefix, dir] = name.startsWith('/_next/static/')
    ? ['/_next/static/', path.join(root, '.next/static')]
    : ['/', path.join(root, 'public')];
  const file = path.join(dir, name.slice(prefix.length));
  return file.startsWith(dir + path.sep) && isFile(file) ? file : undefined;
}

async function answer(req, res) {
  const url = new URL(req.url, 'http://localhost');
  const file = url.search ? undefined : fileOf(url.pathname);
  if (!file) {
    const upstream = await fetch(app + req.url, {
      headers: { accept: req.headers.accept ?? '*/*' },
    });
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? '' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
    return;
  }
  const type = path.extname(file);
  const gzip = type in TEXT && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = gzip ? gzipSync(readFileSync(file)) : readFileSync(file);
  res.writeHead(200, {
    'content-type': TEXT[type] ?? BINARY[type] ?? 'application/octet-stream',
    'content-length': body.length,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(body);
}

createServer((req, res) =>
  answer(req, res).catch((error) => {
    console.error(`[bench] file server: ${req.url}: ${error.message}`);
    if (!res.headersSent) res.writeHead(502);
    res.end();
  }),
).listen(Number(port), '127.0.0.1');
