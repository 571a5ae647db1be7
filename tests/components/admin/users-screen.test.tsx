import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UsersScreen } from '@/components/admin/users-screen';
import type { User } from '@/lib/entities';
import {
  clearToasts,
  deferred,
  findFieldMessage,
  findToast,
  ME,
  mockApi,
  renderAdmin,
  silenceAdminLogs,
  tableRows,
} from './test-utils';

jest.mock('next/navigation', () => jest.requireActual('./test-utils').navigationMock);
jest.setTimeout(30_000);

const at = '2025-01-01T00:00:00.000Z';
const user = (id: string, username: string, role: User['role']): User => ({
  _id: id,
  username,
  email: `${username}@example.com`,
  role,
  createdAt: at,
  updatedAt: at,
});
const SELF = user(ME.id, 'admin', 'admin');
const EDITOR = user('u2', 'editor', 'user');
const OTHER_ADMIN = user('u3', 'boss', 'admin');

function row(username: string) {
  return tableRows('Manage Users').find((r) => within(r).queryByText(username))!;
}

beforeEach(() => {
  clearToasts();
  silenceAdminLogs();
});
afterEach(() => jest.restoreAllMocks());

describe('Users screen', () => {
  it('shows Sr#, username, email, a masked password and the role', async () => {
    mockApi({});
    renderAdmin(<UsersScreen initialUsers={[SELF, EDITOR]} />);
    expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add New User' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Manage Users' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Sr#', 'Username', 'Email', 'Password', 'Role', 'Actions']);
    expect(row('editor')).toHaveTextContent('••••••••');
    expect(row('editor')).toHaveTextContent('editor@example.com');
    expect(within(row('editor')).getByRole('combobox', { name: 'Role of editor' })).toHaveValue(
      'user',
    );
  });

  it('changes a role after confirmation, and shows it once the server answers', async () => {
    const pending = deferred<[number, unknown]>();
    const api = mockApi({ 'PATCH /auth/user/role/u2': () => pending.promise });
    const u = userEvent.setup();
    renderAdmin(<UsersScreen initialUsers={[SELF, EDITOR]} />);
    const select = await screen.findByRole('combobox', { name: 'Role of editor' });
    await u.selectOptions(select, 'editor');
    const dialog = screen.getByRole('alertdialog', { name: 'Make editor an editor?' });
    expect(dialog).toHaveTextContent(/cannot see contact messages/);
    await u.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(select).toHaveValue('user');
    pending.resolve([
      200,
      { message: 'editor is now an editor.', user: { ...EDITOR, role: 'editor' } },
    ]);
    expect(await findToast('editor is now an editor.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of editor' })).toHaveValue('editor');
    const [sent] = api.callsTo('PATCH', '/auth/user/role/u2');
    expect(JSON.parse(String(sent!.init.body))).toEqual({ role: 'editor' });
  });

  it('cancelling a role change changes nothing; the last admin cannot be demoted', async () => {
    const api = mockApi({});
    const u = userEvent.setup();
    renderAdmin(<UsersScreen initialUsers={[SELF, EDITOR]} />);
    const own = await screen.findByRole('combobox', { name: 'Role of admin' });
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription('The last admin');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Role of editor' }), 'admin');
    const dialog = screen.getByRole('alertdialog', { name: 'Make editor an admin?' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('combobox', { name: 'Role of editor' })).toHaveValue('user');
    expect(api.callsTo('PATCH', '/auth/user/role/u2')).toHaveLength(0);
  });

  it('will not delete your own account, and says why', async () => {
    mockApi({});
    renderAdmin(<UsersScreen initialUsers={[SELF, OTHER_ADMIN]} />);
    const own = await screen.findByRole('button', { name: 'Delete user admin' });
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription(/You cannot delete your own account/);
    expect(within(row('admin')).getByText('Your account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete user boss' })).toBeEnabled();
  });

  it('will not delete the last admin', async () => {
    mockApi({});
    // Signed in as the editor's admin colleague who is not in the list any more: boss is the only admin.
    renderAdmin(<UsersScreen initialUsers={[EDITOR, { ...OTHER_ADMIN }]} />, {
      id: 'someone-else',
      username: 'ghost',
      role: 'admin',
    });
    const last = await screen.findByRole('button', { name: 'Delete user boss' });
    expect(last).toBeDisabled();
    expect(last).toHaveAccessibleDescription(/You cannot delete the last admin/);
    expect(screen.getByRole('button', { name: 'Delete user editor' })).toBeEnabled();
  });

  it('deletes another user after confirmation, once the server answers 203', async () => {
    const pending = deferred<[number, unknown]>();
    mockApi({
      'DELETE /auth/user/delete/u2': () => pending.promise,
    });
    const u = userEvent.setup();
    renderAdmin(<UsersScreen initialUsers={[SELF, EDITOR]} />);
    await u.click(await screen.findByRole('button', { name: 'Delete user editor' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this user?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(tableRows('Manage Users')).toHaveLength(2);
    pending.resolve([203, { message: 'User deleted successfully!' }]);
    expect(await findToast('User deleted successfully!')).toBeInTheDocument();
    expect(tableRows('Manage Users')).toHaveLength(1);
  });

  it('adds a user with the chosen role: Admin by default, "Adding..." while busy, new row on top', async () => {
    const pending = deferred<[number, unknown]>();
    const api = mockApi({
      'POST /auth/signup': () => pending.promise,
    });
    const u = userEvent.setup();
    renderAdmin(<UsersScreen initialUsers={[SELF]} />);
    const form = await screen.findByRole('form', { name: 'Add New User' });
    const role = within(form).getByLabelText('Role');
    expect(role).toHaveValue('admin');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Editor', 'User']);

    await u.type(within(form).getByLabelText('Username'), 'viewer');
    await u.type(within(form).getByLabelText('Email'), 'viewer@example.com');
    await u.type(within(form).getByLabelText('Password'), 'long-enough-pw');
    await u.selectOptions(role, 'user');
    await u.click(within(form).getByRole('button', { name: 'Add User' }));
    expect(within(form).getByRole('button', { name: 'Adding...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(JSON.parse(api.callsTo('POST', '/auth/signup')[0]!.init.body as string)).toEqual({
      username: 'viewer',
      email: 'viewer@example.com',
      password: 'long-enough-pw',
      role: 'user',
    });

    pending.resolve([
      201,
      { message: 'User added successfully!', newUser: user('u9', 'viewer', 'user') },
    ]);
    expect(await findToast('User added successfully!')).toBeInTheDocument();
    expect(tableRows('Manage Users')[0]).toHaveTextContent('viewer');
    expect(within(form).getByLabelText('Username')).toHaveValue('');
    expect(within(form).getByLabelText('Role')).toHaveValue('admin');
  });

  it('checks the fields before sending', async () => {
    const api = mockApi({});
    const u = userEvent.setup();
    renderAdmin(<UsersScreen initialUsers={[SELF]} />);
    const form = await screen.findByRole('form', { name: 'Add New User' });
    // The password's hint states both of its rules, as the password change's does.
    expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription(
      /^At least 8 characters, at most 72 bytes\.\s*$/,
    );
    await u.click(within(form).getByRole('button', { name: 'Add User' }));
    await findFieldMessage('Please fill all fields!');
    // Every empty field is marked as required.
    for (const label of ['Username', 'Email', 'Password'])
      expect(within(form).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    await u.type(within(form).getByLabelText('Username'), 'viewer');
    await u.type(within(form).getByLabelText('Email'), 'viewer@example.com');
    await u.type(within(form).getByLabelText('Password'), 'short');
    await u.click(within(form).getByRole('button', { name: 'Add User' }));
    await findFieldMessage('Password must be at least 8 characters!');
    expect(api.callsTo('POST', '/auth/signup')).toHaveLength(0);
  });

  it('shows the server’s reason for a taken username and keeps the form', async () => {
    mockApi({
      'POST /auth/signup': [409, { message: 'That username is already taken!' }],
    });
    const u = userEvent.setup();
    renderAdmin(<UsersScreen initialUsers={[SELF]} />);
    const form = await screen.findByRole('form', { name: 'Add New User' });
    await u.type(within(form).getByLabelText('Username'), 'admin');
    await u.type(within(form).getByLabelText('Email'), 'a@example.com');
    await u.type(within(form).getByLabelText('Password'), 'long-enough-pw');
    await u.click(within(form).getByRole('button', { name: 'Add User' }));
    expect(await findToast('That username is already taken!')).toBeInTheDocument();
    expect(within(form).getByLabelText('Username')).toHaveValue('admin');
  });
});
