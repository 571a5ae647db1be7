#!/usr/bin/env node
// `npm run bench`: the public pages measured beside a bare Next.js page of the same versions, as a
// Markdown report (printed, and written to bench/results/<timestamp>.md and .json). Figures, not
// pass/fail. By default (about 8 minutes on two cores, plus a build when .next has none):
//
//   - first-load JavaScript (gzip) and HTML of every public page and of the bare page;
//   - Lighthouse mobile, median of 2 runs, every page alternating with the bare page, both served
//     over HTTPS and HTTP/2 by an nginx in front of `next start` (as a deployment serves them);
//   - one HTTP load round (autocannon, 10 s a target): the home and a blog page against the bare page.
//
// The long forms:
//   --runs N           Lighthouse runs per page (default 2; 3 with --full)
//   --desktop          Lighthouse desktop as well
//   --http1            each mobile round again over plain HTTP/1.1 from `next start` itself
//   --floors           Lighthouse on the bare page given a stylesheet (0.7 kB, and this site's)
//   --scripts-blocked  the mobile LCP again with Next.js's scripts blocked
//   --plain-http       Lighthouse over plain HTTP/1.1 only, without the HTTPS front
//   --load-rounds N    load rounds (default 1; 3 with --full)
//   --load-all         every load target: a service page, the JSON reads against a trivial route
//                      handler, a signed-in admin read, the pages' HTML as files (next start, nginx)
//   --duration S       load seconds per target and round (default 10)
//   --mongodb          the load figures again on MongoDB (BENCH_MONGODB_URI, or mongodb-memory-server)
//   --full             all of the above but --scripts-blocked and --plain-http, as the reference's
//                      long form (about 40 minutes)
//   --baseline REF     also build commit REF in a temporary worktree (bench/tmp/baseline, removed
//                      afterwards) and measure it in the same run: a before and an after row per page
//                      in every table, their Lighthouse runs alternating (bare, before, after)
//   --app DIR          measure the checkout in DIR (built if it has no build) instead of this one;
//                      given more than once, each of them, side by side as with --baseline
//   --pages /,/blogs   only those pages
//   --rebuild          build the app even if .next holds a build
//   --skip-lighthouse, --skip-load   one half only
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildApp,
  describeCheckout,
  prepareBare,
  prepareBaseline,
  removeBaseline,
} from './builds.mjs';
import {
  APP_DIRS,
  BARE,
  BASELINE,
  DURATION,
  FLOORS,
  LOAD_ROUNDS,
  PAGES,
  PORT,
  RUNS,
  flag,
  log,
  root,
} from './cli.mjs';
import { pageLighthouse } from './lighthouse.mjs';
import { loadSuite, mongoUri } from './load.mjs';
import { report } from './report.mjs';
import { appEnv, ensureNginx, startNext, startTlsFront, stop } from './servers.mjs';
import { firstLoadJs, pageWeight } from './sizes.mjs';

/** The builds measured, the baseline's (if any) first: [{ name, dir, port, tlsPort }]. */
function prepareBuilds() {
  const apps = APP_DIRS.map((dir, i) => {
    buildApp(dir, flag('rebuild'));
    const name =
      dir === root ? describeCheckout(dir) : `${describeCheckout(dir)} (${path.basename(dir)})`;
    const port = i === 0 ? PORT.app : PORT.more + 2 * (i - 1);
    return { name, dir, port, tlsPort: i === 0 ? PORT.appTls : port + 1 };
  });
  if (!BASELINE) return apps;
  const before = prepareBaseline(BASELINE);
  return [
    {
      name: `before ${before.name}`,
      dir: before.dir,
      port: PORT.baseline,
      tlsPort: PORT.baselineTls,
    },
    ...apps.map((a) => ({ ...a, name: `after ${a.name}` })),
  ];
}

async function measureSizes(result, builds) {
  const bareBase = `http://127.0.0.1:${PORT.bare}`;
  const floor = await firstLoadJs(bareBase, '/');
  result.js.push({
    page: BARE,
    build: '',
    ...floor,
    excess: 0,
    ...(await pageWeight(bareBase, '/')),
  });
  for (const page of PAGES)
    for (const b of builds) {
      const base = `http://127.0.0.1:${b.port}`;
      const js = await firstLoadJs(base, page);
      result.js.push({
        page,
        build: b.name,
        ...js,
        excess: js.kB - floor.kB,
        ...(await pageWeight(base, page)),
      });
    }
}

