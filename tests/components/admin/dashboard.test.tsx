import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveTo } from '@/components/admin/leave-to';
import AdminError from '@/app/private/admin/error';
import { Dashboard } from '@/components/admin/dashboard';
import type { DashboardView } from '@/lib/admin/dashboard';
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
  handled: false,
  notification: {
    state: 'failed',
    at: '2025-03-05T10:00:05.000Z',
    error: 'connect ECONNREFUSED 127.0.0.1:25',
  },
  createdAt: '2025-03-05T10:00:00.000Z',
};

function view(messages: ContactMessage[] = [MESSAGE], inbox: Partial<DashboardView['inbox']> = {}) {
  return {
    counts: {
      usersCount: 3,
      projectsCount: 6,
      teamCount: 4,
      reviewsCount: 9,
      messagesCount: messages.length,
      blogsCount: 5,
    },
    inbox: {
      query: '',
      page: 1,
      pageCount: 1,
      matching: messages.length,
      newCount: messages.filter((m) => !m.handled).length,
      messages,
      opened: null,
      mailConfigured: true,
      ...inbox,
    },
  } satisfies DashboardView;
}
const DATA = view();

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
    renderAdmin(<Dashboard initialView={DATA} />);
    expect(await screen.findByRole('heading', { level: 1, name: /admin/ })).toBeInTheDocument();
    // Labelled in words, not an icon alone.
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveTextContent(/^Log out$/);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(api.callsTo('POST', '/auth/logout')).toHaveLength(1);
    expect(leaveTo).toHaveBeenCalledWith('/');
  });

  it('stays signed in, with the generic notice, when the sign-out request fails', async () => {
    mockApi({ 'POST /auth/logout': [500, {}] });
    const user = userEvent.setup();
    renderAdmin(<Dashboard initialView={DATA} />);
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await findToast('Something went wrong. Please try again!')).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
  });

  it('links each of the six counts to its screen, messages to the contact history', async () => {
    mockApi({});
    renderAdmin(<Dashboard initialView={DATA} />);
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
    renderAdmin(<Dashboard initialView={DATA} />);
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
    // A narrow column wraps the address after its @, not a letter or two from its end.
    expect(cells[2]!.innerHTML).toContain('kenji@<wbr>example.com');
    expect(within(cells[3]!).getByText(/We would like a quote/)).toHaveClass('line-clamp-2');
    expect(cells[4]).toHaveTextContent('05-03-2025');
  });

  it('tells an admin that email is not set up without naming server settings', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderAdmin(
      <Dashboard
        initialView={view([{ ...MESSAGE, notification: { state: 'not-configured' } }], {
          mailConfigured: false,
        })}
      />,
    );
    const row = tableRows('Contact History')[0]!;
    // A labelled chip, not an icon in a button's shape among the row's buttons.
    expect(within(row).getByText('No email')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Read message from Kenji Watanabe' }));
    const dialog = screen.getByRole('dialog', { name: 'Message from Kenji Watanabe' });
    expect(dialog).toHaveTextContent('Email not set up.');
    expect(dialog).toHaveTextContent('Email notification of contact messages');
    expect(dialog.textContent).not.toMatch(/SMTP_URL|LEADS_EMAIL/);
    expect(within(dialog).queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
  });

  it('opens a message whole, with its phone and subject', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderAdmin(<Dashboard initialView={DATA} />);
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
    renderAdmin(<Dashboard initialView={DATA} />);
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
    renderAdmin(<Dashboard initialView={view([])} />);
    expect(await screen.findByText('No message received yet')).toBeInTheDocument();
  });

  it('sends the visitor on when the session is no longer an admin', async () => {
    const message = MESSAGE;
    mockApi({
      [`DELETE /admin/main/contact/delete/${message._id}`]: [
        403,
        { message: "You don't have permission to access this page." },
      ],
    });
    const user = userEvent.setup();
    renderAdmin(<Dashboard initialView={DATA} />);
    await user.click(screen.getByRole('button', { name: `Delete message from ${message.name}` }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await findToast('Something went wrong. Please try again!');
    expect(mockRouter.refresh).toHaveBeenCalled();
  });
});

