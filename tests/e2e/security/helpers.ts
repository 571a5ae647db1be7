import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { demoMessages } from '../../../lib/data/seed/demo';

export { E2E_ADMIN };

export const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

/** Strings that only admin data contains: contact messages from the demo content, counts. */
export const ADMIN_DATA_MARKERS = [
  ...demoMessages.map((m) => m.email),
  'usersCount',
  'messagesCount',
  'passwordHash',
];

export async function signInCookie(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/auth/login', { data: { username, password } });
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  return res.headers()['set-cookie']!.split(';')[0]!;
}

/** A non-admin account on the e2e server (created once through the admin API). */
export function userCookie(request: APIRequestContext): Promise<string> {
  return roleCookie(request, 'user');
}

/** An editor on the e2e server (created once through the admin API). */
export function editorCookie(request: APIRequestContext): Promise<string> {
  return roleCookie(request, 'editor');
}

async function roleCookie(request: APIRequestContext, role: 'user' | 'editor') {
  const admin = await signInCookie(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const username = role === 'user' ? 'plain-user' : 'plain-editor';
  const password = `${username}-password`;
  const res = await request.post('/auth/signup', {
    data: { username, email: `${username}@example.com`, password, role },
    headers: { cookie: admin },
  });
  if (![201, 409].includes(res.status())) throw new Error(`signup failed: ${res.status()}`);
  return signInCookie(request, username, password);
}

/** A port nothing listens on now (the system picks it), for a server or relay a test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts another production server of this build (for outage and multi-process drills) on a
 * port from freePort(). It fails at once if something already answers there, or if the server
 * exits before it answers, rather than letting the test talk to some other process.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const answers = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answers) throw new Error(`port ${port} is already in use`);
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NEXTAUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
        NEXTAUTH_URL: `http://127.0.0.1:${port}`,
        ...env,
      },
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.status < 500) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (child.exitCode !== null) throw new Error(`server on ${port} exited (${child.exitCode})`);
  child.kill();
  throw new Error(`server on ${port} did not start`);
}

export async function stopServer(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
