// The builds the bench measures: the app, a commit's in a temporary worktree (--baseline), and
// the bare Next.js app of the same versions that every figure is set beside.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECRET, env, log, nextBin, root } from './cli.mjs';

function build(dir, extraEnv = {}) {
  log(`building ${path.relative(root, dir) || 'the app'} ...`);
  execFileSync(process.execPath, [nextBin(dir), 'build'], {
    cwd: dir,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The app in `dir`, built on the memory store unless it has a build and `rebuild` is false. */
export function buildApp(dir, rebuild) {
  if (rebuild || !existsSync(path.join(dir, '.next/BUILD_ID')))
    build(dir, { DATA_STORE: 'memory', NEXTAUTH_SECRET: SECRET });
}

const git = (dir, ...gitArgs) =>
  execFileSync('git', ['-C', dir, ...gitArgs], { encoding: 'utf8' }).trim();

/** How the report names a checkout: its commit, and whether files differ from it. */
export function describeCheckout(dir) {
  try {
    const sha = git(dir, 'rev-parse', '--short', 'HEAD');
    return git(dir, 'status', '--porcelain', '--untracked-files=no') ? `${sha} + changes` : sha;
  } catch {
    return path.basename(dir);
  }
}

const BASELINE_DIR = path.join(root, 'bench/tmp/baseline');

/**
 * A commit checked out in a temporary git worktree (bench/tmp/baseline) with this checkout's
 * node_modules hard-linked into it (the same versions, as a fresh `npm ci` would give; a copy,
 * since Turbopack compiles nothing outside the worktree, its lockfile's folder), then built.
 * Returns its directory and name.
 */
export function prepareBaseline(ref) {
  removeBaseline();
  const sha = git(root, 'rev-parse', '--short', `${ref}^{commit}`);
  log(`checking out ${ref} (${sha}) in bench/tmp/baseline ...`);
  mkdirSync(path.dirname(BASELINE_DIR), { recursive: true });
  git(root, 'worktree', 'add', '--detach', BASELINE_DIR, sha);
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), BASELINE_DIR]);
  build(BASELINE_DIR, { DATA_STORE: 'memory', NEXTAUTH_SECRET: SECRET });
  return { dir: BASELINE_DIR, name: sha };
}

/** The baseline's worktree gone, from git's list too (nothing where there is none). */
export function removeBaseline() {
  if (existsSync(BASELINE_DIR)) {
    rmSync(path.join(BASELINE_DIR, 'node_modules'), { recursive: true, force: true });
    spawnSync('git', ['-C', root, 'worktree', 'remove', '--force', BASELINE_DIR], {
      stdio: 'ignore',
    });
    rmSync(BASELINE_DIR, { recursive: true, force: true });
  }
  spawnSync('git', ['-C', root, 'worktree', 'prune'], { stdio: 'ignore' });
}

/** A small stylesheet (0.7 kB, 0.5 kB gzip) for the bare page: about the least one a page has. */
const FLOOR_CSS = `:root{color-scheme:dark}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#0b1020;color:#e2e8f0;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;-webkit-font-smoothing:antialiased}
main{max-width:40rem;margin:0 auto;padding:6rem 1.25rem 4rem}
h1{margin:0 0 1rem;font-size:clamp(2.25rem,6vw,3.5rem);line-height:1.1;letter-spacing:-0.02em;color:#fff}
p{margin:0 0 1.5rem;color:#94a3b8;font-size:1.125rem}
a{color:#67e8f9;text-underline-offset:3px}
a:hover{color:#a5f3fc}
:focus-visible{outline:2px solid #67e8f9;outline-offset:3px}
@media (min-width:40rem){main{padding-top:8rem}}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}
`;

const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"[^>]*>/g;

/**
 * The stylesheet the first of `appDirs` whose built home page links one links (a build with
 * `experimental.inlineCss` links none), or null.
 */
function siteStylesheet(appDirs) {
  for (const dir of appDirs) {
    const html = readFileSync(path.join(dir, '.next/server/app/index.html'), 'utf8');
    const href = [...html.matchAll(STYLESHEET)][0]?.[1];
    if (href) return readFileSync(path.join(dir, '.next', href.slice('/_next/'.length)));
  }
  return null;
}

/**
 * A bare Next.js app with the same versions (resolved from this repo's node_modules), its
 * styled pages given the stylesheet of the first of `appDirs` that links one.
 */
export function prepareBare(appDirs) {
  // Beside the repo, not inside it: inside, Turbopack would take the repo's proxy.ts as the bare
  // app's. Its node_modules is a link to ours (same versions), within the Turbopack root.
  const dir = path.join(path.dirname(root), `${path.basename(root)}-bench-bare`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app/api/hello'), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare', private: true }));
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(path.dirname(root))} } };\n`,
  );
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        jsx: 'preserve',
        strict: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        skipLibCheck: true,
        noEmit: true,
        isolatedModules: true,
        esModuleInterop: true,
        lib: ['dom', 'esnext'],
      },
      include: ['**/*.tsx', '**/*.ts'],
    }),
  );
  writeFileSync(
    path.join(dir, 'app/layout.tsx'),
    `export const metadata = { title: 'Bare', description: 'A bare Next.js page' };\nexport default function Layout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  );
  writeFileSync(
    path.join(dir, 'app/page.tsx'),
    `export default function Page() {\n  return <main><h1>Hello</h1><p>A bare page.</p></main>;\n}\n`,
  );
  // The same page given a stylesheet, as every styled page has: a 0.7 kB one of its own, and this
  // site's (the one its home page links, copied from the build). React hoists a stylesheet with a
  // precedence into the head and holds the first paint for it, as it does Next.js's own.
  mkdirSync(path.join(dir, 'public'), { recursive: true });
  const siteCss = siteStylesheet(appDirs);
  for (const [route, css] of [
    ['styled', FLOOR_CSS],
    ['site-styled', siteCss ?? FLOOR_CSS],
  ]) {
    writeFileSync(path.join(dir, `public/${route}.css`), css);
    mkdirSync(path.join(dir, `app/${route}`), { recursive: true });
    writeFileSync(
      path.join(dir, `app/${route}/page.tsx`),
      `export default function Page() {\n  return <main><link rel="stylesheet" href="/${route}.css" precedence="default" /><h1>Hello</h1><p>A bare page.</p></main>;\n}\n`,
    );
  }
  writeFileSync(
    path.join(dir, 'app/api/hello/route.ts'),
    `export function GET() {\n  return Response.json({ hello: 'world' });\n}\n`,
  );
  build(dir);
  return dir;
}
