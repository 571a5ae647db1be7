'use strict';

/**
 * The page cache of a self-hosted server (`next start`): Next.js's own file-system cache, which
 * hands a large cached document to Next.js as bytes, encoded once, instead of as a string.
 *
 * Next.js sends a cached document held as a string with `res.end(string)`: on every request Node
 * measures the string, allocates a buffer three times its length and encodes it into that. For
 * the home page's 149 kB document that is about half of the server's work per request (a CPU
 * profile of `next start` under `npm run bench`'s load: 1.2 of 2.4 ms). Bytes are sent as they
 * are, through a stream whose own cost is fixed: under the same load the home page is served
 * about 1.5 times as fast (bench/results/reference.md). Below 100 kB the stream costs about as
 * much as it saves (the 63 kB blog post: the same to 5 % slower), so smaller documents stay
 * strings, sent as before.
 *
 * Everything else (storage, the memory cache, regeneration, tags) is Next.js's handler, inherited.
 * Configured in next.config.ts for self-hosted builds only: on Vercel pages are served from the
 * platform's cache, which a custom handler would replace. CommonJS because Next.js loads this
 * file itself, untranspiled.
 */
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/** A document of at least this many characters is handed over as bytes. */
const BYTES_FROM = 100_000;

/**
 * Each large document's bytes, by the cache entry that holds it: the memory cache hands out the
 * same entry until the page is regenerated, so a document is encoded once, and a regenerated
 * page, a new entry, is encoded afresh (never served from the old bytes).
 */
const encoded = new WeakMap();

function bytesOf(value) {
  let html = encoded.get(value);
  if (!html) {
    html = Buffer.from(value.html, 'utf8');
    encoded.set(value, html);
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
      value.html.length < BYTES_FROM ||
      // A partially prerendered shell is resumed, not sent whole: left as Next.js keeps it.
      value.postponed
    )
      return entry;
    return { ...entry, value: { ...value, html: bytesOf(value) } };
  }
}

module.exports = PageCacheHandler;
module.exports.BYTES_FROM = BYTES_FROM;
