// What a page weighs: its first-load JavaScript (gzip) and its HTML document's parts.
import { gzipSync } from 'node:zlib';

/** The fonts a page's HTML preloads, as Next.js writes them (each with its address first). */
const FONT_PRELOAD = /<link rel="preload" href="([^"]+)" as="font"[^>]*>/g;

export async function firstLoadJs(base, pagePath) {
  const html = await (await fetch(base + pagePath)).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\bnoModule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
    .filter(Boolean);
  // A self-hosted server's pages name their framework scripts in the loader that adds them after
  // the first paint (lib/page-cache-handler.cjs), not in tags.
  const loader = /<script data-scripts-after-paint="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  scripts.push(...[...loader.matchAll(/"(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]));
  let total = 0;
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  // Inline scripts (the RSC payload) are part of the HTML, not of the JavaScript files.
  return { kB: total / 1000, files: new Set(scripts).size };
}

/**
 * What a page's HTML document weighs: the markup, the inline RSC payload (the
 * self.__next_f.push scripts React hydrates from, which repeat the page's content), the inline
 * <svg> drawings, and the fonts it preloads.
 */
export async function pageWeight(base, pagePath) {
  const html = await (await fetch(base + pagePath)).text();
  const payload = [...html.matchAll(/<script>(self\.__next_f\.push[\s\S]*?)<\/script>/g)].reduce(
    (sum, m) => sum + Buffer.byteLength(m[0]),
    0,
  );
  const bytes = Buffer.byteLength(html);
  const fonts = [...html.matchAll(FONT_PRELOAD)].map((m) => m[1]);
  let fontBytes = 0;
  for (const href of new Set(fonts)) {
    fontBytes += (await (await fetch(new URL(href, base))).arrayBuffer()).byteLength;
  }
  return {
    htmlKB: bytes / 1000,
    markupKB: (bytes - payload) / 1000,
    payloadKB: payload / 1000,
    gzipKB: gzipSync(html, { level: 9 }).length / 1000,
    svgs: (html.match(/<svg\b/g) ?? []).length,
    fontKB: fontBytes / 1000,
  };
}
