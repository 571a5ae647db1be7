#!/usr/bin/env node
// `npm run bench`: performance measured side by side with its floors, as a Markdown report
// (printed, and written to bench/results/<timestamp>.md and .json). Figures, not pass/fail.
//
//   1. First-load JavaScript (gzip) of the public pages vs a bare Next.js page of the same versions,
//      and each page's HTML: markup, inline RSC payload, inline SVGs and preloaded fonts.
//   2. Lighthouse, mobile and desktop, median of N runs (--runs, default 3), each page beside the
//      bare page's figures from the same run, both served as visitors get them: over HTTPS and
//      HTTP/2, through an nginx in front of `next start` (as Vercel and any reverse proxy serve
//      them); on mobile also each page and the bare page over plain HTTP/1.1 from `next start`
//      itself, and with --scripts-blocked with Next.js's scripts blocked.
//   3. HTTP load with autocannon: pages vs the bare page (next start), vs the same HTML served as
//      plain files by next start and by nginx; public JSON reads vs a trivial route handler; an
//      authenticated admin read.
//   4. With a MongoDB (BENCH_MONGODB_URI, or mongodb-memory-server when it can start), the load
//      figures again on MongoDB.
//
// Options: --runs N, --duration S (load seconds per target and round, default 10), --load-rounds N
// (default 3), --skip-lighthouse, --skip-load, --rebuild, --scripts-blocked, --plain-http (Lighthouse
// on `next start` directly, without the HTTPS front), --pages /,/services (only those pages).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http2 from 'node:http2';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(option('runs', 3));
const DURATION = Number(option('duration', 10));
const LOAD_ROUNDS = Number(option('load-rounds', 3));
const CONNECTIONS = 50;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const NEXT_BIN = require.resolve('next/dist/bin/next');
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const SECRET = 'bench-secret-bench-secret-bench-secret-00';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const log = (line) => console.error(`[bench] ${line}`);

// ---------------------------------------------------------------------------------------------
// Builds

function build(dir, extraEnv = {}) {
  log(`building ${path.relative(root, dir) || 'the app'} ...`);
  execFileSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: dir,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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

/** What a page's HTML links and preloads, as Next.js writes it (each with its address first). */
const FONT_PRELOAD = /<link rel="preload" href="([^"]+)" as="font"[^>]*>/g;
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"[^>]*>/g;

/** A file of the current build by its address (`/_next/static/...`). */
const buildFile = (href) => readFileSync(path.join(root, '.next', href.slice('/_next/'.length)));

/** The stylesheet this site's home page links, from the current build (the bench builds first). */
function siteStylesheet() {
  const html = readFileSync(path.join(root, '.next/server/app/index.html'), 'utf8');
  const href = [...html.matchAll(STYLESHEET)][0]?.[1];
  if (!href) throw new Error('no stylesheet link in the built home page');
  return buildFile(href);
}

