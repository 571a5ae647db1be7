import { ZodError, z } from 'zod';
import {
  ApiError,
  DatabaseUnavailableError,
  describeError,
  toErrorResponse,
} from '@/lib/api/errors';
import { selectStoreKind } from '@/lib/data';
import { ConfigError, parseEnv } from '@/lib/env';
import * as driver from 'mongodb';
import mongoose from 'mongoose';
import { BlogModel } from '@/models/blog';
import { ReviewModel } from '@/models/review';

describe('error mapper', () => {
  const silence = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

  test('ApiError keeps its status, message and headers', async () => {
    const res = toErrorResponse(new ApiError(429, 'Slow down', { 'Retry-After': '60' }));
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('60');
    expect(await res.json()).toEqual({ message: 'Slow down' });
  });

  test('errors built from another bundle of this module keep their status', () => {
    // Next.js bundles the instrumentation hook, which creates the data store, apart from the
    // routes: the store's errors come from a second copy of lib/api/errors.
    let other!: typeof import('@/lib/api/errors');
    jest.isolateModules(() => {
      other = jest.requireActual('@/lib/api/errors');
    });
    expect(other.ApiError).not.toBe(ApiError);
    const taken = new other.ApiError(409, 'That username is already taken!');
    expect(taken instanceof ApiError).toBe(true);
    expect(describeError(taken)).toEqual({
      status: 409,
      message: 'That username is already taken!',
    });
    expect(
      toErrorResponse(new other.ApiError(429, 'Slow', { 'Retry-After': '9' })).headers.get(
        'Retry-After',
      ),
    ).toBe('9');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(describeError(new other.DatabaseUnavailableError()).status).toBe(503);
    // Nothing else passes for one: a plain error, or one that only borrows the name.
    expect(new Error('x') instanceof ApiError).toBe(false);
    expect(
      Object.assign(new Error('x'), { name: 'ApiError', status: 409 }) instanceof ApiError,
    ).toBe(false);
    expect(new ApiError(400, 'x') instanceof DatabaseUnavailableError).toBe(false);
  });

  test('a zod error is a 400 with its first message', () => {
    const error = z.object({ a: z.string({ error: 'Please fill all fields!' }) }).safeParse({})
      .error as ZodError;
    expect(describeError(error)).toEqual({ status: 400, message: 'Please fill all fields!' });
  });

  test.each([
    ['our own outage error', new DatabaseUnavailableError()],
    [
      'a server selection error',
      Object.assign(new Error('x'), { name: 'MongooseServerSelectionError' }),
    ],
    ['a network error', Object.assign(new Error('x'), { name: 'MongoNetworkError' })],
  ])('%s is a 503 with a clear message', (_name, error) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const res = toErrorResponse(error);
    expect(res.status).toBe(503);
    expect(describeError(error).message).toMatch(/database cannot be reached/);
  });

  test('a Mongoose cast error (malformed id) is a 404', () => {
    expect(describeError(Object.assign(new Error('Cast'), { name: 'CastError' })).status).toBe(404);
    expect(describeError(new mongoose.Error.CastError('ObjectId', 'nope', '_id')).status).toBe(404);
  });

  test('a duplicate key is a 409', () => {
    expect(describeError(Object.assign(new Error('dup'), { code: 11000 })).status).toBe(409);
  });

  test('anything else is a 500 with a generic message; the detail is logged, not sent', async () => {
    const log = silence();
    const res = toErrorResponse(new Error('secret detail: connection string mongodb://u:p@h'));
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.message).not.toContain('secret');
    expect(log).toHaveBeenCalled();
  });
});

type PoolError = new (pool: object, message?: string) => Error;
/** The pool's errors are not exported by the driver's entry point; its compiled module has them. */
const { PoolClearedError, PoolClearedOnNetworkError, PoolClosedError, WaitQueueTimeoutError } =
  jest.requireActual('mongodb/lib/cmap/errors') as {
    PoolClearedError: PoolError;
    PoolClearedOnNetworkError: PoolError;
    PoolClosedError: PoolError;
    WaitQueueTimeoutError: new (message: string, address: string) => Error;
  };

