import mongoose from 'mongoose';
import {
  RateLimiterMemory,
  RateLimiterMongo,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { ApiError, MESSAGES } from '@/lib/api/errors';
import { getStore } from '@/lib/data';
import { connectMongo } from '@/lib/data/mongo-connection';
import { env } from '@/lib/env';
import { RateLimitModel } from '@/models/rate-limit';

export type LimitName = 'login' | 'contact' | 'comment';

/** Each limit counts attempts per client in this window. */
export const RATE_LIMIT_WINDOW_SECONDS = 10 * 60;

/**
 * Without a trusted client address, contact messages and comments share one site-wide ceiling
 * this many times a single client's limit: high enough that visitors are only turned away while
 * a flood is under way, low enough that a flood cannot fill the database.
 */
const SITE_WIDE_FACTOR = 20;

/** Failed sign-ins per account: this many are free, then each further attempt waits. */
const FREE_SIGN_IN_ATTEMPTS = 5;
const MAX_SIGN_IN_WAIT_SECONDS = 30;
/** How long an account's run of failed attempts is remembered without a success. */
const SIGN_IN_MEMORY_SECONDS = 15 * 60;

/**
 * Without a trusted client address, password checks from browsers that have not signed in
 * before share one ceiling: this many times RATE_LIMIT_LOGIN a minute (30 with the default),
 * a small share of one core's bcrypt work however many names a guesser makes up.
 */
const SITE_SIGN_IN_FACTOR = 3;
const SITE_SIGN_IN_WINDOW_SECONDS = 60;

type LimiterName =
  | LimitName
  | 'contact_site'
  | 'comment_site'
  | 'signin_attempts'
  | 'signin_gate'
  | 'signin_site'
  | 'proof_used';

function optionsFor(name: LimiterName): { points: number; duration: number } {
  const e = env();
  const window = RATE_LIMIT_WINDOW_SECONDS;
  switch (name) {
    case 'login':
      return { points: e.RATE_LIMIT_LOGIN, duration: window };
    case 'contact':
      return { points: e.RATE_LIMIT_CONTACT, duration: window };
    case 'comment':
      return { points: e.RATE_LIMIT_COMMENT, duration: window };
    case 'contact_site':
      return { points: e.RATE_LIMIT_CONTACT * SITE_WIDE_FACTOR, duration: window };
    case 'comment_site':
      return { points: e.RATE_LIMIT_COMMENT * SITE_WIDE_FACTOR, duration: window };
    // Counted with penalty(), never refused by itself: the gate below does the refusing.
    case 'signin_attempts':
      return { points: Number.MAX_SAFE_INTEGER, duration: SIGN_IN_MEMORY_SECONDS };
    // One attempt per wait; each consume sets its own wait (customDuration).
    case 'signin_gate':
      return { points: 1, duration: MAX_SIGN_IN_WAIT_SECONDS };
    // Each solved challenge once; consume() sets how long it is remembered (customDuration).
    case 'proof_used':
      return { points: 1, duration: RATE_LIMIT_WINDOW_SECONDS };
    case 'signin_site':
      return {
        points: e.RATE_LIMIT_LOGIN * SITE_SIGN_IN_FACTOR,
        duration: SITE_SIGN_IN_WINDOW_SECONDS,
      };
  }
}

const RATE_LIMIT_COLLECTION = RateLimitModel.collection.name;

const holder = globalThis as typeof globalThis & {
  __agencyLimiters?: Map<LimiterName, Promise<RateLimiterAbstract>>;
};

/**
 * MongoDB-backed limits hold across serverless instances and app processes; with the memory
 * store the count lives in this process.
 */
async function createLimiter(name: LimiterName): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: `rl_${name}`, ...optionsFor(name) };
  const store = await getStore();
  if (store.kind !== 'mongodb') return new RateLimiterMemory(options);
  await connectMongo(env().MONGODB_URI!);
  return new RateLimiterMongo({
    ...options,
    storeClient: mongoose.connection.getClient(),
    dbName: mongoose.connection.name,
    tableName: RATE_LIMIT_COLLECTION,
    // Built and checked with the store's own indexes (lib/data/mongo-indexes.ts), not in the
    // background by each limiter, where a failure went unnoticed and was never retried.
    disableIndexesCreation: true,
  });
}

function limiter(name: LimiterName): Promise<RateLimiterAbstract> {
  holder.__agencyLimiters ??= new Map();
  let found = holder.__agencyLimiters.get(name);
  if (!found) {
    found = createLimiter(name).catch((error) => {
      holder.__agencyLimiters?.delete(name);
      throw error;
    });
    holder.__agencyLimiters.set(name, found);
  }
  return found;
}

type HeaderSource = Headers | Record<string, unknown> | undefined;