/** A bare Next.js app with the same versions (resolved from this repo's node_modules). */
function prepareBare() {
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
  for (const [route, css] of [
    ['styled', FLOOR_CSS],
    ['site-styled', siteStylesheet()],
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

// ---------------------------------------------------------------------------------------------
// Servers

async function waitFor(url, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

async function startNext(dir, port, extraEnv = {}) {
  const child = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: dir,
      env: { ...env, ...extraEnv },
      stdio: 'ignore',
    },
  );
  await waitFor(`http://127.0.0.1:${port}/`);
  return child;
}

function appEnv(port, store) {
  return {
    NEXTAUTH_SECRET: SECRET,
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_LOGIN: '100000',
    ...(store.uri ? { DATA_STORE: 'mongodb', MONGODB_URI: store.uri } : { DATA_STORE: 'memory' }),
  };
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

function ensureNginx() {
  if (spawnSync('sh', ['-c', 'command -v nginx']).status === 0) return true;
  log('installing nginx from Debian packages ...');
  const r = spawnSync(
    'sh',
    [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null',
    ],
    { stdio: 'inherit' },
  );
  return r.status === 0;
}

/**
 * An nginx of one worker whose files all live in `dir` (under bench/tmp), with `http` the body
 * of its http block: written to dir/nginx.conf, which is returned.
 */
function writeNginxConf(dir, http) {
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${dir}/tmp;\n`)
    .join('');
  writeFileSync(
    conf,
    `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n${temp}${http}}\n`,
  );
  return conf;
}

const spawnNginx = (conf) => spawn('nginx', ['-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });

async function startNginx(port, files) {
  const dir = path.join(root, 'bench/tmp/nginx');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'html'), { recursive: true });
  for (const [name, html] of Object.entries(files))
    writeFileSync(path.join(dir, 'html', name), html);
  const child = spawnNginx(
    writeNginxConf(
      dir,
      `  default_type text/html;\n  server {\n    listen 127.0.0.1:${port};\n    root ${dir}/html;\n    location / { try_files $uri =404; }\n  }\n`,
    ),
  );
  await waitFor(`http://127.0.0.1:${port}/${Object.keys(files)[0]}`);
  return child;
}

/** Whether https://127.0.0.1:port answers a request over HTTP/2 (any certificate), within 5 s. */
function speaksHttp2(port) {
  return new Promise((resolve) => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    const done = (ok) => {
      resolve(ok);
      session.destroy();
    };
    session.on('error', () => done(false));
    session.setTimeout(5_000, () => done(false));
    const req = session.request({ ':path': '/' });
    req.on('response', (headers) => done(headers[':status'] < 500));
    req.on('error', () => done(false));
    req.end();
  });
}

/**
 * The HTTPS front Lighthouse measures through: nginx terminating TLS (a self-signed certificate
 * for 127.0.0.1, made with openssl) and speaking HTTP/2 to the browser, proxying to `next start`
 * over kept-alive HTTP/1.1, for the app and the bare app alike. This is how a visitor gets either
 * page: Vercel serves every deployment over HTTPS with HTTP/2 or 3, and a self-hosted `next start`
 * is put behind a reverse proxy that does the same. It matters to the simulated LCP: over HTTP/1.1
 * Lighthouse's simulation opens a new connection, with its own handshake and slow start, for each
 * request the page makes at once (its stylesheet and two fonts), where HTTP/2 sends them over the
 * document's warm connection; and TLS adds its handshake to every page's first request, the bare
 * page's too. Returns null, with the reason logged, where nginx or openssl is missing or nginx
 * has no TLS or HTTP/2.
 */
async function startTlsFront(upstreams) {
  const dir = path.join(root, 'bench/tmp/tls-front');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const cert = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '7',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  if (cert.status !== 0) {
    log('no openssl to make a certificate: Lighthouse measures over plain HTTP/1.1');
    return null;
  }
  const servers = upstreams
    .map(
      ({ listen, to }, i) =>
        `  upstream u${i} { server 127.0.0.1:${to}; keepalive 16; }\n  server {\n    listen 127.0.0.1:${listen} ssl http2;\n    location / { proxy_pass http://u${i}; }\n  }\n`,
    )
    .join('');
  const conf = writeNginxConf(
    dir,
    `  ssl_certificate ${dir}/cert.pem;\n  ssl_certificate_key ${dir}/key.pem;\n  ssl_session_cache shared:tls:1m;\n  proxy_http_version 1.1;\n  proxy_set_header Connection "";\n  proxy_set_header Host $http_host;\n  proxy_set_header X-Forwarded-Proto https;\n${servers}`,
  );
  const check = spawnSync('nginx', ['-t', '-c', conf], {
    encoding: 'utf8',
  });
  if (check.status !== 0) {
    log(
      `nginx cannot serve HTTPS and HTTP/2 here (${check.stderr.trim().split('\n')[0]}): Lighthouse measures over plain HTTP/1.1`,
    );
    return null;
  }
  const child = spawnNginx(conf);
  const deadline = Date.now() + 30_000;
  while (!(await speaksHttp2(upstreams[0].listen))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop(child);
      log('the HTTPS front did not answer over HTTP/2: Lighthouse measures over plain HTTP/1.1');
      return null;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return child;
}

// ---------------------------------------------------------------------------------------------
// Measures

async function firstLoadJs(base, pagePath) {
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
async function pageWeight(base, pagePath) {
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

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

/** Next.js's scripts, by address: what a run with `blockScripts` keeps the browser from loading. */
const NEXT_SCRIPTS = '*/_next/static/*.js';

/**
 * Chrome's paint holding off (Chrome merges this --disable-features with chrome-launcher's own).
 * Paint holding keeps the page Lighthouse navigates from on screen until the new one paints; on
 * this project's build machine (Chromium 155 and 156, headless, software compositing) a page
 * whose first frame came later than about 150 ms was then shown only at about 1.25 s, whatever it
 * was: the bare page itself, given a stylesheet that takes 200 or 400 ms, showed at 1.25 to 1.30
 * s in every run, and at 290 to 320 ms with paint holding off. Every request finished by then
 * counted towards the simulated LCP, so the figures measured the hold, not the page.
 */
const DISABLED_FEATURES = '--disable-features=PaintHolding';

function lighthouse(url, preset, { blockScripts = false } = {}) {
  const out = path.join(root, 'bench/tmp/lh.json');
  mkdirSync(path.dirname(out), { recursive: true }); // a fresh clone has no bench/tmp
  rmSync(out, { force: true });
  const lhArgs = [
    require.resolve('lighthouse/cli/index.js'),
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --ignore-certificate-errors ${DISABLED_FEATURES}`,
    // The trace beside the report (lh-0.trace.json), for what the simulated LCP counted.
    '--save-assets',
  ];
  if (preset === 'desktop') lhArgs.push('--preset=desktop');
  if (blockScripts) lhArgs.push(`--blocked-url-patterns=${NEXT_SCRIPTS}`);
  const r = spawnSync(process.execPath, lhArgs, {
    env: { ...env, CHROME_PATH: CHROME },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (r.status !== 0 || !existsSync(out))
    throw new Error(`lighthouse failed: ${r.stderr?.toString().slice(-300)}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const trace = out.replace(/\.json$/, '-0.trace.json');
  const counted = countedForLcp(report, trace);
  for (const asset of [trace, out.replace(/\.json$/, '-0.devtoolslog.json')])
    rmSync(asset, { force: true });
  const score = (c) => Math.round((report.categories[c]?.score ?? 0) * 100);
  const audit = (a) => report.audits[a]?.numericValue ?? NaN;
  // Where the main thread's time went over the whole load, in Lighthouse's groups (on mobile
  // times the simulation's CPU slowdown, as Lighthouse reports them): what the blocking time is
  // made of, the framework's scripts against the page's own rendering.
  const work = Object.fromEntries(
    (report.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [
      i.group,
      i.duration,
    ]),
  );
  const group = (...ids) => ids.reduce((sum, id) => sum + (work[id] ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    ttfb: audit('server-response-time'),
    // When the page really first painted in the unthrottled load that Lighthouse's simulation
    // starts from: every request finished before it counts towards the simulated LCP, scripts
    // too, unless they ran after it in a task of 10 ms or more (Lighthouse drops shorter tasks
    // from its graph, and with them the evidence that the script was not needed for the paint).
    paintSeen: report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
    // Lighthouse's own measure of the machine's speed (a JavaScript loop run in the page; about
    // 1000 on a Pixel 5-class phone, by Chrome DevTools' calibration), taken before each run: the
    // same page's blocking time grows faster than the machine slows, so figures from runs on
    // different days compare only beside this.
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
    scriptMs: group('scriptEvaluation', 'scriptParseCompile', 'garbageCollection'),
    styleLayoutMs: group('styleLayout'),
    paintMs: group('paintCompositeRender'),
    otherMs: group('parseHTML', 'other'),
    ...counted,
  };
}

/**
 * What the simulated LCP waited for, by the rules of Lighthouse's simulation (Lantern) applied to
 * the run's own trace: the bytes of every request that had finished when the largest element
 * first showed in the real, unthrottled load, except the scripts that demonstrably ran only after
 * it (their first evaluation inside a task of 10 ms or more that began later; Lantern keeps a
 * script whose evaluation it cannot place). The simulation replays these bytes on a slow
 * connection, so they, not the page's total, set its LCP.
 */
function countedForLcp(report, tracePath) {
  const none = { lcpKb: NaN, lcpScriptKb: NaN };
  const shown = report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  if (!(shown >= 0) || !existsSync(tracePath)) return none;
  const events = JSON.parse(readFileSync(tracePath, 'utf8')).traceEvents;
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!nav) return none;
  const ms = (ts) => (ts - nav.ts) / 1000;
  const tasks = events.filter(
    (e) =>
      e.pid === nav.pid &&
      e.tid === nav.tid &&
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.dur >= 10_000,
  );
  /** When each script first ran, in a task long enough for Lantern to see. */
  const firstRun = new Map();
  for (const e of events) {
    const url = e.name === 'EvaluateScript' ? e.args?.data?.url : undefined;
    if (!url || e.pid !== nav.pid || e.tid !== nav.tid) continue;
    const task = tasks.find((t) => t.ts <= e.ts && e.ts < t.ts + t.dur);
    if (task && !(firstRun.get(url) <= ms(task.ts))) firstRun.set(url, ms(task.ts));
  }
  let all = 0;
  let scripts = 0;
  for (const r of report.audits['network-requests']?.details?.items ?? []) {
    if (!(r.networkEndTime <= shown)) continue;
    const ran = firstRun.get(r.url);
    if (r.resourceType === 'Script') {
      if (ran !== undefined && ran > shown) continue;
      scripts += r.transferSize ?? 0;
    }
    all += r.transferSize ?? 0;
  }
  return { lcpKb: all / 1024, lcpScriptKb: scripts / 1024 };
}

/** Lighthouse's CPU benchmark index over the report's rows (each a median of its runs). */
function benchmarkRange(rows) {
  const xs = rows.map((l) => l.benchmarkIndex).filter(Number.isFinite);
  if (!xs.length) return '';
  return `, Lighthouse's CPU benchmark index ${Math.round(median(xs))} (${Math.round(Math.min(...xs))} to ${Math.round(Math.max(...xs))})`;
}

/** The median of each figure over several runs. */
function medianFigures(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
}

function medianLighthouse(url, preset, options) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(lighthouse(url, preset, options));
  return medianFigures(runs);
}

/**
 * The page's figures. On mobile, given the bare page's address, the page's runs alternate with
 * the bare page's (bare, page, bare, page...), and the page carries the bare page's figures from
 * those runs and the median of its LCP's ratio to the bare page's run by run: the targets compare
 * the two, and this machine's speed drifts over the minutes between a floor measured once at the
 * start and the pages after it. Given `plain` (the two addresses on `next start` itself, over
 * HTTP/1.1 without TLS), the same pair again there, alternating with the others: what the
 * transport does to both. With --scripts-blocked, also its simulated LCP with Next.js's scripts
 * blocked: what the page's own document, stylesheet, fonts and images cost the simulation.
 */
function pageLighthouse(url, preset, bareUrl, plain) {
  if (preset !== 'mobile') return medianLighthouse(url, preset);
  const runs = [];
  const bareRuns = [];
  const plainRuns = [];
  const plainBareRuns = [];
  for (let i = 0; i < RUNS; i++) {
    if (bareUrl) bareRuns.push(lighthouse(bareUrl, preset));
    runs.push(lighthouse(url, preset));
    if (plain) {
      plainBareRuns.push(lighthouse(plain.bareUrl, preset));
      plainRuns.push(lighthouse(plain.url, preset));
    }
  }
  const ratio = (page, floor) => median(page.map((r, i) => r.lcp / floor[i].lcp));
  // The score against the bare page's run by run: each page run and the bare run before it met
  // the same moment of the machine, so the difference drifts less than either score does.
  const gaps = (page, floor) => page.map((r, i) => r.performance - floor[i].performance);
  return {
    ...medianFigures(runs),
    ...(bareUrl && {
      bare: medianFigures(bareRuns),
      lcpRatio: ratio(runs, bareRuns),
      perfGaps: gaps(runs, bareRuns),
    }),
    ...(plain && {
      plain: {
        ...medianFigures(plainRuns),
        bare: medianFigures(plainBareRuns),
        lcpRatio: ratio(plainRuns, plainBareRuns),
        perfGaps: gaps(plainRuns, plainBareRuns),
      },
    }),
    lcpNoScripts: flag('scripts-blocked')
      ? medianLighthouse(url, preset, { blockScripts: true }).lcp
      : NaN,
  };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux build in use). */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/**
 * CPU time (ms) a process and every process under it have used so far, from /proc: nginx's worker
 * is its master's child, and `next start` may run its server in a child. NaN where there is no
 * /proc (macOS), and the report leaves the column empty.
 */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's closing parenthesis: state, ppid, ... utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    let ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    for (const task of readdirSync(`/proc/${pid}/task`))
      for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' '))
        if (child.trim()) ms += cpuMs(Number(child)) || 0;
    return ms;
  } catch {
    return NaN;
  }
}