/** How Mongoose wraps the driver's server-selection error when a connection fails. */
function mongooseServerSelection(cause: Error): Error {
  const Wrapper = mongoose.Error.MongooseServerSelectionError as unknown as new () => {
    assimilateError(e: Error): Error;
  };
  return new Wrapper().assimilateError(cause);
}

describe('database errors: every outage is a 503, bad data a 400', () => {
  const pool = { address: '127.0.0.1:27017', serverError: new driver.MongoNetworkError('reset') };
  const noServers = { error: null } as never;
  const serverError = (code: number, labels: string[] = []) =>
    new driver.MongoServerError({ message: `code ${code}`, code, errorLabels: labels });

  test.each<[string, Error]>([
    ['MongoServerSelectionError', new driver.MongoServerSelectionError('no server', noServers)],
    [
      'MongooseServerSelectionError',
      mongooseServerSelection(new driver.MongoServerSelectionError('no server', noServers)),
    ],
    ['MongoNetworkError', new driver.MongoNetworkError('connection reset')],
    ['MongoNetworkTimeoutError', new driver.MongoNetworkTimeoutError('timed out')],
    ['PoolClearedError', new PoolClearedError(pool)],
    ['PoolClearedOnNetworkError', new PoolClearedOnNetworkError(pool)],
    ['PoolClosedError', new PoolClosedError(pool)],
    ['WaitQueueTimeoutError', new WaitQueueTimeoutError('queue timeout', pool.address)],
    ['MongoNotConnectedError', new driver.MongoNotConnectedError('not connected')],
    ['MongoTopologyClosedError', new driver.MongoTopologyClosedError()],
    ['MongoServerClosedError', new driver.MongoServerClosedError()],
    ['MongoClientClosedError', new driver.MongoClientClosedError()],
    ['MongoOperationTimeoutError', new driver.MongoOperationTimeoutError('timeoutMS expired')],
    ['a server error labelled ResetPool', serverError(2, ['ResetPool'])],
    ['a write labelled RetryableWriteError', serverError(2, ['RetryableWriteError'])],
    ['a server error labelled SystemOverloadedError', serverError(2, ['SystemOverloadedError'])],
    ['a primary stepping down (189)', serverError(189)],
    ['a node shutting down (91)', serverError(91)],
    ['a former primary (10107 NotWritablePrimary)', serverError(10107)],
    ['an operation past its maxTimeMS (50)', serverError(50)],
    [
      'a write concern timed out (64)',
      new driver.MongoWriteConcernError({
        ok: 1,
        writeConcernError: { code: 64, errmsg: 'waiting for replication timed out' },
      } as never),
    ],
    [
      'our wrapper around a driver error',
      new DatabaseUnavailableError(new driver.MongoNetworkError('x')),
    ],
    [
      'an error caused by an outage',
      new Error('query failed', { cause: new driver.MongoClientClosedError() }),
    ],
  ])('%s is a 503 with the outage message', async (_name, error) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const res = toErrorResponse(error);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message:
        'The service is temporarily unavailable: the database cannot be reached. Please try again shortly.',
    });
  });

  test('every driver class named in the table exists under that name', () => {
    // A renamed class in a driver update would silently fall through to a 500 otherwise.
    expect(new driver.MongoServerClosedError().name).toBe('MongoServerClosedError');
    expect(new PoolClearedOnNetworkError(pool).name).toBe('PoolClearedOnNetworkError');
    expect(new PoolClearedError(pool).name).toBe('MongoPoolClearedError');
    expect(new WaitQueueTimeoutError('x', 'a').name).toBe('MongoWaitQueueTimeoutError');
    expect(driver.MongoErrorLabel).toMatchObject({
      ResetPool: 'ResetPool',
      RetryableWriteError: 'RetryableWriteError',
      PoolRequestedRetry: 'PoolRequestedRetry',
      SystemOverloadedError: 'SystemOverloadedError',
    });
  });

  test('a server error that is not an outage (a duplicate key) keeps its own status', () => {
    expect(describeError(serverError(11000)).status).toBe(409);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(toErrorResponse(serverError(2)).status).toBe(500);
    log.mockRestore();
  });

  test('a Mongoose ValidationError is a 400 with a clear message', async () => {
    const invalid = (doc: mongoose.Document) =>
      doc.validate().then(
        () => null,
        (e: Error) => e,
      );
    const missing = (await invalid(new BlogModel({})))!;
    expect(missing.name).toBe('ValidationError');
    expect(describeError(missing)).toEqual({ status: 400, message: 'Please fill all fields!' });
    const tooLong = (await invalid(
      new BlogModel({
        title: 'T',
        description: 'D',
        imageURL: '/x.png',
        author: 'a',
        comments: [{ name: 'N', email: 'e', comment: 'x'.repeat(301) }],
      }),
    ))!;
    expect(describeError(tooLong)).toEqual({
      status: 400,
      message: 'Comment must be at most 300 characters!',
    });
    const wrongColumn = (await invalid(
      new ReviewModel({
        clientName: 'C',
        clientAccount: 'c',
        description: 'D',
        imageURL: '/x.png',
        col: 7,
      }),
    ))!;
    expect(describeError(wrongColumn)).toEqual({ status: 400, message: 'Col is not valid!' });
  });

  test('a Mongoose CastError on a field other than the id is a 400, not a 404', () => {
    const error = new mongoose.Error.CastError('Number', 'abc', 'col');
    expect(describeError(error)).toEqual({ status: 400, message: 'Col is not valid!' });
  });
});

