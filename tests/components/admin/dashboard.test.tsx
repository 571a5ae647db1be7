import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveTo } from '@/components/admin/leave-to';
import AdminError from '@/app/private/admin/error';
import { Dashboard } from '@/components/admin/dashboard';
import type { DashboardData } from '@/lib/admin/dashboard';
import type { ContactMessage } from '@/lib/entities';
import {
  clearToasts,
  findToast,
  mockApi,
  mockRouter,
  renderAdmin,
  silenceAdminLogs,
  tableRows,
} from './test-utils';

jest.mock('next/navigation', () => jest.requireActual('./test-utils').navigationMock);
jest.mock('@/components/admin/leave-to', () => ({ leaveTo: jest.fn() }));
jest.setTimeout(30_000);

const MESSAGE: ContactMessage = {
  _id: 'm1',
  name: 'Kenji Watanabe',
  email: 'kenji@example.com',
  phone: '+1 555 0100',
  subject: 'Consultation',
  message: 'We would like a quote for a new storefront. '.repeat(8).trim(),
  createdAt: '2025-03-05T10:00:00.000Z',
};

const DATA: DashboardData = {
  usersCount: 3,
  projectsCount: 6,
  teamCount: 4,
  reviewsCount: 9,
  messagesCount: 1,
  blogsCount: 5,
  messages: [MESSAGE],
};

beforeEach(() => {
  clearToasts();
  silenceAdminLogs();
  jest.clearAllMocks();
});
afterEach(() => jest.restoreAllMocks());

describe('Dashboard', () => {
  it('greets the admin by username and has a logout button that signs out on the server and goes to /', async () => {
    const api = mockApi({
      'POST /auth/logout': [200, { message: 'Signed out successfully!' }],
    });
    const user = userEvent.setup();
    renderAdmin(<Dashboard initialData={DATA} />);
    expect(await screen.findByRole('heading', { level: 1, name: /admin/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(api.callsTo('POST', '/auth/logout')).toHaveLength(1);
    expect(leaveTo).toHaveBeenCalledWith('/');
  });

  it('stays signed in, with the generic notice, when the sign-out request fails', async () => {
    mockApi({ 'POST /auth/logout': [500, {}] });
    const user = userEvent.setup();
    renderAdmin(<Dashboard initialData={DATA} />);
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await findToast('Something went wrong. Please try again!')).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
  });

  it('links each of the six counts to its screen, messages to the contact history', async () => {
    mockApi({});
    renderAdmin(<Dashboard initialData={DATA} />);
    const totals = await screen.findByRole('region', { name: 'Totals' });
    const links = within(totals).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Total Users3', '/private/admin/users'],
      ['Total Projects6', '/private/admin/projects'],
      ['Total Team4', '/private/admin/team'],
      ['Total Reviews9', '/private/admin/reviews'],
      ['Total Messages1', '#contact-history'],
      ['Total Blogs5', '/private/admin/blogs'],
    ]);
    expect(document.getElementById('contact-history')).toContainElement(
      screen.getByRole('heading', { name: 'Contact History' }),
    );
  });

  it('lists contact history with Sr#, name, email, a clamped message and a DD-MM-YYYY date', async () => {
    mockApi({});
    renderAdmin(<Dashboard initialData={DATA} />);
    await screen.findByRole('heading', { name: 'Contact History' });
    const headers = within(screen.getByRole('table', { name: 'Contact History' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Sr#', 'Name', 'Email', 'Message', 'Date', 'Actions']);
    const [first] = tableRows('Contact History');
    const cells = within(first!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1');
    expect(cells[1]).toHaveTextContent('Kenji Watanabe');
    expect(cells[2]).toHaveTextContent('kenji@example.com');
    expect(within(cells[3]!).getByText(/We would like a quote/)).toHaveClass('line-clamp-2');
    expect(cells[4]).toHaveTextContent('05-03-2025');
  });

  it('opens a message whole, with its phone and subject', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderAdmin(<Dashboard initialData={DATA} />);
    await user.click(
      await screen.findByRole('button', { name: 'Read message from Kenji Watanabe' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Message from Kenji Watanabe' });
    expect(dialog).toHaveTextContent('+1 555 0100');
    expect(dialog).toHaveTextContent('Consultation');
    expect(dialog).toHaveTextContent(MESSAGE.message);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a message after confirmation and counts it down', async () => {
    const api = mockApi({
      'DELETE /admin/main/contact/delete/m1': [203, { message: 'Message deleted successfully!' }],
    });
    const user = userEvent.setup();
    renderAdmin(<Dashboard initialData={DATA} />);
    await user.click(
      await screen.findByRole('button', { name: 'Delete message from Kenji Watanabe' }),
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await findToast('Message deleted successfully!')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/admin/main/contact/delete/m1')).toHaveLength(1);
    expect(screen.getByText('No message received yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Total Messages/ })).toHaveTextContent(
      'Total Messages0',
    );
  });

  it('says "No message received yet" when there are none', async () => {
    mockApi({});
    renderAdmin(<Dashboard initialData={{ ...DATA, messages: [], messagesCount: 0 }} />);
    expect(await screen.findByText('No message received yet')).toBeInTheDocument();
  });

  it('sends the visitor on when the session is no longer an admin', async () => {
    const message = DATA.messages[0]!;
    mockApi({
      [`DELETE /admin/main/contact/delete/${message._id}`]: [
        403,
        { message: "You don't have permission to access this page." },
      ],
    });
    const user = userEvent.setup();
    renderAdmin(<Dashboard initialData={DATA} />);
    await user.click(screen.getByRole('button', { name: `Delete message from ${message.name}` }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await findToast('Something went wrong. Please try again!');
    expect(mockRouter.refresh).toHaveBeenCalled();
  });
});

describe('an admin screen that cannot be loaded', () => {
  it('shows the spec failure text, and Retry reads the page again', async () => {
    const reset = jest.fn();
    const user = userEvent.setup();
    renderAdmin(<AdminError error={new Error('Database unavailable')} reset={reset} />);
    expect(await findToast('Something went wrong. Please try again!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(mockRouter.refresh).toHaveBeenCalled();
    expect(reset).toHaveBeenCalled();
  });
});