/**
 * autocannon, made to count response bodies without keeping them. As published (9.0.0), it decodes
 * every chunk of every body into a string and appends it to the request's record (its
 * PipelinedRequestsQueue#addBody), for options the bench does not use (verifyBody, expectBody,
 * onResponse): on the home page's 150 kB responses that took a full core of this process at about
 * 600 requests a second while the server was idle a third of the time, so the ratio measured the
 * load generator. Without it the generator takes about a fifth of a core there and the server is
 * the one at its limit, as with wrk (the same home page: 524-622 req/s with autocannon as
 * published, 1,134-1,166 without the strings, 1,117 with wrk, in one sitting). Bytes, latencies and
 * status codes are counted as before, by the parser's own callbacks.
 */
function loadGenerator() {
  const Queue = require('autocannon/lib/pipelinedRequestsQueue');
  if (typeof Queue.prototype.addBody !== 'function')
    throw new Error(
      'autocannon changed: PipelinedRequestsQueue#addBody is gone; see loadGenerator',
    );
  Queue.prototype.addBody = function keepNoBody() {};
  return require('autocannon');
}

/**
 * Requests per second against `url` (sent by `autocannon`, as loadGenerator gives it), and how
 * busy the server (`server`, the process serving it) and the load generator (this process:
 * autocannon runs in it) were meanwhile, each as a share of one core. The two share this
 * machine's cores: when the load generator is the one at a full core and the server is not, the
 * figure is the generator's limit, not the server's (the column is in the report so that this
 * shows).
 */
