import { register } from '@/instrumentation';
import { setStoreForTests } from '@/lib/data';
import { MemoryStore } from '@/lib/data/memory';
import {
  ConfigError,
  cloudinaryConfig,
  hasCloudinary,
  parseEnv,
  resetEnvForTests,
} from '@/lib/env';
import { cloudinaryCredentials } from '@/lib/images/cloudinary-url';

const SECRET = 'Sup3rS3cretValue_x';

function configError(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('CLOUDINARY_URL', () => {
  test("the console's form, cloudinary://<api_key>:<api_secret>@<cloud_name>, gives the three credentials", () => {
    const e = parseEnv({ CLOUDINARY_URL: `cloudinary://123456789012345:${SECRET}@nimbus-studio` });
    expect(cloudinaryConfig(e)).toEqual({
      cloudName: 'nimbus-studio',
      apiKey: '123456789012345',
      apiSecret: SECRET,
      settings: {},
    });
    expect(hasCloudinary(e)).toBe(true);
  });

  test('its query parameters are further SDK settings', () => {
    const e = parseEnv({
      CLOUDINARY_URL: `cloudinary://1:${SECRET}@demo?upload_prefix=https://api-eu.cloudinary.com`,
    });
    expect(cloudinaryConfig(e)?.settings).toEqual({
      upload_prefix: 'https://api-eu.cloudinary.com',
    });
  });

  test.each([
    ['another scheme', `https://123:${SECRET}@demo`],
    ['no scheme', `123:${SECRET}@demo`],
    ['no secret', 'cloudinary://123@demo'],
    ['no key or secret', 'cloudinary://demo'],
    ['no cloud name', `cloudinary://123:${SECRET}@`],
    ['a cloud name with a dot', `cloudinary://123:${SECRET}@my.cloud`],
    ['a port', `cloudinary://123:${SECRET}@demo:443`],
    ['not a URL', 'the key and the secret'],
  ])(
    'set but malformed (%s) stops the start with a message naming the variable and its form',
    (_what, value) => {
      const message = configError({ CLOUDINARY_URL: value });
      expect(message).toContain('CLOUDINARY_URL');
      expect(message).toContain('cloudinary://<api_key>:<api_secret>@<cloud_name>');
      // The value holds the API secret: never repeated in a log.
      expect(message).not.toContain(SECRET);
    },
  );

  test('the server start (instrumentation register) stops on it, with that message', async () => {
    process.env.NEXT_RUNTIME = 'nodejs';
    process.env.CLOUDINARY_URL = `https://123:${SECRET}@demo`;
    resetEnvForTests();
    try {
      await expect(register()).rejects.toThrow(
        /CLOUDINARY_URL: must have the form cloudinary:\/\//,
      );
      delete process.env.CLOUDINARY_URL;
      resetEnvForTests();
      setStoreForTests(new MemoryStore());
      await expect(register()).resolves.toBeUndefined();
    } finally {
      delete process.env.NEXT_RUNTIME;
      delete process.env.CLOUDINARY_URL;
      setStoreForTests(undefined);
      resetEnvForTests();
    }
  });

  test('blank counts as unset: images stay on local disk', () => {
    expect(hasCloudinary(parseEnv({ CLOUDINARY_URL: '  ' }))).toBe(false);
  });
});

describe('CLOUDINARY_CLOUD_NAME, CLOUDINARY_API_KEY and CLOUDINARY_API_SECRET', () => {
  const parts = {
    CLOUDINARY_CLOUD_NAME: 'nimbus-studio',
    CLOUDINARY_API_KEY: '123456789012345',
    CLOUDINARY_API_SECRET: SECRET,
  };

  test('all three together configure Cloudinary', () => {
    expect(cloudinaryConfig(parseEnv(parts))).toEqual({
      cloudName: 'nimbus-studio',
      apiKey: '123456789012345',
      apiSecret: SECRET,
      settings: {},
    });
  });

  test.each([
    ['CLOUDINARY_CLOUD_NAME', ['CLOUDINARY_API_KEY', 'CLOUDINARY_API_SECRET']],
    ['CLOUDINARY_API_SECRET', ['CLOUDINARY_CLOUD_NAME', 'CLOUDINARY_API_KEY']],
  ] as const)(
    '%s alone stops the start, naming the missing ones (no quiet fall-back to local disk)',
    (name, missing) => {
      const message = configError({ [name]: parts[name] });
      for (const variable of missing) expect(message).toContain(variable);
      expect(message).not.toContain(SECRET);
    },
  );

  test('two of three stop the start too', () => {
    const message = configError({ ...parts, CLOUDINARY_API_KEY: '' });
    expect(message).toMatch(/CLOUDINARY_API_KEY: must be set too/);
  });

  test('a cloud name that cannot be a URL segment stops the start', () => {
    expect(configError({ ...parts, CLOUDINARY_CLOUD_NAME: 'my/cloud' })).toMatch(
      /CLOUDINARY_CLOUD_NAME: must be a Cloudinary cloud name/,
    );
  });

  test('CLOUDINARY_URL, when set, is used instead of them', () => {
    const e = parseEnv({
      CLOUDINARY_URL: `cloudinary://9:${SECRET}@from-url`,
      CLOUDINARY_CLOUD_NAME: 'x',
    });
    expect(cloudinaryConfig(e)?.cloudName).toBe('from-url');
  });
});

describe('on Vercel', () => {
  const deployment = {
    VERCEL: '1',
    MONGODB_URI: 'mongodb+srv://u:p@cluster0.example.net/agency',
    NEXTAUTH_SECRET: 'a-long-random-secret',
    NEXTAUTH_URL: 'https://agency.example.com',
  };

  test('without Cloudinary the start stops: uploads would be lost on a read-only file system', () => {
    const message = configError(deployment);
    expect(message).toContain('CLOUDINARY_URL');
    expect(message).toMatch(/read-only/);
    expect(message).toMatch(/every upload would be lost/);
  });

  test('with the URL or the three parts it starts', () => {
    expect(() =>
      parseEnv({ ...deployment, CLOUDINARY_URL: `cloudinary://1:${SECRET}@demo` }),
    ).not.toThrow();
    expect(() =>
      parseEnv({
        ...deployment,
        CLOUDINARY_CLOUD_NAME: 'demo',
        CLOUDINARY_API_KEY: '1',
        CLOUDINARY_API_SECRET: SECRET,
      }),
    ).not.toThrow();
  });

  test('elsewhere, without Cloudinary, images go to local disk', () => {
    expect(hasCloudinary(parseEnv({ ...deployment, VERCEL: '' }))).toBe(false);
  });
});

describe('cloudinaryCredentials (next.config.ts reads the cloud name with it)', () => {
  test('reads the same credentials from raw variables, and nothing from incomplete ones', () => {
    expect(
      cloudinaryCredentials({ CLOUDINARY_URL: `cloudinary://1:${SECRET}@demo` })?.cloudName,
    ).toBe('demo');
    expect(cloudinaryCredentials({ CLOUDINARY_CLOUD_NAME: 'demo' })).toBeNull();
    expect(cloudinaryCredentials({ CLOUDINARY_URL: 'nonsense' })).toBeNull();
    expect(cloudinaryCredentials({})).toBeNull();
  });
});
