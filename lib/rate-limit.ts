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

export type LimitName = 'login' | 'contact' | 'comment';

/** Each limit counts attempts per client in this window. */
export const RATE_LIMIT_WINDOW_SECONDS = 10 * 60;

function pointsFor(name: LimitName): number {
  const e = env();
  return {
    login: e.RATE_LIMIT_LOGIN,
    contact: e.RATE_LIMIT_CONTACT,
    comment: e.RATE_LIMIT_COMMENT,
  }[name];
}

const holder = globalThis as typeof globalThis & {
  __agencyLimiters?: Map<LimitName, Promise<RateLimiterAbstract>>;
};

/**
 * MongoDB-backed limits hold across serverless instances and app processes; with the memory
 * store the count lives in this process.
 */
async function createLimiter(name: LimitName): Promise<RateLimiterAbstract> {
  const options = {
    keyPrefix: `rl_${name}`,
    points: pointsFor(name),
    duration: RATE_LIMIT_WINDOW_SECONDS,
  };
  const store = await getStore();
  if (store.kind !== 'mongodb') return new RateLimiterMemory(options);
  await connectMongo(env().MONGODB_URI!);
  return new RateLimiterMongo({
    ...options,
    storeClient: mongoose.connection.getClient(),
    dbName: mongoose.connection.name,
    tableName: 'rate_limits',
  });
}

function limiter(name: LimitName): Promise<RateLimiterAbstract> {
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

/**
 * The client's address as the nearest trusted proxy reports it (Vercel sets x-forwarded-for);
 * requests without one share a single bucket.
 */
export function clientKey(headers: Headers | Record<string, unknown> | undefined): string {
  const get = (name: string): string | undefined => {
    if (!headers) return undefined;
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const forwarded = get('x-forwarded-for')?.split(',')[0]?.trim();
  return (forwarded || get('x-real-ip') || 'unknown').slice(0, 64);
}

/** Counts one attempt; a 429 with Retry-After once the client is over its limit. */
export async function consumeLimit(name: LimitName, key: string): Promise<void> {
  try {
    await (await limiter(name)).consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new ApiError(429, MESSAGES.rateLimited, { 'Retry-After': String(retryAfter) });
    }
    throw error;
  }
}

/** Tests start each suite with fresh counters and the limits currently configured. */
export function resetLimitsForTests(): void {
  holder.__agencyLimiters = undefined;
}
