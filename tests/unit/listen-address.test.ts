import { listenArguments } from '../../scripts/listen-address.mjs';

describe('the launcher: where the server listens', () => {
  test('without trusted proxies Next.js keeps its own default, and nothing is said', () => {
    expect(listenArguments(['-p', '3000'], {})).toEqual({ args: ['-p', '3000'], notice: null });
    expect(listenArguments([], { TRUSTED_PROXY_HOPS: '0' }).args).toEqual([]);
  });

  test('with TRUSTED_PROXY_HOPS set it listens on loopback only, and says so', () => {
    const { args, notice } = listenArguments(['-p', '3000'], { TRUSTED_PROXY_HOPS: '1' });
    expect(args).toEqual(['-p', '3000', '-H', '127.0.0.1']);
    expect(notice).toMatch(/TRUSTED_PROXY_HOPS=1: listening on 127\.0\.0\.1 only/);
  });

  test.each([[['-H', '0.0.0.0']], [['--hostname', '0.0.0.0']], [['--hostname=0.0.0.0']]])(
    'a host named on the command line (%j) is kept, with a warning',
    (given) => {
      const { args, notice } = listenArguments(given, { TRUSTED_PROXY_HOPS: '2' });
      expect(args).toEqual(given);
      expect(notice).toMatch(/listening on 0\.0\.0\.0 as asked/);
    },
  );
});
