import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * lib/page-cache-handler.cjs on Next.js's real file-system cache (the one `next start` uses),
 * over a temporary build directory: what it hands Next.js for large and small documents, that a
 * document is encoded once, that a regenerated page is never served from its old bytes, that
 * pages prerendered at build time, read from disk, are handed over alike, and that the framework's
 * scripts move into a loader that adds them after the first paint. It extends a class of
 * Next.js's internals: a Next.js upgrade that moves or changes it fails here.
 */

type Entry = { value?: { kind: string; html: unknown } } | null;
type Handler = {
  get(key: string, ctx: object): Promise<Entry>;
  set(key: string, data: object, ctx: object): Promise<void>;
};
/** The class the module exports, with the named parts its declaration file gives. */
type HandlerClass = (new (ctx: object) => Handler) &
  typeof import('../../lib/page-cache-handler.cjs');

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
function freshHandler(options: { memory?: boolean } = {}): {
  handler: Handler;
  Handler: HandlerClass;
} {
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
  expect(Buffer.byteLength(html)).toBeLessThan(Handler.BYTES_FROM);
  await handler.set('/contact', page(html), SET);

  expect((await handler.get('/contact', GET))?.value?.html).toBe(html);
});

test('the threshold is the document’s UTF-8 bytes, with room for the headers in one 64 KiB write', async () => {
  const { handler, Handler } = freshHandler();
  // Fewer characters than the threshold, more bytes: each ’ is three.
  const html = document(0, '’'.repeat(Math.ceil(Handler.BYTES_FROM / 3)));
  expect(html.length).toBeLessThan(Handler.BYTES_FROM);
  expect(Buffer.byteLength(html)).toBeGreaterThanOrEqual(Handler.BYTES_FROM);
  await handler.set('/services', page(html), SET);

  expect(Buffer.isBuffer((await handler.get('/services', GET))?.value?.html)).toBe(true);
  // The 63 kB blog post stays a string (about 1 kB of headers with it), /services' 69 kB do not.
  expect(Handler.BYTES_FROM).toBeGreaterThan(63_220);
  expect(Handler.BYTES_FROM + 1024).toBeLessThanOrEqual(64 * 1024);
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

/** A document as the App Router writes it: its framework scripts in the head, one preloaded. */
const withScripts = (filler = '') =>
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/runtime.js" async=""></script>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  `<body><p>Studio’s work</p>${filler}<script>self.__next_f.push([1,"payload"])</script>` +
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>';

test('the framework scripts move from the head into one loader that runs after the first paint', async () => {
  const { handler } = freshHandler();
  await handler.set('/contact', page(withScripts()), SET);
  const html = String((await handler.get('/contact', GET))?.value?.html);

  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(runtime|react|main)\.js"/);
  expect(html).not.toContain('rel="preload" as="script"');
  // The markup, the payload, the stylesheet and the legacy polyfill stay as they were.
  expect(html).toContain('<p>Studio’s work</p>');
  expect(html).toContain('self.__next_f.push([1,"payload"])');
  expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
  expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule="">');
  // One loader, last in the body, naming the scripts in their order.
  const loader = /<script data-scripts-after-paint="">(.*?)<\/script><\/body><\/html>$/.exec(html);
  expect(loader?.[1]).toContain(
    '["/_next/static/chunks/runtime.js","/_next/static/chunks/react.js","/_next/static/chunks/main.js"]',
  );
});

/** Runs a loader in a stand-in window and reports the scripts it added, and when. */
function runLoader(html: string, browser: { visible?: boolean; paint?: boolean }) {
  const code = /<script data-scripts-after-paint="">(.*?)<\/script>/.exec(html)![1];
  const added: string[] = [];
  type Entries = { getEntriesByName(name: string): unknown[] };
  let observer: ((list: Entries) => void) | undefined;
  let disconnected = false;
  const timers: (() => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = browser.paint === false ? ['mark'] : ['mark', 'paint'];
    constructor(callback: (list: Entries, o: PerformanceObserver) => void) {
      observer = (list) => callback(list, this);
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  }
  const document = {
    visibilityState: browser.visible === false ? 'hidden' : 'visible',
    createElement: () => ({ src: '', async: false }),
    head: { append: (script: { src: string; async: boolean }) => added.push(script.src) },
  };
  const self = { PerformanceObserver };
  new Function('document', 'self', 'PerformanceObserver', 'setTimeout', code)(
    document,
    self,
    PerformanceObserver,
    (fn: () => void) => timers.push(fn),
  );
  const paint = () =>
    observer?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
  return {
    added,
    paint,
    timeout: () => timers.forEach((fn) => fn()),
    disconnected: () => disconnected,
  };
}

test('the loader adds the scripts once the first contentful paint is reported, once', () => {
  const { scriptsAfterPaint } = freshHandler().Handler;
  const page = runLoader(scriptsAfterPaint(withScripts()), {});
  expect(page.added).toEqual([]);
  page.paint();
  expect(page.disconnected()).toBe(true);
  expect(page.added).toEqual([
    '/_next/static/chunks/runtime.js',
    '/_next/static/chunks/react.js',
    '/_next/static/chunks/main.js',
  ]);
  page.timeout();
  expect(page.added).toHaveLength(3);
});

test('the loader does not wait where no paint will be reported, nor past 3 s', () => {
  const { scriptsAfterPaint } = freshHandler().Handler;
  const html = scriptsAfterPaint(withScripts());
  expect(runLoader(html, { visible: false }).added).toHaveLength(3);
  expect(runLoader(html, { paint: false }).added).toHaveLength(3);
  const late = runLoader(html, {});
  late.timeout();
  expect(late.added).toHaveLength(3);
});

test('a large document is rewritten before it is encoded, and a document without scripts is left alone', async () => {
  const { handler, Handler } = freshHandler();
  await handler.set('/index', page(withScripts('x'.repeat(Handler.BYTES_FROM))), SET);
  const large = (await handler.get('/index', GET))?.value?.html;
  expect(Buffer.isBuffer(large)).toBe(true);
  expect(String(large)).toContain('data-scripts-after-paint');

  const plain = document(10);
  await handler.set('/plain', page(plain), SET);
  expect((await handler.get('/plain', GET))?.value?.html).toBe(plain);
});

test('installed, it is the page cache Next.js creates for every request, with no cacheHandler configured', () => {
  const { Handler } = freshHandler();
  const { IncrementalCache } = jest.requireActual(
    'next/dist/server/lib/incremental-cache/index.js',
  );
  const { nodeFs } = jest.requireActual('next/dist/server/lib/node-fs-methods.js');
  const key = Symbol.for('@next/cache-handlers');
  const global = globalThis as unknown as Record<symbol, unknown>;
  const before = global[key];
  // As `next start` creates one per request (NextNodeServer#getIncrementalCache), no handler given.
  const forRequest = () =>
    new IncrementalCache({
      fs: nodeFs,
      dev: false,
      serverDistDir: dir,
      requestHeaders: {},
      minimalMode: false,
      flushToDisk: true,
      maxMemoryCacheSize: 0,
      fetchCacheKeyPrefix: '',
      allowedRevalidateHeaderKeys: [],
      previewProps: {
        previewModeId: 'preview',
        previewModeSigningKey: '',
        previewModeEncryptionKey: '',
      },
      prerenderManifest: {
        version: 4,
        routes: {},
        dynamicRoutes: {},
        notFoundRoutes: [],
        preview: {},
      },
      CurCacheHandler: undefined,
    }).cacheHandler;
  try {
    delete global[key];
    expect(forRequest()).not.toBeInstanceOf(Handler);
    global[key] = { DefaultCache: 'kept' };
    Handler.install();
    expect(forRequest()).toBeInstanceOf(Handler);
    // What else a platform put there stays.
    expect(global[key]).toMatchObject({ DefaultCache: 'kept', FetchCache: Handler });
  } finally {
    global[key] = before;
  }
});
