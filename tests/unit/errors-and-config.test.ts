import { ZodError, z } from 'zod';
import {
  ApiError,
  DatabaseUnavailableError,
  describeError,
  toErrorResponse,
} from '@/lib/api/errors';
import { selectStoreKind } from '@/lib/data';
import { ConfigError, parseEnv } from '@/lib/env';

describe('error mapper', () => {
  const silence = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

  test('ApiError keeps its status, message and headers', async () => {
    const res = toErrorResponse(new ApiError(429, 'Slow down', { 'Retry-After': '60' }));
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('60');
    expect(await res.json()).toEqual({ message: 'Slow down' });
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
