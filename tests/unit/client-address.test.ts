import { ConfigError, parseEnv, resetEnvForTests } from '@/lib/env';
import { clientKey } from '@/lib/rate-limit';

/** clientKey reads the configuration through env(): set it, answer, put it back. */
function keyWith(env: Record<string, string>, headers: Record<string, string>): string | null {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  resetEnvForTests();
  try {
    return clientKey(new Headers(headers));
  } finally {
    for (const name of Object.keys(env)) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    resetEnvForTests();
  }
}

describe('the client address for rate limits', () => {
  test('a directly exposed server (TRUSTED_PROXY_HOPS unset or 0) trusts no header', () => {
    const spoofed = { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8' };
    expect(keyWith({}, spoofed)).toBeNull();
    expect(keyWith({ TRUSTED_PROXY_HOPS: '0' }, spoofed)).toBeNull();
    expect(keyWith({}, { 'x-vercel-forwarded-for': '203.0.113.9' })).toBeNull();
  });

  test('behind one proxy the last X-Forwarded-For entry is the client; what the client sent is ignored', () => {
    const env = { TRUSTED_PROXY_HOPS: '1' };
    expect(keyWith(env, { 'x-forwarded-for': '198.51.100.20' })).toBe('198.51.100.20');
    // The client claimed to be the victim; the proxy appended the address it really saw.
    expect(keyWith(env, { 'x-forwarded-for': '192.0.2.1, 198.51.100.20' })).toBe('198.51.100.20');
    expect(keyWith(env, { 'x-forwarded-for': 'a, b, c, 198.51.100.20' })).toBe('198.51.100.20');
  });

  test('behind two proxies the second entry from the end is the client', () => {
    const env = { TRUSTED_PROXY_HOPS: '2' };
    expect(keyWith(env, { 'x-forwarded-for': '192.0.2.1, 198.51.100.20, 10.0.0.2' })).toBe(
      '198.51.100.20',
    );
    expect(keyWith(env, { 'x-forwarded-for': '2001:db8::7, 10.0.0.2' })).toBe('2001:db8::7');
  });

  test('a request that did not pass through every proxy, or a garbled entry, has no address', () => {
    expect(keyWith({ TRUSTED_PROXY_HOPS: '2' }, { 'x-forwarded-for': '198.51.100.20' })).toBeNull();
    expect(keyWith({ TRUSTED_PROXY_HOPS: '1' }, {})).toBeNull();
    expect(keyWith({ TRUSTED_PROXY_HOPS: '1' }, { 'x-forwarded-for': '1.2.3.4, <script>' })).toBe(
      null,
    );
  });

  test("on Vercel, Vercel's own client-address header, with no setting", () => {
    const env = { VERCEL: '1', ...deployment() };
    expect(
      keyWith(env, {
        'x-vercel-forwarded-for': '198.51.100.30',
        'x-forwarded-for': '198.51.100.30',
      }),
    ).toBe('198.51.100.30');
    // TRUSTED_PROXY_HOPS does not apply there: Vercel overwrites X-Forwarded-For itself.
    expect(
      keyWith({ ...env, TRUSTED_PROXY_HOPS: '2' }, { 'x-vercel-forwarded-for': '198.51.100.31' }),
    ).toBe('198.51.100.31');
  });
});

function deployment() {
  return {
    MONGODB_URI: 'mongodb+srv://x',
    NEXTAUTH_SECRET: 's',
    NEXTAUTH_URL: 'https://x.dev',
    CLOUDINARY_URL: 'cloudinary://k:s@c',
  };
}

describe('TRUSTED_PROXY_HOPS and ADMIN_PASSWORD at start-up', () => {
  test('TRUSTED_PROXY_HOPS defaults to 0 and takes a whole number', () => {
    expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '' }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
  });

  test.each(['-1', '1.5', 'one', 'true', '1 2', '100'])(
    'TRUSTED_PROXY_HOPS=%s stops the start with an error naming the variable',
    (value) => {
      expect(() => parseEnv({ TRUSTED_PROXY_HOPS: value })).toThrow(ConfigError);
      expect(() => parseEnv({ TRUSTED_PROXY_HOPS: value })).toThrow(/TRUSTED_PROXY_HOPS: must be/);
    },
  );

  test('an ADMIN_PASSWORD over 72 bytes (or under 8 characters) stops the start, naming it', () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: 'a'.repeat(73) })).toThrow(
      /ADMIN_PASSWORD: Password is too long: at most 72 bytes/,
    );
    // 37 two-byte letters: 37 characters, 74 bytes.
    expect(() => parseEnv({ ADMIN_PASSWORD: 'é'.repeat(37) })).toThrow(/ADMIN_PASSWORD/);
    expect(() => parseEnv({ ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: Password must be at least 8 characters!/,
    );
    expect(parseEnv({ ADMIN_PASSWORD: 'a'.repeat(72) }).ADMIN_PASSWORD).toBe('a'.repeat(72));
  });
});