function header(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** An IPv4 or IPv6 address, possibly with a port: anything else is not a proxy's entry. */
const ADDRESS = /^[0-9A-Fa-f:.[\]]{2,64}$/;

function address(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && ADDRESS.test(trimmed) ? trimmed : null;
}

/**
 * The client's address, from the one source the deployment vouches for, or null when there is
 * none. Every request header is whatever the client chose to send, unless something in front of
 * the app wrote it:
 *  - on Vercel, its edge overwrites X-Forwarded-For and sets X-Vercel-Forwarded-For to the
 *    client's public address, whatever the client sent;
 *  - behind TRUSTED_PROXY_HOPS reverse proxies that each append the address they saw to
 *    X-Forwarded-For, the entry that many places from the end is the one the outermost proxy
 *    saw; entries further left are the client's own claims;
 *  - with TRUSTED_PROXY_HOPS=0 (clients reach `next start` directly) no header identifies the
 *    client, so there is no address.
 */
export function clientKey(headers: HeaderSource): string | null {
  const e = env();
  if (e.VERCEL) {
    const vercel = header(headers, 'x-vercel-forwarded-for') ?? header(headers, 'x-forwarded-for');
    return address(vercel?.split(',')[0]);
  }
  const hops = e.TRUSTED_PROXY_HOPS;
  if (hops === 0) return null;
  const entries = (header(headers, 'x-forwarded-for') ?? '').split(',');
  // Fewer entries than proxies: the request did not come through all of them.
  if (entries.length < hops) return null;
  return address(entries[entries.length - hops]);
}

function tooMany(error: RateLimiterRes, message: string = MESSAGES.rateLimited): ApiError {
  const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  return new ApiError(429, message, { 'Retry-After': String(retryAfter) });
}

async function consume(name: LimiterName, key: string, message?: string): Promise<void> {
  try {
    await (await limiter(name)).consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error, message);
    throw error;
  }
}

/**
 * Counts one attempt of `key` (clientKey's answer); a 429 with Retry-After once the client is
 * over its limit. Without a client address, sign-in relies on the per-account limit alone
 * (one shared bucket would let anyone lock everybody out of sign-in), and contact messages and
 * comments count against the site-wide ceiling.
 */
export async function consumeLimit(name: LimitName, key: string | null): Promise<void> {
  if (key) return consume(name, key);
  if (name === 'login') return;
  return consume(name === 'contact' ? 'contact_site' : 'comment_site', 'site');
}

/** True the first time `key` is seen within `seconds`, false on every later use. */
export async function firstUseOf(key: string, seconds: number): Promise<boolean> {
  try {
    await (await limiter('proof_used')).consume(key, 1, { customDuration: seconds });
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

/** How a sign-in attempt ended: refused before any check, a wrong password, or signed in. */
export type SignInOutcome = 'unchecked' | 'failed' | 'signed-in';

/**
 * A sign-in attempt's share of the limits that name no account: the client's own budget when
 * its address is known, else (for a browser without a device cookie: `shared`) the site-wide
 * ceiling on password checks. Returns what to call once the attempt has ended: a client's
 * budget counts only attempts whose password was checked, the site-wide ceiling only failures.
 */
export async function admitSignInClient(
  key: string | null,
  shared: boolean,
  message: string,
): Promise<(outcome: SignInOutcome) => Promise<void>> {
  if (key) {
    await consume('login', key);
    return async (outcome) => {
      if (outcome === 'unchecked') await (await limiter('login')).reward(key);
    };
  }
  if (!shared) return async () => undefined;
  await consume('signin_site', 'site', message);
  return async (outcome) => {
    if (outcome !== 'failed') await (await limiter('signin_site')).reward('site');
  };
}

/** The wait before sign-in attempt number `attempt` of a run of failures: 0, then 1 s, 2 s, 4 s ... 30 s. */
export function signInWaitSeconds(attempt: number): number {
  const over = attempt - FREE_SIGN_IN_ATTEMPTS;
  if (over <= 0) return 0;
  return Math.min(2 ** (over - 1), MAX_SIGN_IN_WAIT_SECONDS);
}

/**
 * Admits one sign-in attempt for an account, whatever address it comes from, or throws a 429
 * with Retry-After. Attempts are counted before the password is checked, so simultaneous guesses
 * cannot slip through together; after the free ones, only one attempt per wait goes ahead. The
 * wait never exceeds 30 s, so once an attack stops the real owner gets in within half a minute.
 */
export async function admitSignIn(account: string, message: string): Promise<void> {
  const attempts = await limiter('signin_attempts');
  const { consumedPoints } = await attempts.penalty(account);
  const wait = signInWaitSeconds(consumedPoints);
  if (wait === 0) return;
  try {
    await (await limiter('signin_gate')).consume(account, 1, { customDuration: wait });
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    // A refused attempt checked no password: it does not lengthen the next wait.
    await attempts.reward(account);
    throw tooMany(error, message);
  }
}

/** A successful sign-in ends the account's run of failures. */
export async function clearSignInFailures(account: string): Promise<void> {
  await Promise.all([
    limiter('signin_attempts').then((l) => l.delete(account)),
    limiter('signin_gate').then((l) => l.delete(account)),
  ]);
}

/**
 * Tests start each suite with fresh counters and the limits currently configured: the limiters
 * are rebuilt, and on MongoDB their stored counts are removed.
 */
export async function resetLimitsForTests(): Promise<void> {
  holder.__agencyLimiters = undefined;
  const db = mongoose.connection.readyState === 1 ? mongoose.connection.db : undefined;
  await db?.collection(RATE_LIMIT_COLLECTION).deleteMany({});
}
