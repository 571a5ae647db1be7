import { ApiError } from '@/lib/api/errors';
import { setStoreForTests } from '@/lib/data';
import { MemoryStore } from '@/lib/data/memory';
import {
  admitSignIn,
  clearSignInFailures,
  resetLimitsForTests,
  signInWaitSeconds,
} from '@/lib/rate-limit';

const MESSAGE = 'wait';

/** The answer to one attempt: 'ok', or the Retry-After of its 429. */
async function attempt(account: string): Promise<string> {
  try {
    await admitSignIn(account, MESSAGE);
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      expect(error.message).toBe(MESSAGE);
      return `wait ${error.headers?.['Retry-After']}`;
    }
    throw error;
  }
}

describe('the per-account wait between failed sign-ins', () => {
  beforeEach(async () => {
    jest.useFakeTimers();
    setStoreForTests(new MemoryStore());
    await resetLimitsForTests();
  });
  afterEach(() => {
    jest.useRealTimers();
    setStoreForTests(undefined);
  });

  test('five attempts are free, then the waits are 1, 2, 4, 8, 16 and at most 30 seconds', () => {
    expect([1, 2, 3, 4, 5].map(signInWaitSeconds)).toEqual([0, 0, 0, 0, 0]);
    expect([6, 7, 8, 9, 10, 11, 12, 50].map(signInWaitSeconds)).toEqual([
      1, 2, 4, 8, 16, 30, 30, 30,
    ]);
  });

  test('each attempt after the free ones must wait for the one before, and the wait grows', async () => {
    const account = 'user:a';
    for (let i = 0; i < 5; i++) expect(await attempt(account)).toBe('ok');
    const waits: string[] = [];
    for (const seconds of [1, 2, 4, 8, 16, 30, 30]) {
      expect(await attempt(account)).toBe('ok');
      // Straight after an attempt that went ahead, the next one is told how long to wait.
      waits.push(await attempt(account));
      jest.advanceTimersByTime(seconds * 1000 - 1);
      expect(await attempt(account)).toBe('wait 1');
      jest.advanceTimersByTime(1);
    }
    expect(waits).toEqual([
      'wait 1',
      'wait 2',
      'wait 4',
      'wait 8',
      'wait 16',
      'wait 30',
      'wait 30',
    ]);
  });

  test('refused attempts do not make the wait longer, and other accounts are not affected', async () => {
    for (let i = 0; i < 6; i++) await attempt('user:a');
    for (let i = 0; i < 20; i++) expect(await attempt('user:a')).toBe('wait 1');
    expect(await attempt('user:b')).toBe('ok');
    jest.advanceTimersByTime(1000);
    expect(await attempt('user:a')).toBe('ok');
    expect(await attempt('user:a')).toBe('wait 2');
  });

  test('a success clears the run: the next failures are free again', async () => {
    for (let i = 0; i < 6; i++) await attempt('user:a');
    expect(await attempt('user:a')).toBe('wait 1');
    await clearSignInFailures('user:a');
    for (let i = 0; i < 5; i++) expect(await attempt('user:a')).toBe('ok');
  });

  test('simultaneous attempts are admitted one by one: only the free ones and one more go ahead', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => attempt('user:c')));
    expect(results.filter((r) => r === 'ok')).toHaveLength(6);
    expect(results.filter((r) => r.startsWith('wait'))).toHaveLength(24);
  });

  test('a run of failures is forgotten 15 minutes after it began', async () => {
    for (let i = 0; i < 6; i++) await attempt('user:d');
    jest.advanceTimersByTime(15 * 60 * 1000);
    for (let i = 0; i < 5; i++) expect(await attempt('user:d')).toBe('ok');
  });
});
