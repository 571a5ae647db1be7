import { render, screen, within } from '@testing-library/react';
import { ActivityScreen, type ActivityPage } from '@/components/admin/activity-screen';
import type { Activity } from '@/lib/entities';

jest.mock('next/navigation', () => jest.requireActual('./test-utils').navigationMock);

const NOW = '2026-12-03T09:00:00.000Z';
const ALICE = { id: '65f1a0000000000000000001', username: 'alice' };

const UPDATE: Activity = {
  _id: '65f1a9000000000000000001',
  createdAt: '2026-12-03T08:55:00.000Z',
  actor: ALICE,
  action: 'update',
  kind: 'project',
  recordId: '65f1a1000000000000000001',
  label: 'Harbor Bank 2',
  changes: [
    { field: 'Title', from: 'Harbor Bank', to: 'Harbor Bank 2' },
    { field: 'Client', from: null, to: 'Harbor' },
  ],
  address: '203.0.113.7',
};
const FAILED: Activity = {
  _id: '65f1a9000000000000000002',
  createdAt: '2026-12-01T08:00:00.000Z',
  actor: null,
  action: 'sign-in-failed',
  kind: 'session',
  label: 'mallory',
  address: null,
};

const page = (over: Partial<ActivityPage> = {}): ActivityPage => ({
  entries: [UPDATE, FAILED],
  matching: 2,
  page: 1,
  pageCount: 1,
  first: 1,
  filter: {},
  people: [ALICE],
  now: NOW,
  ...over,
});

describe('ActivityScreen', () => {
  it('shows each entry: when (in words, exact in its title), who, what, which record, the changes, the address', () => {
    render(<ActivityScreen log={page()} />);
    const rows = within(screen.getByRole('table', { name: 'Activity log' })).getAllByRole('row');
    const [update, failed] = rows.slice(1);
    const time = within(update!).getByText('5 min ago');
    expect(time.closest('time')).toHaveAttribute('dateTime', UPDATE.createdAt);
    expect(time.closest('time')).toHaveAttribute('title', 'Dec 3, 2026, 08:55 UTC');
    expect(update).toHaveTextContent('alice');
    expect(update).toHaveTextContent('Updated');
    expect(update).toHaveTextContent('Project');
    expect(
      within(update!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Title: Harbor Bank→ changed to Harbor Bank 2', 'Client: none→ changed to Harbor']);
    expect(update).toHaveTextContent('203.0.113.7');
    expect(within(failed!).getByText('2 days ago')).toBeInTheDocument();
    expect(failed).toHaveTextContent('Not signed in');
    expect(failed).toHaveTextContent('Failed sign-in');
    expect(failed).toHaveTextContent('Username tried: mallory');
    expect(failed).toHaveTextContent('Unknown');
  });

  it('is filtered by a plain GET form to its own address, the fields showing the filter', () => {
    render(
      <ActivityScreen
        log={page({ filter: { actorId: ALICE.id, kind: 'project', from: '2026-12-01' } })}
      />,
    );
    const form = screen.getByRole('search', { name: 'Filter the activity log' });
    expect(form).toHaveAttribute('action', '/private/admin/activity');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByLabelText('Person')).toHaveValue(ALICE.id);
    expect(within(form).getByLabelText('Person')).toHaveAttribute('name', 'person');
    expect(within(form).getByLabelText('Kind of record')).toHaveValue('project');
    expect(within(form).getByLabelText('From')).toHaveValue('2026-12-01');
    expect(within(form).getByLabelText('To')).toHaveValue('');
    expect(within(form).getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/private/admin/activity',
    );
  });

  it('pages keep the filter in their addresses', () => {
    render(
      <ActivityScreen
        log={page({ filter: { kind: 'project' }, page: 2, pageCount: 3, first: 51 })}
      />,
    );
    const pager = screen.getByRole('navigation', { name: 'Activity log pages' });
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/private/admin/activity?kind=project&page=3',
    );
    expect(within(pager).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/private/admin/activity?kind=project',
    );
    expect(screen.getByText('51–52 of 2')).toBeInTheDocument();
  });

  it('says when nothing is recorded, and when nothing matches a filter', () => {
    const { rerender } = render(<ActivityScreen log={page({ entries: [], matching: 0 })} />);
    expect(screen.getByText(/Nothing has been recorded yet/)).toBeInTheDocument();
    rerender(<ActivityScreen log={page({ entries: [], matching: 0, filter: { kind: 'faq' } })} />);
    expect(screen.getByText('No activity matches these filters.')).toBeInTheDocument();
  });
});
