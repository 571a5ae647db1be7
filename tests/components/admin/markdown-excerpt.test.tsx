import { act, render, screen } from '@testing-library/react';
import { MarkdownExcerpt } from '@/components/admin/markdown-excerpt';

// The parser's file cannot be loaded (a deployment replaced it while the panel was open).
jest.mock('@/lib/markdown', () => {
  throw new Error('Loading chunk failed');
});

it('shows a post’s text as typed, rather than failing, when the parser cannot be loaded', async () => {
  await act(async () => {
    render(<MarkdownExcerpt text="Three **Core Web Vitals**" />);
  });
  // Once the load has failed, not only while it is pending.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByText('Three **Core Web Vitals**')).toBeInTheDocument();
});
