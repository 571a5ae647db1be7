import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommentsScreen } from '@/components/admin/comments-screen';
import type { HeldComment } from '@/lib/entities';
import { clearToasts, findToast, mockApi, mockRouter, renderAdmin } from './test-utils';

jest.mock('next/navigation', () => jest.requireActual('./test-utils').navigationMock);

const held = (n: number): HeldComment => ({
  _id: `65f1a40000000000000000a${n}`,
  name: `Reader ${n}`,
  email: `reader${n}@example.com`,
  comment: `Comment number ${n}`,
  status: 'pending',
  createdAt: '2026-01-0' + n + 'T10:00:00.000Z',
  blogId: '65f1a3000000000000000001',
  blogTitle: 'Core Web Vitals',
  blogSlug: 'core-web-vitals',
});

afterEach(() => {
  clearToasts();
  mockRouter.refresh.mockClear();
});

describe('CommentsScreen (/private/admin/comments)', () => {
  it('lists each held comment with its email and a link to its post', () => {
    renderAdmin(<CommentsScreen comments={[held(1)]} count={1} />);
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('reader1@example.com')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Core Web Vitals' })).toHaveAttribute(
      'href',
      '/private/admin/blog/65f1a3000000000000000001',
    );
  });

  it('approves one at once, without a question, and reads the page again', async () => {
    const api = mockApi({
      'PATCH /admin/comments/moderate': [
        200,
        { moderated: [held(1)._id], missing: [], message: 'Comment approved.' },
      ],
    });
    renderAdmin(<CommentsScreen comments={[held(1), held(2)]} count={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve the comment by Reader 1' }));
    expect(await findToast('Comment approved.')).toBeInTheDocument();
    expect(JSON.parse(String(api.calls[0]!.init.body))).toEqual({
      action: 'approve',
      ids: [held(1)._id],
    });
    expect(screen.queryByText('Comment number 1')).not.toBeInTheDocument();
    expect(screen.getByText('Comment number 2')).toBeInTheDocument();
    expect(mockRouter.refresh).toHaveBeenCalled();
  });

  it('rejects the selected ones only after a confirmation; Cancel sends nothing', async () => {
    const api = mockApi({
      'PATCH /admin/comments/moderate': [
        200,
        {
          moderated: [held(1)._id, held(3)._id],
          missing: [],
          message: '2 comments rejected and deleted.',
        },
      ],
    });
    renderAdmin(<CommentsScreen comments={[held(1), held(2), held(3)]} count={3} />);
    expect(screen.getByRole('button', { name: 'Reject selected' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the comment by Reader 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the comment by Reader 3' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject these 2 comments?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reject' }),
    );
    expect(await findToast('2 comments rejected and deleted.')).toBeInTheDocument();
    expect(JSON.parse(String(api.calls[0]!.init.body))).toEqual({
      action: 'reject',
      ids: [held(1)._id, held(3)._id],
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('select all, then spam: asks, and one handled elsewhere is said so', async () => {
    mockApi({
      'PATCH /admin/comments/moderate': [
        200,
        { moderated: [held(1)._id], missing: [held(2)._id], message: 'Comment marked as spam.' },
      ],
    });
    renderAdmin(<CommentsScreen comments={[held(1), held(2)]} count={2} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spam selected' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark these 2 comments as spam?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as spam' }));
    expect(await findToast('Comment marked as spam.')).toBeInTheDocument();
    expect(await findToast('1 had already been handled by someone else.')).toBeInTheDocument();
    expect(screen.getByText('No comments are awaiting approval.')).toBeInTheDocument();
  });
});
