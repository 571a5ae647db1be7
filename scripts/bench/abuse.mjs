#!/usr/bin/env node
// What a stranger's requests cost a running production server (`next start`, no proxy in
// front): disk per 1,000 made-up addresses, /contact's latency while social cards or sign-ins
// with made-up names are flooding in, and how long the real admin waits to sign in while a
// stranger keeps failing against the account. Figures, not pass/fail.
//
//   node scripts/bench/abuse.mjs --base http://127.0.0.1:3212 --dist .next \
//     --admin admin:password [--addresses 1000] [--seconds 6]
//
// Run it against a server started with the default limits (no RATE_LIMIT_* overrides) and
// TRUSTED_PROXY_HOPS=0, on a fresh build (the disk figure counts files the server adds).
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
}

const base = option('base', 'http://127.0.0.1:3212');
const dist = option('dist', '.next');
const [adminName, adminPassword] = option('admin', 'admin:e2e-admin-password').split(':');
const ADDRESSES = Number(option('addresses', '1000'));
const SECONDS = Number(option('seconds', '6'));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const hex = (bytes) => randomBytes(bytes).toString('hex');

/** Files and bytes the server keeps (`<distDir>/server`: prerendered pages, and route-cache/ for those it renders later). */
function cacheSize(dir = path.join(dist, 'server')) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = cacheSize(full);
      files += inner.files;
      bytes += inner.bytes;
    } else {
      files += 1;
      bytes += statSync(full).size;
    }
  }
  return { files, bytes };
}

/** Runs `task(i)` for i < count, `parallel` at a time. */
async function pool(count, parallel, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

async function diskPer(label, address) {
  const before = cacheSize();
  await pool(ADDRESSES, 8, async () => {
    const res = await fetch(`${base}${address()}`, { redirect: 'manual' });
    await res.arrayBuffer();
  });
  await sleep(3000);
  const after = cacheSize();
  const scale = 1000 / ADDRESSES;
  return {
    label,
    files: Math.round((after.files - before.files) * scale),
    megabytes: (((after.bytes - before.bytes) * scale) / 1e6).toFixed(2),
  };
}

/** /contact fetched one request after another for SECONDS: median and p95, in ms. */
async function contactLatency() {
  const times = [];
  const end = Date.now() + SECONDS * 1000;
  while (Date.now() < end) {
    const started = performance.now();
    const res = await fetch(`${base}/contact`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);
  return { requests: times.length, median: at(0.5), p95: at(0.95) };
}

/** Fires `send()` `perSecond` times a second (at most 64 in flight) while `measure` runs. */
async function under(perSecond, send, measure) {
  let inFlight = 0;
  let sent = 0;
  const timer = setInterval(() => {
    if (inFlight >= 64) return;
    inFlight += 1;
    sent += 1;
    send()
      .then((res) => res.arrayBuffer())
      .catch(() => undefined)
      .finally(() => (inFlight -= 1));
  }, 1000 / perSecond);
  try {
    return { ...(await measure()), attackRequests: sent };
  } finally {
    clearInterval(timer);
    while (inFlight > 0) await sleep(50);
  }
}

function signIn(username, password, cookie) {
  return fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ username, password }),
    redirect: 'manual',
  });
}

/** The first post's id and its social card's path, as the post's page names them. */
async function firstPost() {
  const res = await fetch(`${base}/blogs`);
  const html = await res.text();
  const id = /href="\/blog\/([a-z0-9-]+)"/.exec(html)?.[1];
  const page = await (await fetch(`${base}/blog/${id}`)).text();
  const card = /property="og:image" content="[^"]*?(\/blog\/[^"?]+)/.exec(page)?.[1];
  return { id, card };
}

/**
 * How long the admin waits to sign in while a stranger fails against the account, retrying
 * the moment each Retry-After ends: from a browser that signed in before (its cookies kept) and
 * from a new one. Each keeps retrying after Retry-After, up to 60 s. `cookie` is what the admin's
 * browser kept from signing in before the attack.
 */
async function adminWait(cookie) {
  let attacking = true;
  const stranger = (async () => {
    while (attacking) {
      const res = await signIn(adminName, `wrong-${hex(4)}`);
      await res.arrayBuffer();
      const wait = Number(res.headers.get('retry-after') ?? 0);
      if (wait > 0) await sleep(wait * 1000);
    }
  })();
  const waitFor = async (withCookie) => {
    // Ten seconds of the stranger's failures first: the account is in its waits.
    await sleep(10_000);
    const started = Date.now();
    while (Date.now() - started < 60_000) {
      const res = await signIn(adminName, adminPassword, withCookie);
      await res.arrayBuffer();
      if (res.status === 200) return ((Date.now() - started) / 1000).toFixed(1);
      const wait = Number(res.headers.get('retry-after') ?? 1);
      await sleep(wait * 1000);
    }
    return '> 60';
  };
  const returning = await waitFor(cookie);
  const fresh = await waitFor(undefined);
  attacking = false;
  await stranger;
  return { returningBrowserSeconds: returning, newBrowserSeconds: fresh };
}

/** The cookies a successful sign-in leaves in the admin's browser. */
async function adminBrowser() {
  const res = await signIn(adminName, adminPassword);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`the admin's sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

// The admin signs in before any attack starts, as on an ordinary day.
const cookie = await adminBrowser();
const only = option('only', '');
const { id, card } = await firstPost();
const results =
  only === 'admin'
    ? { base, adminWait: await adminWait(cookie) }
    : {
        base,
        disk: [
          await diskPer('/blog/<made-up id>', () => `/blog/${hex(12)}`),
          await diskPer('/auth/<made-up path>', () => `/auth/${hex(6)}`),
        ],
        contact: {
          quiet: await contactLatency(),
          socialCards: await under(
            25,
            () => fetch(`${base}${card.replace(id, hex(12))}?v=${hex(4)}`),
            contactLatency,
          ),
          signInFlood: await under(10, () => signIn(`ghost-${hex(6)}`, 'x'), contactLatency),
        },
        // A minute after the flood: its share of the site-wide ceiling has run out.
        adminWait: await sleep(60_000).then(() => adminWait(cookie)),
      };
console.log(JSON.stringify(results, null, 2));
