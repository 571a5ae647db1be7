#!/usr/bin/env node
// The local launcher behind `npm run dev`, `npm run build` and `npm start`.
//
// It fills in what a laptop does not have, then runs Next.js with every variable passed through:
//  - NEXTAUTH_SECRET: a random one, kept in .data/ so sessions survive restarts;
//  - a database: MONGODB_URI if you set one; otherwise an embedded MongoDB (mongodb-memory-server,
//    data kept in .data/mongodb) seeded with the demo content; if no mongod binary can be had
//    (offline, no cache, no MONGOMS_SYSTEM_BINARY) the app runs on the in-memory store instead;
//  - an admin account for local use (random password kept in .data/admin.json, printed at every
//    start) unless ADMIN_USERNAME / ADMIN_PASSWORD are set. Never for a MongoDB you configured:
//    there, `npm run seed` with ADMIN_USERNAME / ADMIN_PASSWORD creates the account on purpose.
// Vercel does not use this file: there the app reads its configuration directly (see README).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { listenArguments } from './listen-address.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

// 0. A Node.js the database driver supports (package.json's engines): Next.js would start on an
// older one, and the first database call would then fail with an obscure error.
{
  const wanted = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  const min = wanted
    .replace(/^>=\s*/, '')
    .split('.')
    .map(Number);
  const have = process.versions.node.split('.').map(Number);
  const older = min.findIndex((n, i) => (have[i] ?? 0) !== n);
  if (older >= 0 && (have[older] ?? 0) < min[older]) {
    console.error(
      `\x1b[31m[launcher]\x1b[0m Node.js ${process.versions.node} is too old: this app needs ` +
        `Node.js ${wanted} (the MongoDB driver, Mongoose and bson it uses require it). ` +
        'Install Node.js 20.19+ or 22 LTS and run the command again.',
    );
    process.exit(1);
  }
}

const { loadEnvConfig } = require('@next/env');

const dataDir = path.join(root, '.data');
const [mode = 'dev', ...nextArgs] = process.argv.slice(2);
if (!['dev', 'build', 'start'].includes(mode)) {
  console.error(`Usage: node scripts/launch.mjs <dev|build|start> [next options]`);
  process.exit(2);
}

const say = (line) => console.log(`\x1b[36m[launcher]\x1b[0m ${line}`);
const warn = (line) => console.warn(`\x1b[33m[launcher]\x1b[0m ${line}`);

loadEnvConfig(root, mode === 'dev');
const env = { ...process.env };
mkdirSync(dataDir, { recursive: true });

function persistent(file, create) {
  const full = path.join(dataDir, file);
  if (existsSync(full)) return JSON.parse(readFileSync(full, 'utf8'));
  const value = create();
  writeFileSync(full, JSON.stringify(value, null, 2), { mode: 0o600 });
  return value;
}

// 1. The session secret.
if (!env.NEXTAUTH_SECRET) {
  env.NEXTAUTH_SECRET = persistent('secret.json', () => ({
    secret: randomBytes(32).toString('base64url'),
  })).secret;
}
const port = env.PORT || portFromArgs(nextArgs) || '3000';
env.NEXTAUTH_URL ||= `http://localhost:${port}`;

function portFromArgs(args) {
  const i = args.findIndex((a) => a === '-p' || a === '--port');
  return i >= 0 ? args[i + 1] : undefined;
}

// 2. The local admin account (sandbox databases only).
const operatorDatabase = Boolean(env.MONGODB_URI) && env.DATA_STORE !== 'memory';
let admin;
if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
  admin = { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, configured: true };
} else if (!operatorDatabase) {
  admin = persistent('admin.json', () => ({
    username: 'admin',
    password: randomBytes(12).toString('base64url'),
  }));
  env.ADMIN_USERNAME = admin.username;
  env.ADMIN_PASSWORD = admin.password;
}

// 3. The database.
let mongod;
async function startEmbeddedMongo() {
  const { MongoMemoryServer } = await import('mongodb-memory-server');
  const dbPath = path.join(dataDir, 'mongodb');
  mkdirSync(dbPath, { recursive: true });
  say('Starting the embedded MongoDB (the first run downloads mongod; later runs reuse it)...');
  // mongodb-memory-server prints whole stack traces on failure; the launcher says it in one line.
  const { warn: consoleWarn, error: consoleError } = console;
  console.warn = console.error = () => undefined;
  try {
    return await MongoMemoryServer.create({
      instance: { dbPath, storageEngine: 'wiredTiger', launchTimeout: 30_000 },
    });
  } finally {
    console.warn = consoleWarn;
    console.error = consoleError;
  }
}

function describeFailure(error) {
  if (error?.code === 'ENOTFOUND' || /ENOTFOUND|EAI_AGAIN/.test(String(error?.message))) {
    return 'mongod could not be downloaded: no internet access';
  }
  return String(error?.msg ?? error?.message ?? error).split('\n')[0];
}

if (env.DATA_STORE === 'memory') {
  say('DATA_STORE=memory: running on the in-memory store with the demo content.');
} else if (env.MONGODB_URI) {
  say('Using the MongoDB at MONGODB_URI.');
} else {
  try {
    mongod = await startEmbeddedMongo();
    env.MONGODB_URI = mongod.getUri('agency');
    env.DATA_STORE = 'mongodb';
    say(`Embedded MongoDB running at ${env.MONGODB_URI} (data in .data/mongodb).`);
    const seeded = spawnSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/seed.ts'], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error('seeding the embedded MongoDB failed');
  } catch (error) {
    await mongod?.stop({ doCleanup: false }).catch(() => undefined);
    mongod = undefined;
    delete env.MONGODB_URI;
    env.DATA_STORE = 'memory';
    warn(`No MongoDB available (${describeFailure(error)}).`);
    warn('Running on the in-memory store instead: the demo content is there, but changes are lost');
    warn(
      'when the server stops. Set MONGODB_URI (or MONGOMS_SYSTEM_BINARY to a mongod) to keep data.',
    );
  }
}

// 4. Next.js.
if (admin && mode !== 'build') {
  const where = `http://localhost:${port}/auth/login`;
  say('');
  say(`Admin sign-in: ${where}`);
  say(`  username: ${admin.username}`);
  say(`  password: ${admin.configured ? '(ADMIN_PASSWORD)' : admin.password}`);
  say('');
}

const listen = mode === 'build' ? { args: nextArgs, notice: null } : listenArguments(nextArgs, env);
if (listen.notice) say(listen.notice);

const child = spawn(
  process.execPath,
  [require.resolve('next/dist/bin/next'), mode, ...listen.args],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await mongod?.stop({ doCleanup: false }).catch(() => undefined);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => shutdown(code ?? (signal ? 1 : 0)));
