import { render, screen } from '@testing-library/react';
import { LinkPendingLoader } from '@/components/site/link-pending-loader';

const status = { pending: false };
jest.mock('next/link', () => ({ __esModule: true, useLinkStatus: () => status }));

describe('the full-screen loader of the blog pages', () => {
  it('covers the screen while the link to a blog page is loading, and only then', () => {
    const { rerender } = render(<LinkPendingLoader label="Loading articles…" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    status.pending = true;
    rerender(<LinkPendingLoader label="Loading articles…" />);
    const loader = screen.getByRole('status');
    expect(loader).toHaveTextContent('Loading articles…');
    expect(loader.className).toContain('fixed inset-0');
    expect(loader.parentElement).toBe(document.body);
  });
});