describe('store selection', () => {
  test('DATA_STORE wins', () => {
    expect(selectStoreKind({ DATA_STORE: 'memory', MONGODB_URI: 'mongodb://x' })).toBe('memory');
    expect(selectStoreKind({ DATA_STORE: 'mongodb', MONGODB_URI: 'mongodb://x' })).toBe('mongodb');
  });
  test('MongoDB when a URI is set, memory otherwise', () => {
    expect(selectStoreKind({ MONGODB_URI: 'mongodb://x' })).toBe('mongodb');
    expect(selectStoreKind({})).toBe('memory');
  });
  test('DATA_STORE=mongodb without a URI is a configuration error', () => {
    expect(() => selectStoreKind({ DATA_STORE: 'mongodb' })).toThrow(ConfigError);
  });
});

describe('environment', () => {
  test('defaults: rate limits 10 / 5 / 10, UTC, local uploads', () => {
    const e = parseEnv({});
    expect([e.RATE_LIMIT_LOGIN, e.RATE_LIMIT_CONTACT, e.RATE_LIMIT_COMMENT]).toEqual([10, 5, 10]);
    expect(e.SITE_TIMEZONE).toBe('UTC');
    expect(e.UPLOAD_DIR).toBe('.data/uploads');
  });

  test('on Vercel, every missing deployment variable is named in one clear error', () => {
    expect(() => parseEnv({ VERCEL: '1' })).toThrow(
      /MONGODB_URI, NEXTAUTH_SECRET, NEXTAUTH_URL, CLOUDINARY_URL/,
    );
    expect(() =>
      parseEnv({
        VERCEL: '1',
        MONGODB_URI: 'mongodb+srv://x',
        NEXTAUTH_SECRET: 's',
        NEXTAUTH_URL: 'https://x.dev',
        CLOUDINARY_URL: 'cloudinary://k:s@c',
      }),
    ).not.toThrow();
  });

  test('an unknown DATA_STORE is refused', () => {
    expect(() => parseEnv({ DATA_STORE: 'postgres' })).toThrow(ConfigError);
  });
});
