// Lighthouse: one run's figures (with what its simulated LCP waited for, read from the trace),
// and each page's runs alternating with the bare page's and with the other build's.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROME, RUNS, env, flag, median, require, root } from './cli.mjs';

/** Next.js's scripts, by address: what a run with `blockScripts` keeps the browser from loading. */
const NEXT_SCRIPTS = '*/_next/static/*.js';

/**
 * Chrome's paint holding off (merged with chrome-launcher's own --disable-features): headless
 * Chromium holds late first paints off screen, and the simulated LCP would measure the hold.
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
    // Lighthouse's measure of the machine's speed, taken before each run: blocking times from
    // runs on different days compare only beside it.
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
 * A page's figures in each build (`builds`: [{ url, plainUrl }]), their runs alternating build by
 * build: the machine's speed drifts over minutes, and alternating lets each build meet the same
 * moments of it. On mobile, given `bare` ({ url, plainUrl }: the bare page), each round starts with
 * the bare page, and every build carries the bare page's figures from those runs, its LCP's ratio
 * to the bare page's and its score's difference run by run (which drift less than either figure).
 * Given plainUrls (the same pages on `next start` itself, over HTTP/1.1 without TLS), each round
 * measures the same again there: what the transport does. With --scripts-blocked, also each
 * build's simulated LCP with Next.js's scripts blocked: what the page's own document, stylesheet,
 * fonts and images cost the simulation.
 */
export function pageLighthouse(preset, builds, bare) {
  const mobile = preset === 'mobile';
  const plain = mobile && bare?.plainUrl && builds.every((b) => b.plainUrl);
  const runs = builds.map(() => []);
  const plainRuns = builds.map(() => []);
  const bareRuns = [];
  const plainBareRuns = [];
  for (let i = 0; i < RUNS; i++) {
    if (mobile && bare) bareRuns.push(lighthouse(bare.url, preset));
    builds.forEach((b, j) => runs[j].push(lighthouse(b.url, preset)));
    if (plain) {
      plainBareRuns.push(lighthouse(bare.plainUrl, preset));
      builds.forEach((b, j) => plainRuns[j].push(lighthouse(b.plainUrl, preset)));
    }
  }
  const ratio = (page, floor) => median(page.map((r, i) => r.lcp / floor[i].lcp));
  const gaps = (page, floor) => page.map((r, i) => r.performance - floor[i].performance);
  return builds.map((b, j) => ({
    ...medianFigures(runs[j]),
    ...(bareRuns.length && {
      bare: medianFigures(bareRuns),
      lcpRatio: ratio(runs[j], bareRuns),
      perfGaps: gaps(runs[j], bareRuns),
    }),
    ...(plain && {
      plain: {
        ...medianFigures(plainRuns[j]),
        bare: medianFigures(plainBareRuns),
        lcpRatio: ratio(plainRuns[j], plainBareRuns),
        perfGaps: gaps(plainRuns[j], plainBareRuns),
      },
    }),
    lcpNoScripts:
      mobile && flag('scripts-blocked')
        ? medianLighthouse(b.url, preset, { blockScripts: true }).lcp
        : NaN,
  }));
}
