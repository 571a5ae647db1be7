import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveTo } from '@/components/admin/leave-to';
import LoginPage from '@/app/auth/[[...slug]]/page';
import { Toaster } from '@/components/ui/toaster';
import { clearToasts, deferred, findToast, mockApi } from '../admin/test-utils';

jest.mock('next/navigation', () => jest.requireActual('../admin/test-utils').navigationMock);
jest.mock('@/components/admin/leave-to', () => ({ leaveTo: jest.fn() }));
jest.setTimeout(30_000);

type Answer = [number, unknown];

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <LoginPage />
      <Toaster />
    </>,
  );
  return {
    user,
    username: screen.getByLabelText('Username'),
    password: screen.getByLabelText('Password'),
    submit: () => user.click(screen.getByRole('button', { name: 'Login' })),
  };
}

beforeEach(() => {
  clearToasts();
  jest.clearAllMocks();
});

describe('Login screen', () => {
  it('shows the spec heading and text', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.getByText('Welcome! Login to continue')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it.each([
    ['both fields empty', '', ''],
    ['no password', 'admin', ''],
    ['no username', '', 'secret-password'],
    ['a blank username', '   ', 'secret-password'],
  ])('asks to fill all fields with %s, and sends nothing', async (_, name, pass) => {
    const api = mockApi({});
    const { user, username, password, submit } = setup();
    if (name) await user.type(username, name);
    if (pass) await user.type(password, pass);
    await submit();
    expect(await findToast('Please fill all field!')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
    // Each empty field is marked, and the first of them takes the focus.
    const empty = [name.trim() ? null : username, pass ? null : password].filter(Boolean);
    for (const field of [username, password])
      if (empty.includes(field)) expect(field).toHaveAttribute('aria-invalid', 'true');
      else expect(field).not.toHaveAttribute('aria-invalid');
    expect(empty[0]).toHaveFocus();
  });

  it('signs in with the credentials, shows it is busy, then opens the admin area', async () => {
    const pending = deferred<Answer>();
    const api = mockApi({ 'POST /auth/login': () => pending.promise });
    const { user, username, password, submit } = setup();
    await user.type(username, ' admin ');
    await user.type(password, 'e2e-admin-password');
    await submit();
    const [call] = api.callsTo('POST', '/auth/login');
    expect(new Headers(call.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(call.init.body))).toEqual({
      username: 'admin',
      password: 'e2e-admin-password',
    });
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    pending.resolve([200, { user: { _id: 'u1', username: 'admin', role: 'admin' } }]);
    await screen.findByRole('button', { name: 'Signing in...' });
    expect(leaveTo).toHaveBeenCalledWith('/private/admin');
  });

  it('says clearly when the username or password is wrong, and lets the person try again', async () => {
    mockApi({ 'POST /auth/login': [401, { message: 'Invalid username or password!' }] });
    const { user, username, password, submit } = setup();
    await user.type(username, 'admin');
    await user.type(password, 'wrong-password');
    await submit();
    expect(await findToast('Invalid username or password!')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAccessibleDescription(
      'Invalid username or password!',
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(password).toHaveValue('wrong-password');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it.each<[string, Answer]>([
    [
      'the rate limit',
      [429, { message: 'Too many attempts. Please wait a few minutes and try again.' }],
    ],
    [
      'a database outage',
      [
        503,
        {
          message:
            'The service is temporarily unavailable: the database cannot be reached. Please try again shortly.',
        },
      ],
    ],
  ])('passes the message of %s on as the server wrote it', async (_, answer) => {
    mockApi({ 'POST /auth/login': answer });
    const { user, username, password, submit } = setup();
    await user.type(username, 'admin');
    await user.type(password, 'whatever-pass');
    await submit();
    expect(await findToast((answer[1] as { message: string }).message)).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<Answer>]>([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer that is not JSON', async () => [502, undefined]],
  ])('says something went wrong on %s, keeping what was typed', async (_, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /auth/login': answer });
    const { user, username, password, submit } = setup();
    await user.type(username, 'admin');
    await user.type(password, 'whatever-pass');
    await submit();
    expect(await findToast('Something went wrong. Please try again!')).toBeInTheDocument();
    expect(username).toHaveValue('admin');
    expect(password).toHaveValue('whatever-pass');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
