import { act, screen } from '@testing-library/react';
import { dismissToast, toast } from '@/components/ui/toast';

/** next/navigation for the site's client components: a fake router and a settable path. */
export const router = {
  push: jest.fn(),
  replace: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  refresh: jest.fn(),
  prefetch: jest.fn(),
};
export const currentPath = { value: '/' };
export const navigationMock = {
  useRouter: () => router,
  usePathname: () => currentPath.value,
};

/** Empties the shared notice store through its public API (it keeps the last four). */
export function clearToasts() {
  act(() => {
    // Four different notices (the same one again would only replace itself) push out the rest.
    const ids = [0, 1, 2, 3].map((n) => toast.info(`-${n}`, { source: {} }));
    ids.forEach(dismissToast);
  });
}

/** The notice with exactly this text (a toast has role status or alert). */
export function findToast(text: string) {
  return screen.findByText(text, { selector: '[role="alert"] p, [role="status"] p' });
}
export function queryToast(text: string) {
  return screen.queryByText(text, { selector: '[role="alert"] p, [role="status"] p' });
}

/** A fetch that answers once with this status and body, or stays pending until `release`. */
export function fakeFetch(answer: [number, unknown] | Error | 'pending') {
  let release: (value: [number, unknown]) => void = () => {};
  const fetchMock = jest.fn(async () => {
    if (answer instanceof Error) throw answer;
    const [status, body] =
      answer === 'pending'
        ? await new Promise<[number, unknown]>((resolve) => (release = resolve))
        : answer;
    return { status, ok: status >= 200 && status < 300, json: async () => body } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, release: (value: [number, unknown]) => release(value) };
}

/** Sets window.scrollY and tells listeners, as a real scroll would. */
export function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}
