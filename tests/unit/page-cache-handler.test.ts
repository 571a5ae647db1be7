import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * lib/page-cache-handler.cjs on Next.js's real file-system cache (the one `next start` uses),
 * over a temporary build directory: what it hands Next.js for large and small documents, that a
 * document is encoded once, that a regenerated page is never served from its old bytes, and that
 * pages prerendered at build time, read from disk, are handed over alike. It extends a class of
 * Next.js's internals: a Next.js upgrade that moves or changes it fails here.
 */

type Entry = { value?: { kind: string; html: unknown } } | null;
type Handler = {
  get(key: string, ctx: object): Promise<Entry>;
  set(key: string, data: object, ctx: object): Promise<void>;
};
type HandlerClass = (new (ctx: object) => Handler) & { BYTES_FROM: number };

const GET = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const SET = {
  cacheControl: { revalidate: false, expire: undefined },
  isRoutePPREnabled: false,
  isFallback: false,
  tags: [],
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The handler with a module state of its own (Next.js keeps its memory cache in a static). */
function freshHandler(options: { memory?: boolean } = {}): { handler: Handler; Handler: HandlerClass } {
  let Handler!: HandlerClass;
  jest.isolateModules(() => {
    Handler = jest.requireActual('@/lib/page-cache-handler.cjs');
  });
  const { nodeFs } = jest.requireActual('next/dist/server/lib/node-fs-methods.js');
  const handler = new Handler({
    fs: nodeFs,
    serverDistDir: dir,
    flushToDisk: true,
    dev: false,
    revalidatedTags: [],
    maxMemoryCacheSize: options.memory === false ? 0 : 50 * 1024 * 1024,
  });
  return { handler, Handler };
}

/** A page as Next.js caches it: its document (typographic characters included) and payload. */
function page(html: string) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from('0:{"P":null}\n'),
    headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/page' },
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  };
}

const document = (size: number, mark = 'a') =>
  `<!DOCTYPE html><html><body><p>Studio’s work – ${mark}</p>${'x'.repeat(size)}</body></html>`;

test('a large document is handed over as its UTF-8 bytes, encoded once', async () => {
  const { handler, Handler } = freshHandler();
  const html = document(Handler.BYTES_FROM);
  await handler.set('/index', page(html), SET);

  const first = await handler.get('/index', GET);
  const second = await handler.get('/index', GET);
  expect(Buffer.isBuffer(first?.value?.html)).toBe(true);
  expect((first?.value?.html as Buffer).toString('utf8')).toBe(html);
  expect(second?.value?.html).toBe(first?.value?.html);
});

test('a document below the threshold stays the string Next.js sends as it is', async () => {
  const { handler, Handler } = freshHandler();
  const html = document(Handler.BYTES_FROM - 1000);
  expect(html.length).toBeLessThan(Handler.BYTES_FROM);
  await handler.set('/contact', page(html), SET);

  expect((await handler.get('/contact', GET))?.value?.html).toBe(html);
});

test('a regenerated page is served from its new document, never the old bytes', async () => {
  const { handler, Handler } = freshHandler();
  await handler.set('/index', page(document(Handler.BYTES_FROM, 'before')), SET);
  expect(String((await handler.get('/index', GET))?.value?.html)).toContain('before');

  await handler.set('/index', page(document(Handler.BYTES_FROM, 'after')), SET);
  const html = String((await handler.get('/index', GET))?.value?.html);
  expect(html).toContain('after');
  expect(html).not.toContain('before');
});

test('a page prerendered at build time is read from disk and handed over alike', async () => {
  const large = document(150_000);
  const written = freshHandler();
  await written.handler.set('/index', page(large), SET);

  // Another server process: nothing in memory, the build's files on disk.
  const { handler } = freshHandler({ memory: false });
  const entry = await handler.get('/index', GET);
  expect(Buffer.isBuffer(entry?.value?.html)).toBe(true);
  expect((entry?.value?.html as Buffer).toString('utf8')).toBe(large);
});
