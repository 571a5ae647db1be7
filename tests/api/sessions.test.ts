import { encode } from 'next-auth/jwt';
import * as logoutRoute from '@/app/auth/logout/route';
import * as passwordRoute from '@/app/auth/password/route';
import { call, signIn } from '../helpers/http';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';

const TOO_LONG =
  'Password is too long: at most 72 bytes, which is 72 plain letters, digits or symbols, fewer with accented letters (2 bytes each) or emoji (4 bytes each)!';

let serial = 0;
const uniqueName = (label: string) => `${label}-${Date.now().toString(36)}-${++serial}`;

const adminCall = (cookie: string) => call(routes.adminMain.GET, { cookie });
const logout = (cookie?: string) =>
  call(logoutRoute.POST, { method: 'POST', path: '/auth/logout', cookie });
const changePassword = (json: unknown, cookie?: string) =>
  call(passwordRoute.PATCH, { method: 'PATCH', path: '/auth/password', json, cookie });

/** The cookie ("name=value") a response sets, if any. */
const setCookie = (res: { headers: Headers }) => res.headers.get('set-cookie')?.split(';')[0];

describeEachStore('sessions end on the server', (fixture) => {
  async function newAdmin() {
    const name = uniqueName('sess');
    const user = await fixture().createUser(name, 'admin');
    return { name, user };
  }

  describe('POST /auth/logout', () => {
    test('a copy of the cookie taken before signing out gets 401 on its next admin call', async () => {
      const { name } = await newAdmin();
      const cookie = await signIn(name, PASSWORD);
      expect((await adminCall(cookie)).status).toBe(200);
      const copy = cookie;

      const res = await logout(cookie);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Signed out successfully!' });
      expect(res.headers.get('set-cookie')).toMatch(/^next-auth\.session-token=;.*Max-Age=0/);
      expect(res.headers.get('cache-control')).toBe('no-store');

      const replay = await adminCall(copy);
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ message: 'Please sign in to continue.' });
    });

    test('signing out ends every session of that account, and only that account', async () => {
      const { name } = await newAdmin();
      const other = await newAdmin();
      const laptop = await signIn(name, PASSWORD);
      const phone = await signIn(name, PASSWORD);
      const colleague = await signIn(other.name, PASSWORD);
      await logout(laptop);
      expect((await adminCall(phone)).status).toBe(401);
      expect((await adminCall(colleague)).status).toBe(200);
      // Signing in again works, with a fresh session.
      expect((await adminCall(await signIn(name, PASSWORD))).status).toBe(200);
    });

    test('an old cookie cannot sign its owner out again; without a session the answer is the same', async () => {
      const { name } = await newAdmin();
      const old = await signIn(name, PASSWORD);
      await logout(old);
      const current = await signIn(name, PASSWORD);
      expect((await logout(old)).status).toBe(200);
      expect((await adminCall(current)).status).toBe(200);
      expect((await logout()).status).toBe(200);
    });

    test('a session token from before session versions existed is version 0 until the first sign-out', async () => {
      const { user } = await newAdmin();
      const token = await encode({
        token: { sub: user._id, username: user.username, role: 'admin' },
        secret: process.env.NEXTAUTH_SECRET!,
      });
      const legacy = `next-auth.session-token=${token}`;
      expect((await adminCall(legacy)).status).toBe(200);
      await logout(legacy);
      expect((await adminCall(legacy)).status).toBe(401);
    });

    test('GET /auth/logout is a 405 with Allow', async () => {
      const res = await call(logoutRoute.GET, { path: '/auth/logout' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    });

    test('OPTIONS /auth/logout names only the methods it serves', async () => {
      const res = await call(logoutRoute.OPTIONS, { method: 'OPTIONS', path: '/auth/logout' });
      expect(res.status).toBe(204);
      expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    });
  });

  describe('PATCH /auth/password', () => {
    test('202; the new password signs in, the old one not; other sessions end, this one continues with a new cookie', async () => {
      const { name } = await newAdmin();
      const here = await signIn(name, PASSWORD);
      const elsewhere = await signIn(name, PASSWORD);
      const res = await changePassword(
        { currentPassword: PASSWORD, newPassword: 'a-brand-new-password' },
        here,
      );
      expect(res.status).toBe(202);
      expect(res.body).toEqual({
        message: 'Password changed successfully! Your other sessions are signed out.',
      });
      expect(res.headers.get('cache-control')).toBe('no-store');
      const renewed = setCookie(res)!;
      expect(renewed).toMatch(/^next-auth\.session-token=.+/);
      expect(res.headers.get('set-cookie')).toContain('HttpOnly');

      expect((await adminCall(renewed)).status).toBe(200);
      expect((await adminCall(elsewhere)).status).toBe(401);
      expect((await adminCall(here)).status).toBe(401);
      await expect(signIn(name, PASSWORD)).rejects.toThrow(/401/);
      await expect(signIn(name, 'a-brand-new-password')).resolves.toMatch(/session-token/);
    });

    test('a wrong current password is a 400 with a clear message, and nothing changes', async () => {
      const { name } = await newAdmin();
      const cookie = await signIn(name, PASSWORD);
      const res = await changePassword(
        { currentPassword: 'not-my-password', newPassword: 'another-password' },
        cookie,
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Your current password is not correct!' });
      expect(res.headers.get('set-cookie')).toBeNull();
      expect((await adminCall(cookie)).status).toBe(200);
      await expect(signIn(name, PASSWORD)).resolves.toMatch(/session-token/);
    });

    test.each([
      [{ newPassword: 'another-password' }, 'Please fill all fields!'],
      [{ currentPassword: PASSWORD }, 'Please fill all fields!'],
      [{ currentPassword: PASSWORD, newPassword: '        ' }, 'Please fill all fields!'],
      [
        { currentPassword: PASSWORD, newPassword: 'short' },
        'Password must be at least 8 characters!',
      ],
      [{ currentPassword: PASSWORD, newPassword: 'a'.repeat(73) }, TOO_LONG],
      [{ currentPassword: PASSWORD, newPassword: '😀'.repeat(19) }, TOO_LONG],
    ])('400 for %j', async (json, message) => {
      const { name } = await newAdmin();
      const res = await changePassword(json, await signIn(name, PASSWORD));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    });

    test('guessing the current password counts against the account’s sign-in limit', async () => {
      const { name } = await newAdmin();
      const cookie = await signIn(name, PASSWORD);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        statuses.push(
          (
            await changePassword(
              { currentPassword: `guess-${i}`, newPassword: 'x'.repeat(10) },
              cookie,
            )
          ).status,
        );
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429, 429]);
    });

    test('401 signed out, 403 for a non-admin', async () => {
      const json = { currentPassword: PASSWORD, newPassword: 'another-password' };
      expect((await changePassword(json)).status).toBe(401);
      expect((await changePassword(json, await signIn('visitor', PASSWORD))).status).toBe(403);
    });
  });

  describe('new passwords are at most 72 bytes', () => {
    test('POST /auth/signup refuses 73 bytes with a clear 400 and takes 72', async () => {
      const cookie = await signIn('admin', PASSWORD);
      const signup = (password: string) =>
        call(routes.authSignup.POST, {
          json: { username: uniqueName('long'), email: 'l@example.com', password },
          cookie,
        });
      const refused = await signup('é'.repeat(37));
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: TOO_LONG });
      expect((await signup('é'.repeat(36))).status).toBe(201);
    });

    test('sign-in compares a longer password as bcrypt does, so an account set up before the rule keeps working', async () => {
      const { hashPassword } = await import('@/lib/auth/password');
      const name = uniqueName('legacy');
      const longPassword = `${'p'.repeat(72)}-and-more`;
      await fixture().store.users.create({
        username: name,
        email: 'legacy@example.com',
        role: 'admin',
        passwordHash: await hashPassword(longPassword),
      });
      await expect(signIn(name, longPassword)).resolves.toMatch(/session-token/);
    });
  });

  describe('the session version never leaves the server', () => {
    test('not in the sign-in answer, the user list or a new user', async () => {
      const { name } = await newAdmin();
      const cookie = await signIn(name, PASSWORD);
      await logout(await signIn(name, PASSWORD));
      const admin = await signIn('admin', PASSWORD);
      const answers = [
        await call(routes.login.POST, { json: { username: name, password: PASSWORD } }),
        await call(routes.authUsers.GET, { cookie: admin }),
        await call(routes.authSignup.POST, {
          json: { username: uniqueName('fresh'), email: 'f@example.com', password: 'longpassword' },
          cookie: admin,
        }),
      ];
      for (const res of answers) {
        expect(res.status).toBeLessThan(300);
        expect(res.text).not.toContain('sessionVersion');
      }
      expect(cookie).toBeTruthy();
    });
  });
});