describe('Dashboard contact inbox', () => {
  it('makes a new message stand out and marks it handled through PATCH /admin/main/contact/update/{id}', async () => {
    const api = mockApi({
      'PATCH /admin/main/contact/update/m1': [
        202,
        { contactMessage: { ...MESSAGE, handled: true }, message: 'Message marked as handled!' },
      ],
    });
    const user = userEvent.setup();
    renderAdmin(<Dashboard initialView={DATA} />);
    const [row] = tableRows('Contact History');
    expect(within(row!).getByText('New')).toBeInTheDocument();
    expect(screen.getByText('1 new')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Mark message from Kenji Watanabe as handled' }),
    );
    expect(await findToast('Message marked as handled!')).toBeInTheDocument();
    expect(
      JSON.parse(String(api.callsTo('PATCH', '/admin/main/contact/update/m1')[0]!.init.body)),
    ).toEqual({
      handled: true,
    });
    expect(within(tableRows('Contact History')[0]!).queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByText('1 new')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Mark message from Kenji Watanabe as not handled' }),
    ).toBeInTheDocument();
  });

  it('shows a failed email with its error and sends it again through POST /admin/main/contact/notify/{id}', async () => {
    const sent = { state: 'sent', at: '2025-03-05T11:00:00.000Z' } as const;
    const api = mockApi({
      'POST /admin/main/contact/notify/m1': [
        202,
        { contactMessage: { ...MESSAGE, notification: sent }, message: 'Email sent!' },
      ],
    });
    const user = userEvent.setup();
    renderAdmin(<Dashboard initialView={DATA} />);
    const [row] = tableRows('Contact History');
    expect(within(row!).getByText('Email failed')).toBeInTheDocument();
    await user.click(
      within(row!).getByRole('button', { name: 'Read message from Kenji Watanabe' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Message from Kenji Watanabe' });
    // What the visitor wrote comes right after who they are (on a phone, before the fold); the
    // panel's own facts follow. The visitor's address and the notification about it are told
    // apart.
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Subject', 'Date', 'Message', 'Status', 'Notification']);
    expect(dialog).toHaveTextContent('Failed on 05-03-2025');
    expect(dialog).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:25');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await findToast('Email sent!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/main/contact/notify/m1')).toHaveLength(1);
    expect(dialog).toHaveTextContent('Sent on 05-03-2025');
    expect(within(tableRows('Contact History')[0]!).getByText('Email sent')).toBeInTheDocument();
  });

  it('says what the mail server answered when sending again fails, and reads the page again', async () => {
    mockApi({
      'POST /admin/main/contact/notify/m1': [
        502,
        { message: 'The email could not be sent: connect ECONNREFUSED 127.0.0.1:25' },
      ],
    });
    const user = userEvent.setup();
    renderAdmin(<Dashboard initialView={DATA} />);
    await user.click(
      screen.getByRole('button', {
        name: 'Send the email about the message from Kenji Watanabe again',
      }),
    );
    expect(
      await findToast('The email could not be sent: connect ECONNREFUSED 127.0.0.1:25'),
    ).toBeInTheDocument();
    expect(mockRouter.refresh).toHaveBeenCalled();
  });

  it('puts a search in the address (?q=) and exports the current search as CSV', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderAdmin(<Dashboard initialView={view([MESSAGE], { query: 'kenji' })} />);
    expect(
      screen.getByRole('link', { name: /^Export results: the 1 messages matching/ }),
    ).toHaveAttribute('href', '/admin/main/contact/export?q=kenji');
    expect(screen.getByRole('link', { name: 'Export all messages as CSV' })).toHaveAttribute(
      'href',
      '/admin/main/contact/export',
    );
    const box = screen.getByRole('searchbox', { name: 'Search messages by name, email or text' });
    expect(box).toHaveValue('kenji');
    // Opening the page leaves the focus (and the scroll) where they were.
    expect(box).not.toHaveFocus();
    await user.clear(box);
    await user.type(box, 'store front{Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith('/private/admin?q=store+front#contact-history');
    expect(box).toHaveFocus();
  });

  it('keeps the focus on a row action while it works: the button is aria-disabled, not disabled', async () => {
    mockApi({
      'PATCH /admin/main/contact/update/m1': [
        202,
        { contactMessage: { ...MESSAGE, handled: true }, message: 'Message marked as handled!' },
      ],
    });
    const user = userEvent.setup();
    renderAdmin(<Dashboard initialView={DATA} />);
    const mark = screen.getByRole('button', {
      name: 'Mark message from Kenji Watanabe as handled',
    });
    mark.focus();
    await user.keyboard('{Enter}');
    expect(await findToast('Message marked as handled!')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Mark message from Kenji Watanabe as not handled' }),
    ).toHaveFocus();
  });

  it('pages by 25 with links in the address (?page=), numbering on from the page', async () => {
    mockApi({});
    renderAdmin(
      <Dashboard
        initialView={view([{ ...MESSAGE, handled: true }], {
          page: 2,
          pageCount: 3,
          matching: 51,
        })}
      />,
    );
    const pages = screen.getByRole('navigation', { name: 'Contact History pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/private/admin?page=3#contact-history',
    );
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/private/admin#contact-history',
    );
    expect(within(tableRows('Contact History')[0]!).getAllByRole('cell')[0]).toHaveTextContent(
      '26',
    );
    expect(screen.getByText('26–26 of 51')).toBeInTheDocument();
  });

  it('shows no pager with 25 messages or fewer', async () => {
    mockApi({});
    renderAdmin(<Dashboard initialView={DATA} />);
    expect(screen.queryByRole('navigation', { name: 'Contact History pages' })).toBeNull();
  });

  it('opens the message the address names (the email links there)', async () => {
    mockApi({});
    renderAdmin(<Dashboard initialView={view([MESSAGE], { opened: MESSAGE })} />);
    expect(
      await screen.findByRole('dialog', { name: 'Message from Kenji Watanabe' }),
    ).toHaveTextContent('+1 555 0100');
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