async function load(autocannon, { url, server, headers = {} }) {
  const serverBefore = cpuMs(server.pid);
  const clientBefore = process.cpuUsage();
  const startedAt = performance.now();
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    // A cap on top of the duration (autocannon's `amount` would replace the duration instead).
    maxOverallRequests: 200_000,
  });
  const elapsed = performance.now() - startedAt;
  const client = process.cpuUsage(clientBefore);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors + r.timeouts,
    total: r.requests.total,
    serverCpu: (cpuMs(server.pid) - serverBefore) / elapsed,
    clientCpu: (client.user + client.system) / 1000 / elapsed,
  };
}

/**
 * Every target measured in turn, LOAD_ROUNDS times over (after a 2 s warm-up each), so that a page
 * and its floor are measured within a round of each other, never a whole suite apart: the build
 * machine's speed drifts by a third or more within minutes (the bare page alone, measured 5 to 10 s
 * at a time, gave 1,290 to 1,950 req/s within ten minutes). Returns each target's figures in each
 * round.
 */
async function loadRounds(targets) {
  const autocannon = loadGenerator();
  for (const { url, headers = {} } of Object.values(targets))
    await autocannon({ url, connections: 10, duration: 2, headers });
  const rounds = [];
  for (let i = 0; i < LOAD_ROUNDS; i++) {
    log(`load, round ${i + 1} of ${LOAD_ROUNDS}`);
    const round = {};
    for (const [key, target] of Object.entries(targets))
      round[key] = await load(autocannon, target);
    rounds.push(round);
  }
  return rounds;
}

