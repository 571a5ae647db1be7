import { call, signIn } from '../helpers/http';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';
import { resetEnvForTests } from '@/lib/env';

const HASH = /\$2[aby]\$\d\d\$/;

describeEachStore('sign-in and user management', (fixture) => {
  describe('POST /auth/login', () => {
    const login = (json: unknown) => call(routes.login.POST, { path: '/auth/login', json });

    test('200 with user (no password) and an HttpOnly, SameSite=Lax session cookie', async () => {
      const res = await login({ username: 'admin', password: PASSWORD });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['user']);
      expect(res.body.user).toMatchObject({
        username: 'admin',
        role: 'admin',
        email: 'admin@example.com',
      });
      expect(res.text).not.toMatch(HASH);
      expect(res.text).not.toContain('password');
      const cookie = res.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^next-auth\.session-token=/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
    });

    test('behind HTTPS the cookie is Secure (with the __Secure- prefix) and is read back', async () => {
      process.env.NEXTAUTH_URL = 'https://agency.example';
      resetEnvForTests();
      try {
        const res = await login({ username: 'admin', password: PASSWORD });
        const cookie = res.headers.get('set-cookie')!;
        expect(cookie).toMatch(/^__Secure-next-auth\.session-token=/);
        expect(cookie).toContain('; Secure');
        const session = cookie.split(';')[0]!;
        expect((await call(routes.adminMain.GET, { cookie: session })).status).toBe(200);
      } finally {
        delete process.env.NEXTAUTH_URL;
        resetEnvForTests();
      }
    });

    test('the username is matched without regard to case', async () => {
      expect((await login({ username: 'ADMIN', password: PASSWORD })).status).toBe(200);
    });

    test.each([
      [{ username: 'admin' }],
      [{ password: PASSWORD }],
      [{ username: '', password: '' }],
      [{ username: { $gt: '' }, password: { $gt: '' } }],
    ])('400 "Please fill all field!" for %j', async (json) => {
      const res = await login(json);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Please fill all field!' });
    });

    test('400 naming the limit for a password over 200 characters', async () => {
      const res = await call(routes.login.POST, {
        json: { username: 'admin', password: 'x'.repeat(201) },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Password must be at most 200 characters!' });
    });

    test('401 for a wrong password or an unknown user, with one message for both', async () => {
      const wrong = await login({ username: 'admin', password: 'nope-nope-nope' });
      const unknown = await login({ username: 'ghost', password: PASSWORD });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'Invalid username or password!' });
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.headers.get('set-cookie')).toBeNull();
    });
  });

  describe('GET /auth/users', () => {
    test('200 with users, newest first, never a password or hash', async () => {
      const res = await call(routes.authUsers.GET, { cookie: await signIn('admin', PASSWORD) });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['users']);
      const users = res.body.users as Record<string, unknown>[];
      expect(users.map((u) => u.username)).toEqual(['visitor', 'admin']);
      for (const user of users) {
        expect(Object.keys(user).sort()).toEqual([
          '_id',
          'createdAt',
          'email',
          'role',
          'updatedAt',
          'username',
        ]);
      }
      expect(res.text).not.toMatch(HASH);
    });
  });

  describe('POST /auth/signup', () => {
    let admin: string;
    beforeAll(async () => {
      admin = await signIn('admin', PASSWORD);
    });
    const signup = (json: unknown) => call(routes.authSignup.POST, { json, cookie: admin });

    test('201 with message and newUser; role admin by default; the new account can sign in', async () => {
      const res = await signup({
        username: 'editor1',
        email: 'e1@example.com',
        password: 'longpassword',
      });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['message', 'newUser']);
      expect(res.body.message).toBe('User added successfully!');
      expect(res.body.newUser).toMatchObject({
        username: 'editor1',
        email: 'e1@example.com',
        role: 'admin',
      });
      expect(res.text).not.toMatch(HASH);
      expect(res.text).not.toContain('longpassword');
      await expect(signIn('editor1', 'longpassword')).resolves.toMatch(/session-token/);
    });

    test('a user role can be chosen', async () => {
      const res = await signup({
        username: 'reader1',
        email: 'r1@example.com',
        password: 'longpassword',
        role: 'user',
      });
      expect(res.body.newUser).toMatchObject({ role: 'user' });
    });

    test.each(['username', 'email', 'password'])(
      '400 "Please fill all fields!" without %s',
      async (field) => {
        const json: Record<string, string> = {
          username: 'x1',
          email: 'x@x.x',
          password: 'longpassword',
        };
        delete json[field];
        const res = await signup(json);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Please fill all fields!' });
      },
    );

    test('400 for a password under 8 characters and for an unknown role', async () => {
      const short = await signup({ username: 'x2', email: 'x@x.x', password: 'short' });
      expect(short.status).toBe(400);
      expect(short.body).toEqual({ message: 'Password must be at least 8 characters!' });
      const role = await signup({
        username: 'x3',
        email: 'x@x.x',
        password: 'longpassword',
        role: 'root',
      });
      expect(role.status).toBe(400);
      expect(role.body).toEqual({ message: 'Role must be admin, editor or user!' });
    });

    test('a form body over 100 kB is refused whole (413), never parsed cut short', async () => {
      // Behind the proxy a body longer than 128 kB arrives cut there: no such body may parse as
      // shorter fields. Here the fields come first, the padding last.
      const body = new URLSearchParams({
        username: 'padded1',
        email: 'p1@example.com',
        password: 'longpassword',
        pad: 'x'.repeat(100 * 1024),
      }).toString();
      const res = await call(routes.authSignup.POST, {
        raw: { contentType: 'application/x-www-form-urlencoded', body },
        cookie: admin,
      });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'The request body is too large.' });
      const users = (await call(routes.authUsers.GET, { cookie: admin })).body.users as {
        username: string;
      }[];
      expect(users.map((u) => u.username)).not.toContain('padded1');
    });

    test.each([
      ['full-width letters', 'ＡＤＭＩＮ'],
      ['a zero-width space', 'ad\u200bmin'],
      ['a soft hyphen', 'ad\u00admin'],
    ])('409 for a look-alike of an existing username: %s', async (_what, username) => {
      const res = await signup({
        username: JSON.parse(`"${username}"`) as string,
        email: 'dup@example.com',
        password: 'longpassword',
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'That username is already taken!' });
    });

    test('409 for a username that exists (in any letter case)', async () => {
      const res = await signup({
        username: 'Admin',
        email: 'dup@example.com',
        password: 'longpassword',
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'That username is already taken!' });
    });
  });

  describe('DELETE /auth/user/delete/{id}', () => {
    test('203 with message; the deleted account can no longer sign in', async () => {
      const admin = await signIn('admin', PASSWORD);
      const victim = await fixture().createUser('short-lived', 'user');
      const res = await call(routes.authUserDelete.DELETE, {
        method: 'DELETE',
        params: { id: victim._id },
        cookie: admin,
      });
      expect(res.status).toBe(203);
      expect(res.body).toEqual({ message: 'User deleted successfully!' });
      await expect(signIn('short-lived', PASSWORD)).rejects.toThrow(/401/);
    });

    test('409 for your own account', async () => {
      const admin = await signIn('admin', PASSWORD);
      const res = await call(routes.authUserDelete.DELETE, {
        method: 'DELETE',
        params: { id: fixture().accounts.admin._id },
        cookie: admin,
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'You cannot delete your own account!' });
    });

    test('a non-admin cannot delete anyone, and nothing is removed', async () => {
      const { store, accounts } = fixture();
      const cookie = await signIn('visitor', PASSWORD);
      const res = await call(routes.authUserDelete.DELETE, {
        method: 'DELETE',
        params: { id: accounts.admin._id },
        cookie,
      });
      expect(res.status).toBe(403);
      expect(await store.users.get(accounts.admin._id)).not.toBeNull();
    });

    test('two admins deleting each other at the same moment never leave zero admins', async () => {
      const { store, createUser } = fixture();
      // Exactly two admins, A and B, each signed in.
      const a = await createUser('admin-a', 'admin');
      const b = await createUser('admin-b', 'admin');
      for (const user of await store.users.list()) {
        if (user.role === 'admin' && user._id !== a._id && user._id !== b._id) {
          await store.users.remove(user._id);
        }
      }
      const cookieA = await signIn('admin-a', PASSWORD);
      const cookieB = await signIn('admin-b', PASSWORD);
      // Both requests are let through only once both have read their users, so both are
      // authorised before either deletes: the race the guard must survive.
      const get = store.users.get.bind(store.users);
      let arrived = 0;
      let release!: () => void;
      const bothHere = new Promise<void>((resolve) => (release = resolve));
      const spy = jest.spyOn(store.users, 'get').mockImplementation(async (id) => {
        if ((id === a._id || id === b._id) && arrived < 2) {
          arrived += 1;
          if (arrived === 2) release();
          await bothHere;
        }
        return get(id);
      });
      try {
        const answers = await Promise.all([
          call(routes.authUserDelete.DELETE, {
            method: 'DELETE',
            params: { id: b._id },
            cookie: cookieA,
          }),
          call(routes.authUserDelete.DELETE, {
            method: 'DELETE',
            params: { id: a._id },
            cookie: cookieB,
          }),
        ]);
        for (const answer of answers) expect([203, 409]).toContain(answer.status);
        const deleted = answers.filter((r) => r.status === 203).length;
        for (const r of answers.filter((r) => r.status === 409)) {
          expect(r.body).toEqual({ message: 'You cannot delete the last admin!' });
        }
        const admins = (await store.users.list()).filter((u) => u.role === 'admin');
        expect(admins.length).toBeGreaterThanOrEqual(1);
        expect(admins.length).toBe(2 - deleted);
      } finally {
        spy.mockRestore();
        await fixture().reset();
      }
    });

    test('404 for unknown and malformed ids', async () => {
      const admin = await signIn('admin', PASSWORD);
      for (const id of ['65f1a9999999999999999999', 'x']) {
        const res = await call(routes.authUserDelete.DELETE, {
          method: 'DELETE',
          params: { id },
          cookie: admin,
        });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'User not found' });
      }
    });
  });
});
