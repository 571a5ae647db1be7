import * as adminBlogList from '@/app/admin/blogs/get/route';
import * as adminProjectAdd from '@/app/admin/projects/add/route';
import * as authUserRole from '@/app/auth/user/role/[id]/route';
import { png } from '../helpers/files';
import { call, signIn } from '../helpers/http';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';

const FORBIDDEN = { message: "You don't have permission to access this page." };

describeEachStore('roles: an editor, and an admin changing roles', (fixture) => {
  beforeEach(() => fixture().reset());

  const changeRole = (cookie: string, id: string, json: unknown) =>
    call(authUserRole.PATCH, {
      method: 'PATCH',
      path: `/auth/user/role/${id}`,
      params: { id },
      json,
      cookie,
    });

  test('an editor manages content but is refused the leads, the users and the export', async () => {
    await fixture().createUser('writer', 'editor');
    const cookie = await signIn('writer', PASSWORD);
    const created = await call(adminProjectAdd.POST, {
      path: '/admin/projects/add',
      cookie,
      form: {
        title: 'Written by an editor',
        description: 'A project an editor added.',
        link: 'https://example.com/editor',
        imageAlt: 'The project on a laptop',
        image: png('shot.png'),
      },
    });
    expect(created.body).toMatchObject({ message: 'Project added successfully!' });
    expect(created.status).toBe(201);
    const refused = [
      call(routes.adminMain.GET, { path: '/admin/main/get', cookie }),
      call(routes.adminContactExport.GET, { path: '/admin/main/contact/export', cookie }),
      call(routes.authUsers.GET, { path: '/auth/users', cookie }),
    ];
    for (const res of await Promise.all(refused)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
      expect(res.text).not.toContain('@example.com');
    }
  });

  test('an admin makes a user an editor: 200, and their very next request has the new rights', async () => {
    const { accounts } = fixture();
    const admin = await signIn('admin', PASSWORD);
    const visitor = await signIn('visitor', PASSWORD);
    const list = () => call(adminBlogList.GET, { path: '/admin/blogs/get', cookie: visitor });
    expect((await list()).status).toBe(403);

    const res = await changeRole(admin, accounts.user._id, { role: 'editor' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'visitor is now an editor.',
      user: { _id: accounts.user._id, username: 'visitor', role: 'editor' },
    });
    expect(res.text).not.toMatch(/password/i);
    // The same cookie: the role is read from the store on every request.
    expect((await list()).status).toBe(200);

    await changeRole(admin, accounts.user._id, { role: 'user' });
    expect((await list()).status).toBe(403);
  });

  test('the last admin keeps their role: 409, and nothing changes', async () => {
    const { accounts, store } = fixture();
    const admin = await signIn('admin', PASSWORD);
    const res = await changeRole(admin, accounts.admin._id, { role: 'editor' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'The site needs at least one admin: make someone else an admin first!',
    });
    expect((await store.users.get(accounts.admin._id))?.role).toBe('admin');
  });

  test('with a second admin, an admin may step down, and is an editor from the next request', async () => {
    const { accounts, createUser, store } = fixture();
    await createUser('boss', 'admin');
    const admin = await signIn('admin', PASSWORD);
    expect((await changeRole(admin, accounts.admin._id, { role: 'editor' })).status).toBe(200);
    expect((await store.users.get(accounts.admin._id))?.role).toBe('editor');
    expect((await call(routes.authUsers.GET, { path: '/auth/users', cookie: admin })).status).toBe(
      403,
    );
  });

  test('two admins demoting each other at once never leave the site without an admin', async () => {
    const { accounts, createUser, store } = fixture();
    const boss = await createUser('boss', 'admin');
    const [a, b] = await Promise.all([signIn('admin', PASSWORD), signIn('boss', PASSWORD)]);
    const answers = await Promise.all([
      changeRole(a, boss._id, { role: 'editor' }),
      changeRole(b, accounts.admin._id, { role: 'editor' }),
    ]);
    // One may win (the other then answers 409, or 403 once its sender is an editor), or neither.
    expect(answers.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    expect(await store.users.countByRole('admin')).toBeGreaterThanOrEqual(1);
  });

  test.each([
    [{}, 'Please fill all fields!'],
    [{ role: 'owner' }, 'Role must be admin, editor or user!'],
    [{ role: '' }, 'Please fill all fields!'],
  ])('a missing or unknown role (%j): 400, and nothing changes', async (json, message) => {
    const { accounts, store } = fixture();
    const admin = await signIn('admin', PASSWORD);
    const res = await changeRole(admin, accounts.user._id, json);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect((await store.users.get(accounts.user._id))?.role).toBe('user');
  });

  test('an unknown or malformed id: 404', async () => {
    const admin = await signIn('admin', PASSWORD);
    for (const id of ['65f1a1000000000000000099', 'not-an-id']) {
      const res = await changeRole(admin, id, { role: 'editor' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'User not found' });
    }
  });

  test('an editor cannot change anyone’s role, their own included', async () => {
    const { store } = fixture();
    const writer = await fixture().createUser('writer', 'editor');
    const cookie = await signIn('writer', PASSWORD);
    const res = await changeRole(cookie, writer._id, { role: 'admin' });
    expect(res.status).toBe(403);
    expect((await store.users.get(writer._id))?.role).toBe('editor');
  });
});