/**
 * A report row: the target's median figures over the rounds and, against a floor, the median of
 * its ratio to the floor in the same round (not the ratio of the medians).
 */
function loadRow(rounds, target, key, floor, floorKey) {
  const of = (k, field) => median(rounds.map((r) => r[k][field]));
  const sum = (field) => rounds.reduce((n, r) => n + r[key][field], 0);
  const ratios = floorKey ? rounds.map((r) => r[key].rps / r[floorKey].rps) : [];
  return {
    target,
    rps: of(key, 'rps'),
    p50: of(key, 'p50'),
    p99: of(key, 'p99'),
    non2xx: sum('non2xx'),
    total: sum('total'),
    serverCpu: of(key, 'serverCpu'),
    clientCpu: of(key, 'clientCpu'),
    floor: floor ?? '',
    floorRps: floorKey ? of(floorKey, 'rps') : NaN,
    ratio: floorKey ? median(ratios) : NaN,
    ratios,
  };
}

// ---------------------------------------------------------------------------------------------

function mongoUri() {
  if (process.env.BENCH_MONGODB_URI) return Promise.resolve({ uri: process.env.BENCH_MONGODB_URI });
  return import('mongodb-memory-server')
    .then(async ({ MongoMemoryServer }) => {
      const quiet = [console.warn, console.error];
      console.warn = console.error = () => undefined;
      try {
        const server = await MongoMemoryServer.create();
        return { uri: server.getUri('agency-bench'), server };
      } finally {
        [console.warn, console.error] = quiet;
      }
    })
    .catch((error) => ({ unavailable: String(error?.message ?? error).split('\n')[0] }));
}

const ALL_PAGES = [
  '/',
  '/services',
  '/service/seo',
  '/blogs',
  '/blog/65f1a3000000000000000001',
  '/contact',
  '/auth/login',
];
/** --pages /,/services: the report's pages (and their Lighthouse runs) cut to those. */
const PAGES = ALL_PAGES.filter((p) => option('pages')?.split(',').includes(p) ?? true);
const BARE = 'bare Next page (floor)';
/** The bare app's pages that Lighthouse measures, by the name the report gives them. */
const FLOORS = [
  [BARE, '/'],
  ['bare Next page + 0.7 kB stylesheet', '/styled'],
  ["bare Next page + this site's stylesheet", '/site-styled'],
];
const PORT = { app: 3190, bare: 3191, nginx: 3192, bareFiles: 3193, appTls: 3194, bareTls: 3195 };

/**
 * The same HTML documents served as plain files by `next start` (the bare app's public folder,
 * read when the server starts): what Next.js's server costs for those bytes without its
 * prerendered-page path.
 */
async function startBareWithFiles(bareDir, files) {
  const dir = path.join(bareDir, 'public');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, html] of Object.entries(files)) writeFileSync(path.join(dir, name), html);
  return startNext(bareDir, PORT.bareFiles);
}

