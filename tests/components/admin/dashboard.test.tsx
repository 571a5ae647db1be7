import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveTo } from '@/lib/admin/navigation';
import { Dashboard, type DashboardData } from '@/components/admin/dashboard';
import type { ContactMessage } from '@/lib/data/types';
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
jest.mock('@/lib/admin/navigation', () => ({ leaveTo: jest.fn() }));
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
      'GET /admin/main/get': [200, DATA],
      'POST /auth/logout': [200, { message: 'Signed out successfully!' }],
    });
    const user = userEvent.setup();
    renderAdmin(<Dashboard />);
    expect(await screen.findByRole('heading', { level: 1, name: /admin/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(api.callsTo('POST', '/auth/logout')).toHaveLength(1);
    expect(leaveTo).toHaveBeenCalledWith('/');
  });

  it('stays signed in, with the generic notice, when the sign-out request fails', async () => {
    mockApi({ 'GET /admin/main/get': [200, DATA], 'POST /auth/logout': [500, {}] });
    const user = userEvent.setup();
    renderAdmin(<Dashboard />);
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await findToast('Something went wrong. Please try again!')).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
  });

  it('links each of the six counts to its screen, messages to the contact history', async () => {
    mockApi({ 'GET /admin/main/get': [200, DATA] });
    renderAdmin(<Dashboard />);
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
    mockApi({ 'GET /admin/main/get': [200, DATA] });
    renderAdmin(<Dashboard />);
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
    mockApi({ 'GET /admin/main/get': [200, DATA] });
    const user = userEvent.setup();
    renderAdmin(<Dashboard />);
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
      'GET /admin/main/get': [200, DATA],
      'DELETE /admin/main/contact/delete/m1': [203, { message: 'Message deleted successfully!' }],
    });
    const user = userEvent.setup();
    renderAdmin(<Dashboard />);
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
    mockApi({ 'GET /admin/main/get': [200, { ...DATA, messages: [], messagesCount: 0 }] });
    renderAdmin(<Dashboard />);
    expect(await screen.findByText('No message received yet')).toBeInTheDocument();
  });

  it('shows the spec failure text when the dashboard cannot load', async () => {
    mockApi({ 'GET /admin/main/get': [500, { message: 'Something went wrong on our side.' }] });
    renderAdmin(<Dashboard />);
    expect(await findToast('Something went wrong. Please try again!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('sends the visitor on when the session is no longer an admin', async () => {
    mockApi({
      'GET /admin/main/get': [403, { message: "You don't have permission to access this page." }],
    });
    renderAdmin(<Dashboard />);
    await findToast('Something went wrong. Please try again!');
    expect(mockRouter.refresh).toHaveBeenCalled();
  });
});
