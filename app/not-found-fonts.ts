import { readFileSync } from 'node:fs';
import path from 'node:path';
import { preload } from 'react-dom';

/**
 * Next.js preloads each page's fonts (app/fonts.ts) from its font manifest, which files the
 * global 404 (app/global-not-found.tsx) under this entry while the renderer looks it up by the
 * file's own name, so that one document came without them and its text moved when they arrived
 * (a layout shift of 0.06 on a phone, 0.12 on a desktop). An end-to-end test
 * (tests/e2e/site/seo.spec.ts) checks it preloads what the home page does.
 */
const MANIFEST_ENTRY = '[project]/app/_not-found/page';

/** The font files Next.js lists for the 404, as paths under /_next/; none if it lists none. */
function fontFiles(): string[] {
  const manifest = path.join(
    /* turbopackIgnore: true */ process.cwd(),
    // As next.config.ts names the build's folder.
    process.env.NEXT_DIST_DIR || '.next',
    'server/next-font-manifest.json',
  );
  try {
    const { app } = JSON.parse(readFileSync(manifest, 'utf8')) as { app: Record<string, string[]> };
    return app[MANIFEST_ENTRY] ?? [];
  } catch {
    // Not where a `next build` puts it (another layout of the deployment): the fonts still load
    // from the stylesheet, only later.
    return [];
  }
}

/** Preloads the 404's fonts as Next.js does every other page's (React puts the links in <head>). */
export function preloadNotFoundFonts() {
  for (const file of fontFiles()) {
    preload(`/_next/${file}`, {
      as: 'font',
      type: `font/${path.extname(file).slice(1)}`,
      crossOrigin: '',
    });
  }
}
