import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveTo } from '@/components/admin/leave-to';
import { PermissionDenied } from '@/components/admin/permission-denied';
import { mockApi } from './test-utils';

jest.mock('next/navigation', () => jest.requireActual('./test-utils').navigationMock);
jest.mock('@/components/admin/leave-to', () => ({ leaveTo: jest.fn() }));

describe('PermissionDenied', () => {
  it('tells a non-admin they may not enter, with a way home and a way to switch account', async () => {
    render(<PermissionDenied username="viewer" />);
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('viewer')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    const api = mockApi({ 'POST /auth/logout': [200, { message: 'Signed out successfully!' }] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(api.callsTo('POST', '/auth/logout')).toHaveLength(1);
    expect(leaveTo).toHaveBeenCalledWith('/');
  });
});