async function loadSuite(store, bare, bareDir) {
  const bareBase = `http://127.0.0.1:${PORT.bare}`;
  const app = await startNext(root, PORT.app, appEnv(PORT.app, store));
  const base = `http://127.0.0.1:${PORT.app}`;
  let nginx;
  let fileServer;
  try {
    if (store.uri) {
      // seed MongoDB through the app's own seed script
      execFileSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/seed.ts'], {
        cwd: root,
        env: { ...env, ...appEnv(PORT.app, store) },
        stdio: 'ignore',
      });
    }
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    const blog = ALL_PAGES[4];
    const files = {
      'home.html': await (await fetch(`${base}/`)).text(),
      'blog.html': await (await fetch(base + blog)).text(),
    };
    // A document past the 63 KiB line, served as bytes as the home page is
    // (lib/page-cache-handler.cjs); the row's label gives its size as measured.
    const servicePath = ALL_PAGES[2];
    const serviceKb = Math.round(
      Buffer.byteLength(await (await fetch(base + servicePath)).text()) / 1000,
    );
    // Every server up at once (an idle one costs nothing), so the rounds can go from one to the next.
    if (ensureNginx()) nginx = await startNginx(PORT.nginx, files);
    fileServer = await startBareWithFiles(bareDir, files);
    const filesBase = `http://127.0.0.1:${PORT.bareFiles}`;
    const nginxBase = `http://127.0.0.1:${PORT.nginx}`;
    const targets = {
      bare: { url: `${bareBase}/`, server: bare },
      json: { url: `${bareBase}/api/hello`, server: bare },
      home: { url: `${base}/`, server: app },
      blog: { url: base + blog, server: app },
      service: { url: base + servicePath, server: app },
      fileHome: { url: `${filesBase}/home.html`, server: fileServer },
      fileBlog: { url: `${filesBase}/blog.html`, server: fileServer },
      ...(nginx && {
        nginxHome: { url: `${nginxBase}/home.html`, server: nginx },
        nginxBlog: { url: `${nginxBase}/blog.html`, server: nginx },
      }),
      blogsApi: { url: `${base}/frontend/blogs/get`, server: app },
      projectsApi: { url: `${base}/frontend/projects/get`, server: app },
      adminRead: { url: `${base}/admin/main/get`, server: app, headers: { cookie } },
    };
    const rounds = await loadRounds(targets);
    const row = (target, key, floor, floorKey) => loadRow(rounds, target, key, floor, floorKey);
    return [
      row('GET / (home page)', 'home', 'bare Next page', 'bare'),
      row(
        'GET / vs the same HTML as a file (next start)',
        'home',
        'bare app, public file',
        'fileHome',
      ),
      ...(nginx ? [row('GET / vs nginx (same HTML)', 'home', 'nginx, 1 worker', 'nginxHome')] : []),
      row(`GET ${blog} (blog page)`, 'blog', 'bare Next page', 'bare'),
      row(
        'GET blog page vs the same HTML as a file (next start)',
        'blog',
        'bare app, public file',
        'fileBlog',
      ),
      ...(nginx
        ? [row('GET blog page vs nginx (same HTML)', 'blog', 'nginx, 1 worker', 'nginxBlog')]
        : []),
      row(`GET ${servicePath} (${serviceKb} kB of HTML)`, 'service', 'bare Next page', 'bare'),
      row('GET /frontend/blogs/get', 'blogsApi', 'trivial JSON handler', 'json'),
      row('GET /frontend/projects/get', 'projectsApi', 'trivial JSON handler', 'json'),
      row('GET /admin/main/get (signed in)', 'adminRead', 'trivial JSON handler', 'json'),
      row('floor: bare Next page', 'bare'),
      row('floor: trivial JSON handler', 'json'),
      row('floor: home.html as a file (next start)', 'fileHome'),
      row('floor: blog.html as a file (next start)', 'fileBlog'),
      ...(nginx ? [row('floor: nginx home.html', 'nginxHome')] : []),
    ];
  } finally {
    await stop(fileServer);
    await stop(nginx);
    await stop(app);
  }
}

async function main() {
  const started = new Date();
  if (flag('rebuild') || !existsSync(path.join(root, '.next/BUILD_ID'))) {
    build(root, { DATA_STORE: 'memory', NEXTAUTH_SECRET: SECRET });
  }
  const bareDir = prepareBare();
  const bare = await startNext(bareDir, PORT.bare);
  const bareBase = `http://127.0.0.1:${PORT.bare}`;
  const appBase = `http://127.0.0.1:${PORT.app}`;
  const result = {
    date: started.toISOString(),
    machine: `${(await import('node:os')).cpus().length} cores, Node ${process.version}`,
    runs: RUNS,
    js: [],
    lighthouse: [],
    load: {},
  };
  try {
    // 1. JavaScript
    const app = await startNext(root, PORT.app, appEnv(PORT.app, {}));
    try {
      const floor = await firstLoadJs(bareBase, '/');
      result.js.push({
        page: BARE,
        ...floor,
        excess: 0,
        ...(await pageWeight(bareBase, '/')),
      });
      for (const page of PAGES) {
        const js = await firstLoadJs(appBase, page);
        result.js.push({
          page,
          ...js,
          excess: js.kB - floor.kB,
          ...(await pageWeight(appBase, page)),
        });
      }
      // 2. Lighthouse, through the HTTPS front where it can be had
      if (!flag('skip-lighthouse')) {
        const front =
          !flag('plain-http') && ensureNginx()
            ? await startTlsFront([
                { listen: PORT.appTls, to: PORT.app },
                { listen: PORT.bareTls, to: PORT.bare },
              ])
            : null;
        const appLh = front ? `https://127.0.0.1:${PORT.appTls}` : appBase;
        const bareLh = front ? `https://127.0.0.1:${PORT.bareTls}` : bareBase;
        result.transport = front ? 'https-h2' : 'http1';
        try {
          // The floors first: what Lighthouse gives a bare Next page on this machine, and the
          // same page with a stylesheet, the floor under any styled page (the report's notes say
          // why it matters to the simulated LCP).
          for (const [page, route] of FLOORS) {
            for (const preset of ['mobile', 'desktop']) {
              log(`lighthouse ${preset} ${page} (${RUNS} runs)`);
              result.lighthouse.push({ page, preset, ...pageLighthouse(bareLh + route, preset) });
            }
          }
          for (const page of PAGES) {
            for (const preset of ['mobile', 'desktop']) {
              log(`lighthouse ${preset} ${page} (${RUNS} runs)`);
              result.lighthouse.push({
                page,
                preset,
                ...pageLighthouse(
                  appLh + page,
                  preset,
                  `${bareLh}/`,
                  front ? { url: appBase + page, bareUrl: `${bareBase}/` } : undefined,
                ),
              });
            }
          }
        } finally {
          await stop(front);
        }
      }
    } finally {
      await stop(app);
    }
    // 3. Load, memory store; 4. MongoDB
    if (!flag('skip-load')) {
      log('load on the memory store');
      result.load.memory = await loadSuite({}, bare, bareDir);
      const mongo = await mongoUri();
      if (mongo.uri) {
        log('load on MongoDB');
        result.load.mongodb = await loadSuite(mongo, bare, bareDir);
        await mongo.server?.stop();
      } else {
        result.load.mongodbUnavailable = mongo.unavailable;
      }
    }
  } finally {
    await stop(bare);
  }

  const md = report(result);
  console.log(md);
  const stamp = started.toISOString().replace(/[:.]/g, '-');
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, `bench/results/${stamp}.md`), md);
  writeFileSync(path.join(root, `bench/results/${stamp}.json`), JSON.stringify(result, null, 2));
  log(`written bench/results/${stamp}.md and .json`);
}

