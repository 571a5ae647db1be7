// HTTP load with autocannon: each target in turn, round after round, beside its floor in the
// same round, with how busy the server and the load generator were.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ADMIN,
  ALL_PAGES,
  CONNECTIONS,
  DURATION,
  LOAD_ROUNDS,
  PORT,
  env,
  flag,
  log,
  median,
  require,
} from './cli.mjs';
import { appEnv, ensureNginx, startNext, startNginx, stop } from './servers.mjs';

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
 * autocannon, made to count response bodies without keeping them. As published (9.0.0) it decodes
 * every body into a string kept on the request's record (PipelinedRequestsQueue#addBody), for
 * options the bench does not use; on the home page's 150 kB responses that made the load
 * generator, not the server, the limit. Bytes, latencies and status codes are counted as before,
 * by the parser's own callbacks.
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
 * and its floor are measured within a round of each other, never a whole suite apart: the
 * machine's speed drifts by a third or more within minutes. Returns each target's figures in
 * each round.
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

export function mongoUri() {
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

const text = async (url) => (await fetch(url)).text();

/**
 * The load figures on `store` ({} for the memory store, { uri } for MongoDB): the home and a blog
 * page of each of `builds` ([{ name, dir, port }], the measured checkout last) against the bare
 * page (`bare`: the bare app's server). With --load-all also a large service page, the public
 * JSON reads against a trivial route handler, a signed-in admin read, and the measured
 * checkout's pages against the same HTML served as plain files by `next start` and by nginx.
 */
export async function loadSuite(store, bare, bareDir, builds) {
  const all = flag('load-all');
  const bareBase = `http://127.0.0.1:${PORT.bare}`;
  const blog = ALL_PAGES[4];
  const servicePath = ALL_PAGES[2];
  const apps = [];
  let nginx;
  let fileServer;
  try {
    for (const b of builds) {
      const server = await startNext(b.dir, b.port, appEnv(b.port, store));
      apps.push({ ...b, server, base: `http://127.0.0.1:${b.port}` });
    }
    const current = apps.at(-1);
    if (store.uri) {
      // Seeded through the app's own seed script, once: every build reads the same database.
      execFileSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/seed.ts'], {
        cwd: current.dir,
        env: { ...env, ...appEnv(current.port, store) },
        stdio: 'ignore',
      });
    }
    const targets = { bare: { url: `${bareBase}/`, server: bare } };
    if (all) targets.json = { url: `${bareBase}/api/hello`, server: bare };
    for (const [i, a] of apps.entries()) {
      const { server, base } = a;
      targets[`home${i}`] = { url: `${base}/`, server };
      targets[`blog${i}`] = { url: base + blog, server };
      if (!all) continue;
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const cookie = login.headers.get('set-cookie')?.split(';')[0];
      targets[`service${i}`] = { url: base + servicePath, server };
      targets[`blogsApi${i}`] = { url: `${base}/frontend/blogs/get`, server };
      targets[`projectsApi${i}`] = { url: `${base}/frontend/projects/get`, server };
      targets[`adminRead${i}`] = { url: `${base}/admin/main/get`, server, headers: { cookie } };
    }
    const last = apps.length - 1;
    let serviceKb = NaN;
    if (all) {
      const files = {
        'home.html': await text(`${current.base}/`),
        'blog.html': await text(current.base + blog),
      };
      serviceKb = Math.round(Buffer.byteLength(await text(current.base + servicePath)) / 1000);
      // Every server up at once (an idle one costs nothing), so the rounds go from one to the next.
      if (ensureNginx()) nginx = await startNginx(PORT.nginx, files);
      fileServer = await startBareWithFiles(bareDir, files);
      const filesBase = `http://127.0.0.1:${PORT.bareFiles}`;
      const nginxBase = `http://127.0.0.1:${PORT.nginx}`;
      targets.fileHome = { url: `${filesBase}/home.html`, server: fileServer };
      targets.fileBlog = { url: `${filesBase}/blog.html`, server: fileServer };
      if (nginx) {
        targets.nginxHome = { url: `${nginxBase}/home.html`, server: nginx };
        targets.nginxBlog = { url: `${nginxBase}/blog.html`, server: nginx };
      }
    }
    const rounds = await loadRounds(targets);
    /** One row per build, each with its build's name: the figures before and after side by side. */
    const perBuild = (target, key, floor, floorKey, only) =>
      apps
        .map((a, i) => ({ a, i }))
        .filter(({ i }) => only === undefined || i === only)
        .map(({ a, i }) => ({
          ...loadRow(rounds, target, `${key}${i}`, floor, floorKey),
          build: a.name,
        }));
    const floorRow = (target, key) => ({ ...loadRow(rounds, target, key), build: '' });
    return [
      ...perBuild('GET / (home page)', 'home', 'bare Next page', 'bare'),
      ...(all
        ? [
            ...perBuild(
              'GET / vs the same HTML as a file (next start)',
              'home',
              'bare app, public file',
              'fileHome',
              last,
            ),
            ...(nginx
              ? perBuild('GET / vs nginx (same HTML)', 'home', 'nginx, 1 worker', 'nginxHome', last)
              : []),
          ]
        : []),
      ...perBuild(`GET ${blog} (blog page)`, 'blog', 'bare Next page', 'bare'),
      ...(all
        ? [
            ...perBuild(
              'GET blog page vs the same HTML as a file (next start)',
              'blog',
              'bare app, public file',
              'fileBlog',
              last,
            ),
            ...(nginx
              ? perBuild(
                  'GET blog page vs nginx (same HTML)',
                  'blog',
                  'nginx, 1 worker',
                  'nginxBlog',
                  last,
                )
              : []),
            ...perBuild(
              `GET ${servicePath} (${serviceKb} kB of HTML)`,
              'service',
              'bare Next page',
              'bare',
            ),
            ...perBuild('GET /frontend/blogs/get', 'blogsApi', 'trivial JSON handler', 'json'),
            ...perBuild(
              'GET /frontend/projects/get',
              'projectsApi',
              'trivial JSON handler',
              'json',
            ),
            ...perBuild(
              'GET /admin/main/get (signed in)',
              'adminRead',
              'trivial JSON handler',
              'json',
            ),
          ]
        : []),
      floorRow('floor: bare Next page', 'bare'),
      ...(all
        ? [
            floorRow('floor: trivial JSON handler', 'json'),
            floorRow('floor: home.html as a file (next start)', 'fileHome'),
            floorRow('floor: blog.html as a file (next start)', 'fileBlog'),
            ...(nginx ? [floorRow('floor: nginx home.html', 'nginxHome')] : []),
          ]
        : []),
    ];
  } finally {
    await stop(fileServer);
    await stop(nginx);
    for (const a of apps) await stop(a.server);
  }
}
