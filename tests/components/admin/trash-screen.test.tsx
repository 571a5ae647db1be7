import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrashScreen } from '@/components/admin/trash-screen';
import { TRASH_DAYS, addressTaken, trash, type TrashRow } from '@/lib/entities';
import {
  clearToasts,
  findToast,
  mockApi,
  renderAdmin,
  silenceAdminLogs,
  tableRows,
} from './test-utils';

jest.mock('next/navigation', () => jest.requireActual('./test-utils').navigationMock);
jest.setTimeout(30_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const PROJECT: TrashRow = {
  _id: '65f1a1000000000000000a01',
  kind: 'projects',
  recordId: '65f1a1000000000000000101',
  label: 'Harbor Bank',
  deletedAt: ago(0.01),
  deletedBy: { id: 'u1', username: 'ada' },
  imageURL: '/uploads/harbor.png',
  imageAlt: 'The Harbor Bank home page',
};
const POST: TrashRow = {
  ...PROJECT,
  _id: '65f1a1000000000000000a02',
  kind: 'blogs',
  recordId: '65f1a1000000000000000201',
  label: 'Launch notes',
  deletedAt: ago(TRASH_DAYS - 1.5),
};
const FAQ: TrashRow = {
  ...PROJECT,
  _id: '65f1a1000000000000000a03',
  kind: 'faqs',
  recordId: '65f1a1000000000000000301',
  label: 'How long does it take?',
  imageURL: '',
  imageAlt: '',
};

const row = (label: string) =>
  tableRows('Deleted content').find((r) => within(r).queryByText(label))!;

beforeEach(() => {
  clearToasts();
  silenceAdminLogs();
});
afterEach(() => jest.restoreAllMocks());

describe('Trash screen', () => {
  it('shows each item’s kind, who deleted it, and the days before it is purged', () => {
    mockApi({});
    renderAdmin(<TrashScreen items={[PROJECT, POST, FAQ]} />);
    const project = within(row('Harbor Bank'));
    expect(project.getByText('Project')).toBeInTheDocument();
    expect(project.getByText('by ada')).toBeInTheDocument();
    expect(project.getByText(`Purged in ${TRASH_DAYS} days`)).toBeInTheDocument();
    expect(project.getByRole('img', { name: 'The Harbor Bank home page' })).toBeInTheDocument();
    expect(within(row('Launch notes')).getByText('Purged in 2 days')).toBeInTheDocument();
    expect(within(row('How long does it take?')).getByText('FAQ')).toBeInTheDocument();
  });

  it('says so when the Trash is empty', () => {
    mockApi({});
    renderAdmin(<TrashScreen items={[]} />);
    expect(screen.getByText(/The Trash is empty/)).toBeInTheDocument();
  });

  it('restores an item: a toast, the row gone, and a link to its edit page focused nearby', async () => {
    const api = mockApi({
      [`POST ${trash.api.restore(PROJECT._id)}`]: [
        200,
        {
          message: 'Project restored successfully!',
          restored: { kind: 'projects', id: PROJECT.recordId },
        },
      ],
    });
    renderAdmin(<TrashScreen items={[PROJECT, FAQ]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Restore Harbor Bank' }));
    expect(await findToast('Project restored successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', trash.api.restore(PROJECT._id))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Restore Harbor Bank' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Open “Harbor Bank”' });
    expect(link).toHaveAttribute('href', `/private/admin/project/${PROJECT.recordId}`);
    expect(link.closest('p')).toHaveFocus();
  });

  it('a conflict keeps the item and shows the server’s reason', async () => {
    const reason = addressTaken('blogs', 'launch-notes');
    mockApi({ [`POST ${trash.api.restore(POST._id)}`]: [409, { message: reason }] });
    renderAdmin(<TrashScreen items={[POST]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Restore Launch notes' }));
    expect(await findToast(reason)).toBeInTheDocument();
    expect(row('Launch notes')).toBeDefined();
  });

  it('deletes forever only once confirmed', async () => {
    const api = mockApi({
      [`DELETE ${trash.api.remove(FAQ._id)}`]: [203, { message: 'FAQ deleted forever.' }],
    });
    renderAdmin(<TrashScreen items={[FAQ]} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete forever How long does it take?' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this forever?' });
    expect(within(dialog).getByText(/will be deleted for good/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toHaveLength(0);
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete forever How long does it take?' }),
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete forever' }),
    );
    expect(await findToast('FAQ deleted forever.')).toBeInTheDocument();
    expect(screen.getByText(/The Trash is empty/)).toBeInTheDocument();
  });
});
