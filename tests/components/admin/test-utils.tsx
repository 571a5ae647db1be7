import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminUserProvider, type AdminUser } from '@/components/admin/admin-user';
import { dismissToast, toast } from '@/components/ui/toast';
import { Toaster } from '@/components/ui/toaster';

/** The router every screen under test gets (`jest.mock('next/navigation', ...)` in each file). */
export const mockRouter = {
  push: jest.fn(),
  replace: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  refresh: jest.fn(),
  prefetch: jest.fn(),
};
export const mockPath = { current: '/private/admin' };
export const navigationMock = {
  useRouter: () => mockRouter,
  usePathname: () => mockPath.current,
};

export const ME: AdminUser = { id: '65f1a0000000000000000001', username: 'admin', role: 'admin' };

/** Renders a panel screen the way the admin layout does: with the signed-in admin and a Toaster. */
export function renderAdmin(ui: ReactElement, user: AdminUser = ME) {
  return render(
    <AdminUserProvider user={user}>
      {ui}
      <Toaster />
    </AdminUserProvider>,
  );
}

/** Empties the shared toast store between tests, through its public API (it keeps the last 4). */
export function clearToasts() {
  // Four different notices (the same one again would only replace itself) push out the rest.
  const ids = [0, 1, 2, 3].map((n) => toast.info(`-${n}`, { source: {} }));
  ids.forEach(dismissToast);
}

/** The notice on screen with exactly this text (a toast: role status or alert). */
export async function findToast(text: string) {
  return screen.findByText(text, { selector: '[role="alert"] p, [role="status"] p' });
}

export function queryToast(text: string) {
  return screen.queryByText(text, { selector: '[role="alert"] p, [role="status"] p' });
}

/**
 * A check's message, written under its field (its FieldError) and, said there, not again in a
 * toast. Returns the message's element.
 */
export async function findFieldMessage(text: string) {
  const message = await screen.findByText(text, { selector: 'p[id$="-error"]' });
  expect(queryToast(text)).toBeNull();
  return message;
}

type Answer = [status: number, body?: unknown];
type Handler = Answer | ((init: RequestInit) => Answer | Promise<Answer>);

export interface FetchCall {
  method: string;
  path: string;
  init: RequestInit;
}

/**
 * Replaces fetch with a small fake API: `'METHOD /path'` to an answer or a function of the
 * request (which may return a promise, to hold a request open). Unknown calls fail the test.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: FetchCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, path, init });
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`Unexpected call: ${method} ${path}`);
    const [status, body] = typeof handler === 'function' ? await handler(init) : handler;
    return {
      status,
      ok: status >= 200 && status < 300,
      redirected: false,
      json: async () => (body === undefined ? null : JSON.parse(JSON.stringify(body))),
    } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A request the test answers later: to see busy states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

let objectUrls = 0;
export const objectUrl = {
  create: jest.fn((file: Blob) => `blob:mock/${++objectUrls}-${(file as File).name ?? 'blob'}`),
  revoke: jest.fn(),
};

/** jsdom has no object URLs: previews use these fakes. */
export function installObjectUrls() {
  objectUrl.create.mockClear();
  objectUrl.revoke.mockClear();
  Object.defineProperty(URL, 'createObjectURL', {
    value: objectUrl.create,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    value: objectUrl.revoke,
    configurable: true,
    writable: true,
  });
}

export function pngFile(name = 'photo.png', size = 1024) {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

/** The body rows of the table named `label` (its caption). */
export function tableRows(label: string) {
  const table = screen.getByRole('table', { name: label });
  const [, ...rows] = within(table).getAllByRole('row');
  return rows;
}

/** The panel logs failed calls on purpose; keep test output to real problems. */
export function silenceAdminLogs() {
  const original = console.error;
  return jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[admin]')) return;
    original(...args);
  });
}
