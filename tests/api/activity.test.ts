import { revalidatePath } from 'next/cache';
import * as adminRedirectAdd from '@/app/admin/redirects/add/route';
import * as adminTrashDelete from '@/app/admin/trash/delete/[id]/route';
import * as adminTrashRestore from '@/app/admin/trash/restore/[id]/route';
import * as authPassword from '@/app/auth/password/route';
import * as authUserRole from '@/app/auth/user/role/[id]/route';
import * as logout from '@/app/auth/logout/route';
import * as moderate from '@/app/admin/comments/moderate/route';
import * as settingsUpdate from '@/app/admin/settings/update/route';
import { contentVersion, formValuesOf, project, siteSettings, type Activity } from '@/lib/entities';
import { resetEnvForTests } from '@/lib/env';
import { call, signIn } from '../helpers/http';
import { png } from '../helpers/files';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';

/**
 * Every admin write records who made it, when, from which trusted address and what changed:
 * checked here through the routes themselves, one representative write of each builder.
 */

const ADDRESS = '203.0.113.7';

describeEachStore('the activity log records admin writes', (fixture) => {
  let admin: string;
  beforeAll(() => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.TRUSTED_PROXY_HOPS;
    resetEnvForTests();
  });
  beforeEach(async () => {
    await fixture().reset();
    admin = await signIn('admin', PASSWORD);
    await fixture().store.activity.add({
      actor: null,
      action: 'sign-in',
      kind: 'session',
      address: null,
    });
    (revalidatePath as jest.Mock).mockClear();
  });

  const from = { 'x-forwarded-for': ADDRESS };
  /** The entries after the sign-in and the marker the fixture left, newest first. */
  async function recorded(): Promise<Activity[]> {
    const all = await fixture().store.activity.list();
    const marker = all.findIndex((e) => e.actor === null && e.action === 'sign-in');
    return all.slice(0, marker);
  }
  const adminActor = () => ({ id: fixture().accounts.admin._id, username: 'admin' });

  test('a project created, updated and deleted: one entry each, the update with only what changed', async () => {
    const created = await call(routes.adminProjectAdd.POST, {
      path: project.api.add,
      cookie: admin,
      headers: from,
      form: {
        title: 'Harbor Bank',
        description: 'A banking site.',
        link: 'https://harbor.example',
        imageAlt: 'The Harbor Bank home page',
        image: png(),
      },
    });
    expect(created.status).toBe(201);
    const id = (created.body.project as { _id: string })._id;
    const stored = (await fixture().store.projects.get(id))!;
    const updated = await call(routes.adminProjectUpdate.PATCH, {
      method: 'PATCH',
      cookie: admin,
      headers: from,
      params: { projectID: id },
      form: {
        ...(formValuesOf(project.fields, stored) as Record<string, string>),
        title: 'Harbor Bank 2',
        description: 'A bank’s new site.',
      },
    });
    expect(updated.status).toBe(202);
    const removed = await call(routes.adminProjectDelete.DELETE, {
      method: 'DELETE',
      cookie: admin,
      headers: from,
      params: { id },
    });
    expect(removed.status).toBe(203);

    const [deleteEntry, updateEntry, createEntry] = await recorded();
    const about = { kind: 'project', recordId: id, actor: adminActor(), address: ADDRESS };
    expect(createEntry).toMatchObject({ ...about, action: 'create', label: 'Harbor Bank' });
    expect(updateEntry).toMatchObject({ ...about, action: 'update', label: 'Harbor Bank 2' });
    expect(updateEntry!.changes).toEqual([
      { field: 'Title', from: 'Harbor Bank', to: 'Harbor Bank 2' },
      { field: 'Description', from: 'A banking site.', to: 'A bank’s new site.' },
    ]);
    expect(deleteEntry).toMatchObject({ ...about, action: 'delete', label: 'Harbor Bank 2' });
    expect(deleteEntry!.createdAt >= createEntry!.createdAt).toBe(true);
  });

  test('the settings: the fields that changed, by their labels', async () => {
    const before = await fixture().store.settings.get();
    const values = formValuesOf(siteSettings.fields, before!);
    const res = await call(settingsUpdate.PATCH, {
      method: 'PATCH',
      cookie: admin,
      headers: { ...from, 'If-Match': `"${contentVersion(siteSettings.fields, before!)}"` },
      json: { ...values, phone: '+1 555 0100' },
    });
    expect(res.status).toBe(202);
    const [entry] = await recorded();
    expect(entry).toMatchObject({ action: 'update', kind: 'site-settings', address: ADDRESS });
    expect(entry!.changes).toEqual([
      { field: siteSettings.fields.phone.label, from: before!.phone, to: '+1 555 0100' },
    ]);
  });

  test('a redirect added', async () => {
    const res = await call(adminRedirectAdd.POST, {
      cookie: admin,
      headers: from,
      json: { from: '/old-page', to: '/services' },
    });
    expect(res.status).toBe(201);
    const [entry] = await recorded();
    expect(entry).toMatchObject({
      action: 'create',
      kind: 'redirect',
      recordId: (res.body.redirect as { _id: string })._id,
      label: '/old-page → /services',
    });
  });

  test('a user added and deleted; a password change names the account and no password', async () => {
    const added = await call(routes.authSignup.POST, {
      cookie: admin,
      headers: from,
      json: {
        username: 'newbie',
        email: 'newbie@example.com',
        password: 'a-long-password',
        role: 'user',
      },
    });
    expect(added.status).toBe(201);
    const id = (added.body.newUser as { _id: string })._id;
    const deleted = await call(routes.authUserDelete.DELETE, {
      method: 'DELETE',
      cookie: admin,
      headers: from,
      params: { id },
    });
    expect(deleted.status).toBe(203);
    const changed = await call(authPassword.PATCH, {
      method: 'PATCH',
      cookie: admin,
      headers: from,
      json: { currentPassword: PASSWORD, newPassword: 'another-long-password' },
    });
    expect(changed.status).toBe(202);

    const [password, removal, creation] = await recorded();
    expect(creation).toMatchObject({
      action: 'create',
      kind: 'user',
      recordId: id,
      label: 'newbie',
    });
    expect(creation!.changes).toEqual([
      { field: 'Email', from: null, to: 'newbie@example.com' },
      { field: 'Role', from: null, to: 'user' },
    ]);
    expect(removal).toMatchObject({
      action: 'delete',
      kind: 'user',
      recordId: id,
      label: 'newbie',
    });
    expect(password).toMatchObject({
      action: 'password',
      kind: 'user',
      recordId: fixture().accounts.admin._id,
      actor: adminActor(),
      address: ADDRESS,
    });
    const text = JSON.stringify(await fixture().store.activity.list());
    expect(text).not.toContain('a-long-password');
    expect(text).not.toContain('another-long-password');
    expect(text).not.toContain(PASSWORD);
  });

  test('a sign-in, a failed sign-in (with the name tried, no actor) and a sign-out, with the address', async () => {
    const failed = await call(routes.login.POST, {
      path: '/auth/login',
      headers: from,
      json: { username: 'mallory', password: 'guess' },
    });
    expect(failed.status).toBe(401);
    const ok = await call(routes.login.POST, {
      path: '/auth/login',
      headers: from,
      json: { username: 'admin', password: PASSWORD },
    });
    expect(ok.status).toBe(200);
    const cookie = ok.headers.get('set-cookie')!.split(';')[0]!;
    expect((await call(logout.POST, { cookie, headers: from })).status).toBe(200);

    const [signOut, signIn2, fail] = await recorded();
    expect(fail).toMatchObject({
      actor: null,
      action: 'sign-in-failed',
      kind: 'session',
      label: 'mallory',
      address: ADDRESS,
    });
    expect(JSON.stringify(fail)).not.toContain('guess');
    expect(signIn2).toMatchObject({ actor: adminActor(), action: 'sign-in', address: ADDRESS });
    expect(signOut).toMatchObject({ actor: adminActor(), action: 'sign-out', address: ADDRESS });
  });

  test('without a trusted proxy the address is null, whatever the request claims', async () => {
    process.env.TRUSTED_PROXY_HOPS = '0';
    resetEnvForTests();
    try {
      await call(routes.login.POST, {
        path: '/auth/login',
        headers: from,
        json: { username: 'mallory', password: 'guess' },
      });
    } finally {
      process.env.TRUSTED_PROXY_HOPS = '1';
      resetEnvForTests();
    }
    const [entry] = await recorded();
    expect(entry).toMatchObject({ action: 'sign-in-failed', address: null });
  });

  test('comment moderation: one entry per comment, whose comment and what it became', async () => {
    const store = fixture().store;
    const [post] = await store.blogs.list();
    const held = await store.blogs.addComment(post!._id, {
      name: 'Sam Visitor',
      email: 'sam@example.com',
      comment: 'First!',
      status: 'pending',
    });
    const commentId = held!.comments.at(-1)!._id;
    const res = await call(moderate.PATCH, {
      method: 'PATCH',
      cookie: admin,
      headers: from,
      json: { action: 'spam', ids: [commentId] },
    });
    expect(res.status).toBe(200);
    const [entry] = await recorded();
    expect(entry).toMatchObject({
      action: 'moderate',
      kind: 'comment',
      recordId: commentId,
      label: `Sam Visitor on “${post!.title}”`,
      changes: [{ field: 'Status', from: 'Awaiting approval', to: 'Spam' }],
    });
    expect(JSON.stringify(entry)).not.toContain('sam@example.com');
  });

  test('a contact message marked handled', async () => {
    const [message] = await fixture().store.messages.list();
    await fixture().store.messages.setHandled(message!._id, false);
    const res = await call(routes.adminContactUpdate.PATCH, {
      method: 'PATCH',
      cookie: admin,
      headers: from,
      params: { id: message!._id },
      json: { handled: true },
    });
    expect(res.status).toBe(202);
    const [entry] = await recorded();
    expect(entry).toMatchObject({
      action: 'update',
      kind: 'contact-message',
      recordId: message!._id,
      label: `${message!.name}: ${message!.subject}`,
      changes: [{ field: 'Handled', from: 'No', to: 'Yes' }],
    });
  });

  test('a request that changes nothing (refused) records nothing', async () => {
    const res = await call(routes.adminProjectDelete.DELETE, {
      method: 'DELETE',
      cookie: admin,
      params: { id: '65f1a4999999999999999999' },
    });
    expect(res.status).toBe(404);
    expect(await recorded()).toEqual([]);
  });

  test('a log that cannot be written fails nothing: the change is made and answered', async () => {
    const { activity } = fixture().store;
    const add = jest.spyOn(activity, 'add').mockRejectedValue(new Error('disk full'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await call(adminRedirectAdd.POST, {
        cookie: admin,
        headers: from,
        json: { from: '/gone', to: '/services' },
      });
      expect(res.status).toBe(201);
      expect(await fixture().store.redirects.findByFrom('/gone')).not.toBeNull();
      expect(error).toHaveBeenCalledWith(
        '[activity] Could not record',
        'create',
        'redirect',
        expect.any(Error),
      );
    } finally {
      add.mockRestore();
      error.mockRestore();
    }
  });
  test('a deleted project restored from the Trash, and a deleted review removed for good', async () => {
    const { store } = fixture();
    const [projectRecord] = await store.projects.list();
    const [reviewRecord] = await store.reviews.list();
    for (const [handler, id] of [
      [routes.adminProjectDelete.DELETE, projectRecord!._id],
      [routes.adminReviewDelete.DELETE, reviewRecord!._id],
    ] as const) {
      const res = await call(handler, {
        method: 'DELETE',
        cookie: admin,
        headers: from,
        params: { id },
      });
      expect(res.status).toBe(203);
    }
    const items = await store.trash.list();
    const itemOf = (recordId: string) => items.find((i) => i.recordId === recordId)!._id;
    const restored = await call(adminTrashRestore.POST, {
      cookie: admin,
      headers: from,
      params: { id: itemOf(projectRecord!._id) },
    });
    expect(restored.status).toBe(200);
    const purged = await call(adminTrashDelete.DELETE, {
      method: 'DELETE',
      cookie: admin,
      headers: from,
      params: { id: itemOf(reviewRecord!._id) },
    });
    expect(purged.status).toBe(203);
    const [purge, restore] = await recorded();
    expect(restore).toMatchObject({
      action: 'restore',
      kind: 'project',
      recordId: projectRecord!._id,
      label: projectRecord!.title,
      actor: adminActor(),
      address: ADDRESS,
    });
    expect(purge).toMatchObject({ action: 'purge', kind: 'review', recordId: reviewRecord!._id });
  });

  test('a role change: the account, and its role before and after', async () => {
    const { accounts } = fixture();
    const res = await call(authUserRole.PATCH, {
      method: 'PATCH',
      path: `/auth/user/role/${accounts.user._id}`,
      cookie: admin,
      headers: from,
      params: { id: accounts.user._id },
      json: { role: 'editor' },
    });
    expect(res.status).toBe(200);
    const [entry] = await recorded();
    expect(entry).toMatchObject({
      action: 'role',
      kind: 'user',
      recordId: accounts.user._id,
      label: 'visitor',
      actor: adminActor(),
      changes: [{ field: 'Role', from: 'User', to: 'Editor' }],
    });
  });
});
