import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveTo } from '@/lib/admin/navigation';
import LoginPage from '@/app/(auth)/auth/[[...slug]]/page';
import { Toaster } from '@/components/ui/toast';
import { clearToasts, deferred, findToast } from '../admin/test-utils';

jest.mock('next/navigation', () => jest.requireActual('../admin/test-utils').navigationMock);
jest.mock('@/lib/admin/navigation', () => ({ leaveTo: jest.fn() }));
jest.mock('next-auth/react', () => ({ signIn: jest.fn() }));
jest.setTimeout(30_000);

const { signIn } = jest.requireMock('next-auth/react') as { signIn: jest.Mock };

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
    const { user, username, password, submit } = setup();
    if (name) await user.type(username, name);
    if (pass) await user.type(password, pass);
    await submit();
    expect(await findToast('Please fill all field!')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in with the credentials, shows it is busy, then opens the admin area', async () => {
    const pending = deferred<{ ok: boolean; error: string | null; status: number; url: string }>();
    signIn.mockReturnValue(pending.promise);
    const { user, username, password, submit } = setup();
    await user.type(username, 'admin');
    await user.type(password, 'e2e-admin-password');
    await submit();
    expect(signIn).toHaveBeenCalledWith('credentials', {
      username: 'admin',
      password: 'e2e-admin-password',
      redirect: false,
    });
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    pending.resolve({ ok: true, error: null, status: 200, url: '/' });
    await screen.findByRole('button', { name: 'Signing in...' });
    expect(leaveTo).toHaveBeenCalledWith('/private/admin');
  });

  it('says clearly when the username or password is wrong, and lets the person try again', async () => {
    signIn.mockResolvedValue({
      ok: false,
      error: 'Invalid username or password!',
      status: 401,
      url: null,
    });
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

  it('passes the rate-limit message on as the server wrote it', async () => {
    signIn.mockResolvedValue({
      ok: false,
      error: 'Too many attempts. Please wait a few minutes and try again.',
      status: 401,
      url: null,
    });
    const { user, username, password, submit } = setup();
    await user.type(username, 'admin');
    await user.type(password, 'whatever-pass');
    await submit();
    expect(
      await findToast('Too many attempts. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
  });
});