async function measureLighthouse(result, builds) {
  const front =
    !flag('plain-http') && ensureNginx()
      ? await startTlsFront([
          ...builds.map((b) => ({ listen: b.tlsPort, to: b.port })),
          { listen: PORT.bareTls, to: PORT.bare },
        ])
      : null;
  const plainBase = (port) => `http://127.0.0.1:${port}`;
  const lhBase = (port, tlsPort) => (front ? `https://127.0.0.1:${tlsPort}` : plainBase(port));
  const bareLh = lhBase(PORT.bare, PORT.bareTls);
  const http1 = Boolean(front) && flag('http1');
  const presets = ['mobile', ...(flag('desktop') ? ['desktop'] : [])];
  result.transport = front ? 'https-h2' : 'http1';
  try {
    // The bare page on its own (the desktop rows' floor), and given a stylesheet: the floor under
    // any styled page, whose first paint waits for its stylesheet.
    const floors = flag('floors') ? FLOORS : flag('desktop') ? [FLOORS[0]] : [];
    for (const [page, route] of floors)
      for (const preset of floors === FLOORS ? presets : ['desktop']) {
        log(`lighthouse ${preset} ${page} (${RUNS} runs)`);
        const [figures] = pageLighthouse(preset, [{ url: bareLh + route }]);
        result.lighthouse.push({ page, preset, build: '', ...figures });
      }
    for (const page of PAGES)
      for (const preset of presets) {
        log(`lighthouse ${preset} ${page} (${RUNS} runs of ${builds.length + 1} pages)`);
        const rows = pageLighthouse(
          preset,
          builds.map((b) => ({
            url: lhBase(b.port, b.tlsPort) + page,
            plainUrl: http1 ? plainBase(b.port) + page : undefined,
          })),
          { url: `${bareLh}/`, plainUrl: http1 ? `${plainBase(PORT.bare)}/` : undefined },
        );
        rows.forEach((figures, i) =>
          result.lighthouse.push({ page, preset, build: builds[i].name, ...figures }),
        );
      }
  } finally {
    await stop(front);
  }
}

async function measureLoad(result, builds, bare, bareDir) {
  log('load on the memory store');
  result.load.memory = await loadSuite({}, bare, bareDir, builds);
  if (!flag('mongodb')) return;
  const mongo = await mongoUri();
  if (mongo.uri) {
    log('load on MongoDB');
    result.load.mongodb = await loadSuite(mongo, bare, bareDir, builds);
    await mongo.server?.stop();
  } else {
    result.load.mongodbUnavailable = mongo.unavailable;
  }
}

async function main() {
  const started = new Date();
  let builds;
  try {
    builds = prepareBuilds();
  } catch (error) {
    if (BASELINE) removeBaseline();
    throw error;
  }
  const result = {
    command: [
      'npm run bench',
      ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
    ].join(' '),
    date: started.toISOString(),
    machine: `${os.cpus().length} cores, Node ${process.version}`,
    builds: builds.map((b) => b.name),
    pages: PAGES,
    runs: RUNS,
    loadRounds: LOAD_ROUNDS,
    duration: DURATION,
    js: [],
    lighthouse: [],
    load: {},
  };
  let bare;
  const apps = [];
  // A failure part-way still writes what was measured up to it (the report ends with the error).
  let failure;
  try {
    const bareDir = prepareBare(builds.map((b) => b.dir).reverse());
    bare = await startNext(bareDir, PORT.bare);
    for (const b of builds) apps.push(await startNext(b.dir, b.port, appEnv(b.port, {})));
    await measureSizes(result, builds);
    if (!flag('skip-lighthouse')) await measureLighthouse(result, builds);
    while (apps.length) await stop(apps.pop());
    if (!flag('skip-load')) await measureLoad(result, builds, bare, bareDir);
  } catch (error) {
    failure = error;
    result.error = String(error?.stack ?? error);
  } finally {
    while (apps.length) await stop(apps.pop());
    await stop(bare);
    if (BASELINE) removeBaseline();
  }
  result.minutes = Math.round((Date.now() - started.getTime()) / 6_000) / 10;
  const md = report(result);
  console.log(md);
  const stamp = started.toISOString().replace(/[:.]/g, '-');
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, `bench/results/${stamp}.md`), md);
  writeFileSync(path.join(root, `bench/results/${stamp}.json`), JSON.stringify(result, null, 2));
  log(`written bench/results/${stamp}.md and .json (${result.minutes} min)`);
  if (failure) throw failure;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
