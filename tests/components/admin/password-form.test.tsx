import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UsersScreen } from '@/components/admin/users-screen';
import {
  clearToasts,
  deferred,
  findFieldMessage,
  findToast,
  ME,
  mockApi,
  mockRouter,
  renderAdmin,
  silenceAdminLogs,
} from './test-utils';

jest.mock('next/navigation', () => jest.requireActual('./test-utils').navigationMock);
jest.setTimeout(30_000);

const SELF = {
  _id: ME.id,
  username: 'admin',
  email: 'admin@example.com',
  role: 'admin' as const,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

beforeEach(() => {
  clearToasts();
  silenceAdminLogs();
  jest.clearAllMocks();
});
afterEach(() => jest.restoreAllMocks());

async function openForm(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(routes);
  renderAdmin(<UsersScreen initialUsers={[SELF]} />);
  const card = await screen.findByRole('region', { name: 'Your password' });
  const user = userEvent.setup();
  const fields = {
    current: within(card).getByLabelText('Current password'),
    next: within(card).getByLabelText('New password'),
    confirm: within(card).getByLabelText('Confirm new password'),
  };
  const submit = within(card).getByRole('button', { name: 'Change Password' });
  /** Types the three passwords (the confirmation repeats the new one unless given) and sends. */
  async function send(current: string, next = 'a-new-password', confirm = next) {
    await user.type(fields.current, current);
    await user.type(fields.next, next);
    await user.type(fields.confirm, confirm);
    await user.click(submit);
  }
  return { api, user, card, fields, submit, send };
}

describe('Users screen: Your password', () => {
  it('has the three password fields, with the rule as a hint', async () => {
    const { fields } = await openForm();
    for (const input of Object.values(fields)) expect(input).toHaveAttribute('type', 'password');
    expect(fields.current).toHaveAttribute('autocomplete', 'current-password');
    expect(fields.next).toHaveAttribute('autocomplete', 'new-password');
    // The hint, then the field's error message, empty until a check refuses the field.
    expect(fields.next).toHaveAccessibleDescription(
      /^At least 8 characters, at most 72 bytes\.\s*$/,
    );
  });

  it('changes the password: "Updating..." while busy, the server’s message, then empty fields', async () => {
    const pending = deferred<[number, unknown]>();
    const { api, fields, send } = await openForm({
      'PATCH /auth/password': () => pending.promise,
    });
    await send('old-password');
    expect(screen.getByRole('button', { name: 'Updating...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    pending.resolve([
      202,
      { message: 'Password changed successfully! Your other sessions are signed out.' },
    ]);
    expect(
      await findToast('Password changed successfully! Your other sessions are signed out.'),
    ).toBeInTheDocument();
    const [call] = api.callsTo('PATCH', '/auth/password');
    expect(JSON.parse(call!.init.body as string)).toEqual({
      currentPassword: 'old-password',
      newPassword: 'a-new-password',
    });
    for (const input of Object.values(fields)) expect(input).toHaveValue('');
  });

  it('asks for every field, then applies the password rules, then the confirmation, sending nothing', async () => {
    const { api, user, fields, submit, send } = await openForm();
    await user.click(submit);
    await findFieldMessage('Please fill all fields!');
    // All three are marked as required, the first focused with the spec's message.
    for (const input of Object.values(fields))
      expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fields.current).toHaveAccessibleDescription(/Please fill all fields!$/);
    expect(fields.next).toHaveAccessibleDescription(/Required\.$/);
    expect(fields.confirm).toHaveAccessibleDescription(/Required\.$/);
    expect(fields.current).toHaveFocus();
    await user.type(fields.current, 'old-password');
    await user.click(submit);
    expect(fields.current).not.toHaveAttribute('aria-invalid');
    expect(fields.next).toHaveAttribute('aria-invalid', 'true');
    expect(fields.next).toHaveFocus();
    await user.clear(fields.current);

    await send('old-password', 'short');
    await findFieldMessage('Password must be at least 8 characters!');

    await user.clear(fields.next);
    await user.clear(fields.confirm);
    await user.type(fields.next, 'é'.repeat(37));
    await user.type(fields.confirm, 'é'.repeat(37));
    await user.click(submit);
    await findFieldMessage(
      'Password is too long: at most 72 bytes, which is 72 plain letters, digits or symbols, fewer with accented letters (2 bytes each) or emoji (4 bytes each)!',
    );

    await user.clear(fields.next);
    await user.clear(fields.confirm);
    await user.type(fields.next, 'a-new-password');
    await user.type(fields.confirm, 'a-new-passwort');
    await user.click(submit);
    await findFieldMessage('The new password and its confirmation do not match!');
    expect(api.callsTo('PATCH', '/auth/password')).toHaveLength(0);
    // The message stays under the confirmation, read with it.
    expect(fields.confirm).toHaveAttribute('aria-invalid', 'true');
    expect(fields.confirm).toHaveAccessibleDescription(
      'The new password and its confirmation do not match!',
    );
  });

  it('a mismatch mended in the other field: sent again, the confirmation’s message goes', async () => {
    const { api, user, fields, submit, send } = await openForm({
      'PATCH /auth/password': () => [202, { message: 'Password changed successfully!' }],
    });
    await send('old-password', 'a-new-passwort', 'a-new-password');
    await findFieldMessage('The new password and its confirmation do not match!');
    expect(fields.confirm).toHaveAccessibleDescription(/do not match/);

    await user.clear(fields.next);
    await user.type(fields.next, 'a-new-password');
    await user.click(submit);
    expect(await findToast('Password changed successfully!')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/auth/password')).toHaveLength(1);
    expect(fields.confirm).not.toHaveAttribute('aria-invalid');
    expect(fields.confirm).not.toHaveAccessibleDescription(/do not match/);
  });

  it('shows why the server refused and keeps what was typed', async () => {
    const { user, fields, submit, send } = await openForm({
      'PATCH /auth/password': [400, { message: 'Your current password is not correct!' }],
    });
    await send('wrong-password');
    await findFieldMessage('Your current password is not correct!');
    expect(fields.current).toHaveValue('wrong-password');
    expect(fields.next).toHaveValue('a-new-password');
    expect(fields.confirm).toHaveValue('a-new-password');
    expect(submit).toBeEnabled();
    // The current password is the field at fault: marked, described and focused, until retyped.
    expect(fields.current).toHaveAttribute('aria-invalid', 'true');
    expect(fields.current).toHaveAccessibleDescription('Your current password is not correct!');
    expect(fields.current).toHaveFocus();
    expect(fields.next).not.toHaveAttribute('aria-invalid');
    await user.type(fields.current, 'x');
    expect(fields.current).not.toHaveAttribute('aria-invalid');
    expect(fields.current).not.toHaveAccessibleDescription(/not correct/);
  });

  it('a failure of the server marks no field', async () => {
    const { fields, send } = await openForm({
      'PATCH /auth/password': [500, { message: 'Something went wrong. Please try again!' }],
    });
    await send('old-password');
    expect(await findToast('Something went wrong. Please try again!')).toBeInTheDocument();
    for (const input of Object.values(fields)) expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says to wait when the account’s attempts are limited', async () => {
    const { send } = await openForm({
      'PATCH /auth/password': [
        429,
        {
          message:
            'Too many failed sign-ins for this account. Please wait a few seconds and try again.',
        },
      ],
    });
    await send('guess');
    expect(
      await findToast(
        'Too many failed sign-ins for this account. Please wait a few seconds and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('a session that ended meanwhile refreshes, so the server sends the admin to sign in', async () => {
    const { send } = await openForm({
      'PATCH /auth/password': [401, { message: 'Please sign in to continue.' }],
    });
    await send('old-password');
    expect(await findToast('Something went wrong. Please try again!')).toBeInTheDocument();
    expect(mockRouter.refresh).toHaveBeenCalled();
  });
});