const f0 = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '');
const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : '');
const f2 = (n) => (Number.isFinite(n) ? n.toFixed(3) : '');
const pct = (n) => (Number.isFinite(n) ? `${Math.round(n * 100)} %` : '');

function report(r) {
  const lines = [
    `# Benchmark report`,
    '',
    `${r.date}, ${r.machine}. Load: ${CONNECTIONS} connections, ${DURATION} s per target per round after a 2 s warm-up, every target in turn in each of ${LOAD_ROUNDS} rounds, medians (a ratio: the median of its rounds' ratios); Lighthouse: median of ${RUNS} runs${benchmarkRange(r.lighthouse)}.`,
    '',
  ];
  const bareJs = r.js.find((j) => j.page.startsWith('bare'));
  lines.push(
    '## First-load JavaScript (gzip) and HTML',
    '',
    `JavaScript: the gzip size of the scripts a page loads first; the bare Next page loads ${f1(bareJs?.kB)} kB. HTML: the document as served, before compression: its markup plus the inline RSC payload (the page's content again, as the data React hydrates from).`,
    '',
    '| Page | Scripts | JS kB | Over the bare floor | HTML kB | Markup kB | Inline payload kB | HTML gzip kB | Inline SVGs | Preloaded fonts kB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  /** The paired score differences: their median, then each run's, e.g. "-3 (-3, -1, -5)". */
  const perfGap = (gaps) => (gaps?.length ? `${median(gaps)} (${gaps.join(', ')})` : '');
  for (const j of r.js)
    lines.push(
      `| ${j.page} | ${j.files} | ${f1(j.kB)} | ${j.page.startsWith('bare') ? '' : `${f1(j.excess)} kB`} | ${f1(j.htmlKB)} | ${f1(j.markupKB)} | ${f1(j.payloadKB)} | ${f1(j.gzipKB)} | ${j.svgs ?? ''} | ${f1(j.fontKB)} |`,
    );
  if (r.lighthouse.length) {
    const bareLh = (preset) => r.lighthouse.find((l) => l.preset === preset && l.page === BARE);
    lines.push(
      '',
      '## Lighthouse',
      '',
      `${r.transport === 'https-h2' ? 'Every page, the bare page too, served over HTTPS and HTTP/2 by an nginx in front of `next start`, as visitors get a deployment (Vercel, or `next start` behind a reverse proxy). ' : 'Every page served over plain HTTP/1.1 by `next start` itself. '}Median of ${r.runs ?? RUNS} runs per page and preset; "bare" is the bare Next page in the same preset: on mobile, from its runs alternating with the page's (bare, page, bare, page...), "LCP / bare" the median of the runs' ratios; on desktop, from its runs at the start.`,
      '',
      '| Page | Preset | Perf | Bare perf | Perf - bare, run by run | A11y | Best pr. | SEO | FCP ms | LCP ms | Bare LCP ms | LCP / bare | LCP, scripts blocked ms | TBT ms | Bare TBT ms | Main thread: scripts ms | Style and layout ms | Paint ms | Other ms | CLS | TTFB ms | First paint seen ms | LCP waited for kB | Of it scripts kB |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const l of r.lighthouse) {
      const bare = l.bare ?? bareLh(l.preset);
      const lcpRatio = l.lcpRatio ?? (bare ? l.lcp / bare.lcp : NaN);
      lines.push(
        `| ${l.page} | ${l.preset} | ${l.performance} | ${bare?.performance ?? ''} | ${perfGap(l.perfGaps)} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${f0(l.fcp)} | ${f0(l.lcp)} | ${f0(bare?.lcp)} | ${Number.isFinite(lcpRatio) ? `${lcpRatio.toFixed(2)}x` : ''} | ${f0(l.lcpNoScripts)} | ${f0(l.tbt)} | ${f0(bare?.tbt)} | ${f0(l.scriptMs)} | ${f0(l.styleLayoutMs)} | ${f0(l.paintMs)} | ${f0(l.otherMs)} | ${f2(l.cls)} | ${f0(l.ttfb)} | ${f0(l.paintSeen)} | ${f1(l.lcpKb)} | ${f1(l.lcpScriptKb)} |`,
      );
    }
    lines.push(
      '',
      'FCP, LCP and TBT are simulated (slow 4G, 4x slower CPU for mobile). "First paint seen" is when the page first painted in the real, unthrottled load the simulation starts from: every request that finished before that paint counts towards the simulated LCP, scripts too unless they ran after it in a task of 10 ms or more. The bare page paints before its scripts have arrived; ours wait for a stylesheet and lay out far more, and a self-hosted server sends them with Next.js\'s scripts added only once the first contentful paint is on screen (lib/page-cache-handler.cjs), so that the scripts are not among what their LCP waits for. The bare page given a stylesheet (a 0.7 kB one, or the stylesheet of this site) measures what a stylesheet alone does to it: its first paint then waits for the stylesheet, and whatever has arrived by then, its scripts included, counts towards its simulated LCP as well. "LCP waited for" is the bytes (as transferred) that the simulation replays on its slow connection before the largest element shows, read from the trace of each run by those rules; "of it scripts" is the JavaScript among them. "LCP, scripts blocked" (mobile, with \`--scripts-blocked\`) is the same simulation with Next.js\'s scripts kept from loading (the page still renders in full on the server): what the page\'s own document, stylesheet, fonts and images cost, the floor under the race that decides whether the scripts count as well. "Main thread" is Lighthouse\'s breakdown of the main thread\'s work over the whole load (scripts: their compiling, running and garbage collection; style and layout; painting and compositing; the rest: parsing the document, handing frames to the compositor and, most of it, work inside tasks that Chrome\'s trace does not name), on mobile four times what the unthrottled load took, as the simulation counts it: the blocking time is made of these tasks.',
    );
  }
  const plain = r.lighthouse.filter((l) => l.plain);
  if (plain.length) {
    lines.push(
      '',
      '## Lighthouse mobile over plain HTTP/1.1',
      '',
      `The same pages and the bare page from \`next start\` itself, without TLS and over HTTP/1.1, in runs alternating with those above (bare and page over HTTPS, then bare and page here), median of ${r.runs ?? RUNS}: what the transport alone does. Over HTTP/1.1 Lighthouse's simulation gives each request a page makes at once (its stylesheet and fonts) a new connection with its own handshake and slow start, where HTTP/2 sends them over the document's warm connection; TLS adds its handshake to the first request of every page, the bare page's too.`,
      '',
      '| Page | Perf | Bare perf | Perf - bare, run by run | FCP ms | LCP ms | Bare LCP ms | LCP / bare | TBT ms | Bare TBT ms | First paint seen ms | LCP waited for kB |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const l of plain) {
      const x = l.plain;
      lines.push(
        `| ${l.page} | ${x.performance} | ${x.bare.performance} | ${perfGap(x.perfGaps)} | ${f0(x.fcp)} | ${f0(x.lcp)} | ${f0(x.bare.lcp)} | ${x.lcpRatio.toFixed(2)}x | ${f0(x.tbt)} | ${f0(x.bare.tbt)} | ${f0(x.paintSeen)} | ${f1(x.lcpKb)} |`,
      );
    }
  }
  for (const [store, rows] of Object.entries(r.load)) {
    if (!Array.isArray(rows)) continue;
    lines.push(
      '',
      `## HTTP load (${store} store)`,
      '',
      '| Target | req/s | p50 ms | p99 ms | non-2xx | Server CPU | Load generator CPU | Floor | Floor req/s | Ratio | Rounds |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- |',
    );
    for (const x of rows)
      lines.push(
        `| ${x.target} | ${f0(x.rps)} | ${f0(x.p50)} | ${f0(x.p99)} | ${x.non2xx} | ${pct(x.serverCpu)} | ${pct(x.clientCpu)} | ${x.floor} | ${f0(x.floorRps)} | ${pct(x.ratio)} | ${(x.ratios ?? []).map(pct).join(', ')} |`,
      );
  }
  if (r.load.mongodbUnavailable)
    lines.push('', `MongoDB load figures: not measured (no mongod: ${r.load.mongodbUnavailable}).`);
  return lines.join('\n') + '\n';
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
