import { after } from 'next/server';
import { rendersUnderWay, trackRender } from '@/lib/renders';

jest.mock('next/server', () => ({ after: jest.fn() }));

/**
 * A write waits for the page renders under way when it landed (lib/renders.ts), so that its
 * invalidation drops what they store. Each render ends when its request has been answered: the
 * callback it gave after().
 */
let answered: (() => void)[];
beforeEach(() => {
  answered = [];
  (after as jest.Mock).mockImplementation((callback: () => void) => answered.push(callback));
});
afterEach(() => jest.useRealTimers());

/** Whether the promise has settled after the pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

test('a write waits until the render under way has been answered', async () => {
  trackRender();
  const write = rendersUnderWay();
  expect(await settled(write)).toBe(false);
  answered.forEach((end) => end());
  expect(await settled(write)).toBe(true);
  // That render is over: the next write does not wait for it.
  expect(await settled(rendersUnderWay())).toBe(true);
});

test('with no render under way, or outside a request, a write does not wait', async () => {
  expect(await settled(rendersUnderWay())).toBe(true);
  (after as jest.Mock).mockImplementation(() => {
    throw new Error('`after` was called outside a request scope.');
  });
  trackRender();
  expect(await settled(rendersUnderWay())).toBe(true);
});

test('a render whose request never ends holds a write 5 s at most, and no later write', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate'] });
  trackRender();
  const write = rendersUnderWay();
  await jest.advanceTimersByTimeAsync(4_900);
  expect(await settled(write)).toBe(false);
  await jest.advanceTimersByTimeAsync(100);
  await write;
  await jest.advanceTimersByTimeAsync(100);
  expect(await settled(rendersUnderWay())).toBe(true);
});
