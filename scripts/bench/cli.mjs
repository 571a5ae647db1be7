// The bench's options (documented at the top of bench.mjs) and the constants every part shares.
import { createRequire } from 'node:module';
import path from 'node:path';

export const require = createRequire(import.meta.url);
/** The checkout the bench runs from: bench/tmp, bench/results and node_modules are its. */
export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

const args = process.argv.slice(2);
const KNOWN_FLAGS = new Set([
  'full',
  'desktop',
  'http1',
  'floors',
  'load-all',
  'mongodb',
  'skip-lighthouse',
  'skip-load',
  'rebuild',
  'scripts-blocked',
  'plain-http',
]);
const KNOWN_OPTIONS = new Set(['runs', 'duration', 'load-rounds', 'pages', 'baseline', 'app']);
for (let i = 0; i < args.length; i++) {
  const name = args[i].replace(/^--/, '');
  if (KNOWN_OPTIONS.has(name) && args[i + 1] !== undefined) i++;
  else if (!KNOWN_FLAGS.has(name)) {
    console.error(`[bench] unknown argument ${args[i]} (see the top of scripts/bench/bench.mjs)`);
    process.exit(2);
  }
}
const given = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const options = (name) => args.flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []));

const FULL = given('full');
/** A flag, which --full turns on for the long forms (more runs, presets, transports, rounds). */
export const flag = (name) =>
  given(name) || (FULL && ['desktop', 'http1', 'floors', 'load-all', 'mongodb'].includes(name));

export const RUNS = Number(option('runs', FULL ? 3 : 2));
export const DURATION = Number(option('duration', 10));
export const LOAD_ROUNDS = Number(option('load-rounds', FULL ? 3 : 1));
export const BASELINE = option('baseline');
/** The checkouts measured (after a --baseline): this one unless --app names others. */
export const APP_DIRS = (options('app').length ? options('app') : [root]).map((d) =>
  path.resolve(d),
);

export const CONNECTIONS = 50;
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * The Next.js of the app in `dir`, from its own node_modules: a build or server run with another
 * folder's copy would render with that copy's React beside the app's own, two Reacts.
 */
export const nextBin = (dir) => path.join(dir, 'node_modules/next/dist/bin/next');
export const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
export const SECRET = 'bench-secret-bench-secret-bench-secret-00';
export const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
export const log = (line) =>
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

export const ALL_PAGES = [
  '/',
  '/services',
  '/service/seo',
  '/blogs',
  '/blog/65f1a3000000000000000001',
  '/contact',
  '/auth/login',
];
/** --pages /,/services: the report's pages (and their Lighthouse runs) cut to those. */
export const PAGES = ALL_PAGES.filter((p) => option('pages')?.split(',').includes(p) ?? true);
export const BARE = 'bare Next page (floor)';
/** The bare app's pages that Lighthouse measures with --floors, by the name the report gives them. */
export const FLOORS = [
  [BARE, '/'],
  ['bare Next page + 0.7 kB stylesheet', '/styled'],
  ["bare Next page + this site's stylesheet", '/site-styled'],
];
/** Clear of 3201-3219, which the e2e servers of other checkouts on the machine use. */
export const PORT = {
  app: 3190,
  bare: 3191,
  nginx: 3192,
  bareFiles: 3193,
  appTls: 3194,
  bareTls: 3195,
  baseline: 3196,
  baselineTls: 3197,
  /** The second and later --app checkouts: 3300 and 3301 for the second, and so on. */
  more: 3300,
};

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = (s.length - 1) / 2;
  return (s[Math.floor(mid)] + s[Math.ceil(mid)]) / 2;
};
