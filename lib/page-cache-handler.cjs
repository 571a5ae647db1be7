'use strict';

/**
 * The page cache of a self-hosted server (`next start`): Next.js's own file-system cache, which
 * hands each cached document to Next.js with the framework's scripts loaded after the page's
 * first paint, and a large one as bytes, encoded once, instead of as a string.
 *
 * Scripts after the first paint. The App Router writes its framework's scripts (134.6 kB gzip, a
 * bare page's own) into the head of every page, where they download beside the stylesheet and the
 * fonts the first paint needs. On a slow connection they share its bandwidth, and Lighthouse's
 * simulation counts every script that arrived before the largest element showed: the home page's
 * simulated LCP 2.3 to 2.7 s as Next.js writes it, about 1.7 s with the scripts requested once
 * the first contentful paint is on screen (bench/results/reference.md). Every public page works
 * before its script runs (links, the menu popover, accordions, forms that post), so the visitor
 * sees the page sooner and loses nothing meanwhile. The cached document keeps its markup and its
 * inline payload; only the script tags and their preload move into one small inline loader at the
 * end of the body, which adds them, in their order, once the browser reports the first
 * contentful paint (at once where it cannot report it, in a hidden or prerendering tab, or after
 * 3 s whatever happens).
 *
 * Next.js sends a cached document held as a string with `res.end(string)`: on every request Node
 * measures the string, allocates a buffer three times its length and encodes it into that, and
 * writes it with the response's headers in one write. Once that write passes 64 KiB it costs far
 * more: the home page (150 kB) costs the server 590 to 770 µs of CPU a request as bytes against
 * 1,450 to 1,620 as a string, and is served 2.4 to 3 times as fast; /services (69 kB) and
 * /service/seo (87 kB) were served 2 to 3 times and about twice as fast as bytes (wrk, 3 runs
 * each alternating; bench/results/reference.md). Bytes are sent as they are, through a stream
 * whose own cost is fixed, which below that line saves nothing: the sign-in page (17 kB), /blogs
 * (52 kB) and /contact (56 kB) were served about a quarter slower as bytes on a busy machine, and
 * the 63 kB blog post no faster; on a quiet one the post, /blogs and the sign-in page cost the
 * server the same either way, within the runs' spread. So a document goes as bytes when its UTF-8
 * bytes and the response's headers (about 1 kB) no longer fit 64 KiB, and stays a string, sent
 * with its length as before, below.
 *
 * Everything else (storage, the memory cache, regeneration, tags) is Next.js's handler, inherited.
 * Installed by next.config.ts for self-hosted servers only (`install`, below): on Vercel pages are
 * served from the platform's cache, which a custom handler would replace. CommonJS because
 * next.config.ts loads it with Node's own require, outside any bundle, so that it extends the very
 * module Next.js runs.
 */
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/** A document of at least this many UTF-8 bytes is handed over as bytes: 64 KiB less 1 KiB. */
const BYTES_FROM = 63 * 1024;

/** The framework's scripts as React writes them (no SRI or nonce here) and their preloads. */
const SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"]+\.js"\/>/g;

/** The inline loader: `data-scripts-after-paint` names it for the bench and the tests. */
function loader(scripts) {
  return (
    '<script data-scripts-after-paint="">(()=>{' +
    `const s=${JSON.stringify(scripts).replace(/</g, '\\u003c')};let d=0;` +
    "const go=()=>{if(d)return;d=1;for(const u of s){const e=document.createElement('script');e.src=u;e.async=true;document.head.append(e)}};" +
    "if(document.visibilityState!=='visible'||document.prerendering||!self.PerformanceObserver?.supportedEntryTypes?.includes('paint'))go();" +
    "else{new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});setTimeout(go,3e3)}" +
    '})()</script>'
  );
}

/**
 * The document with its framework scripts loaded after the first paint; a document without them
 * (or written otherwise, with a nonce or integrity attributes) is left as it is.
 */
function scriptsAfterPaint(html) {
  const scripts = [...html.matchAll(SCRIPT)].map((m) => m[1]);
  if (
    scripts.length === 0 ||
    !html.includes('</body>') ||
    html.includes('data-scripts-after-paint')
  )
    return html;
  const body = html.replace(SCRIPT, '').replace(SCRIPT_PRELOAD, '');
  const at = body.lastIndexOf('</body>');
  return body.slice(0, at) + loader(scripts) + body.slice(at);
}

/**
 * Each document as handed over, by the cache entry that holds it: the memory cache hands out the
 * same entry until the page is regenerated, so a document is rewritten and encoded once, and a
 * regenerated page, a new entry, afresh (never served from the old document).
 */
const served = new WeakMap();

function documentOf(value) {
  let html = served.get(value);
  if (html === undefined) {
    html = scriptsAfterPaint(value.html);
    if (Buffer.byteLength(html, 'utf8') >= BYTES_FROM) html = Buffer.from(html, 'utf8');
    served.set(value, html);
  }
  return html;
}

class PageCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    const value = entry?.value;
    if (
      value?.kind !== 'APP_PAGE' ||
      typeof value.html !== 'string' ||
      // A partially prerendered shell is resumed, not sent whole: left as Next.js keeps it.
      value.postponed
    )
      return entry;
    return { ...entry, value: { ...value, html: documentOf(value) } };
  }
}

/**
 * Where Next.js looks for a hosting platform's page cache: with no `cacheHandler` configured, every
 * incremental cache it creates takes the `FetchCache` class of this global (how a platform adapter
 * gives it its own). A `cacheHandler` set in next.config.ts would do the same job, but Next.js then
 * imports its file again, through a file URL it builds, in each of the places a request asks for
 * its cache: on `next start` that took a tenth of the server's CPU time per blog page served
 * (bench/results/reference.md). Installed once, when next.config.ts is loaded, in the process that
 * serves the pages.
 */
const NEXT_CACHE_HANDLERS = Symbol.for('@next/cache-handlers');

function install() {
  globalThis[NEXT_CACHE_HANDLERS] = {
    ...globalThis[NEXT_CACHE_HANDLERS],
    FetchCache: PageCacheHandler,
  };
}

module.exports = PageCacheHandler;
module.exports.install = install;
module.exports.BYTES_FROM = BYTES_FROM;
module.exports.scriptsAfterPaint = scriptsAfterPaint;
