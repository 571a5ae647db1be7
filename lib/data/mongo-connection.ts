import mongoose from 'mongoose';
import { DatabaseUnavailableError } from '@/lib/api/errors';

/**
 * One connection per process, cached on globalThis so that hot reloads and serverless
 * invocations reuse it. Short time-outs make an unreachable database a prompt 503, not a hang;
 * a failed first connection is forgotten so the next request tries again (recovery without a
 * restart).
 */
const SERVER_SELECTION_TIMEOUT_MS = 4000;
/** After a failed connection, requests fail at once for this long instead of each waiting. */
const RETRY_AFTER_FAILURE_MS = 2000;

const cache = globalThis as typeof globalThis & {
  __agencyMongo?: { uri: string; promise: Promise<typeof mongoose> };
  __agencyMongoFailure?: { uri: string; at: number; error: unknown };
};

mongoose.set('strictQuery', true);

export async function connectMongo(uri: string): Promise<typeof mongoose> {
  const current = cache.__agencyMongo;
  if (current && current.uri === uri) return current.promise;
  const failure = cache.__agencyMongoFailure;
  if (failure && failure.uri === uri && Date.now() - failure.at < RETRY_AFTER_FAILURE_MS) {
    throw new DatabaseUnavailableError(failure.error);
  }
  const promise = mongoose
    .connect(uri, {
      serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
      connectTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
      socketTimeoutMS: 20_000,
      maxPoolSize: 10,
      bufferCommands: false,
    })
    .then((connected) => {
      cache.__agencyMongoFailure = undefined;
      return connected;
    })
    .catch((error: unknown) => {
      if (cache.__agencyMongo?.promise === promise) cache.__agencyMongo = undefined;
      cache.__agencyMongoFailure = { uri, at: Date.now(), error };
      throw new DatabaseUnavailableError(error);
    });
  cache.__agencyMongo = { uri, promise };
  return promise;
}

export async function disconnectMongo(): Promise<void> {
  cache.__agencyMongo = undefined;
  cache.__agencyMongoFailure = undefined;
  await mongoose.disconnect();
}
