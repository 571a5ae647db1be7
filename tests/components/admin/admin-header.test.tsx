import { render, screen, within } from '@testing-library/react';
import { AdminHeader } from '@/components/admin/admin-header';
import { navFor } from '@/lib/admin/nav';
import { mockPath } from './test-utils';

jest.mock('next/navigation', () => jest.requireActual('./test-utils').navigationMock);

function nav() {
  return within(screen.getByRole('navigation', { name: 'Admin' }));
}

describe('AdminHeader', () => {
  it('links the brand to the site root and lists the nine sections in order', () => {
    mockPath.current = '/private/admin';
    render(<AdminHeader username="admin" nav={navFor('admin')} />);
    expect(screen.getByRole('link', { name: /Nimbus Studio/ })).toHaveAttribute('href', '/');
    expect(
      nav()
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Main', '/private/admin'],
      ['Users', '/private/admin/users'],
      ['Projects', '/private/admin/projects'],
      ['Team', '/private/admin/team'],
      ['Reviews', '/private/admin/reviews'],
      ['Blogs', '/private/admin/blogs'],
      ['Comments', '/private/admin/comments'],
      ['Services', '/private/admin/services'],
      ['FAQs', '/private/admin/faqs'],
      ['Trash', '/private/admin/trash'],
      ['Settings', '/private/admin/settings'],
      ['Redirects', '/private/admin/redirects'],
      ['Activity', '/private/admin/activity'],
    ]);
  });

  it.each([
    ['/private/admin', 'Main'],
    ['/private/admin/main', 'Main'],
    ['/private/admin/users', 'Users'],
    ['/private/admin/team', 'Team'],
    ['/private/admin/blogs', 'Blogs'],
    ['/private/admin/comments', 'Comments'],
    ['/private/admin/services', 'Services'],
    ['/private/admin/faqs', 'FAQs'],
    ['/private/admin/settings', 'Settings'],
    ['/private/admin/redirects', 'Redirects'],
    ['/private/admin/activity', 'Activity'],
  ])('marks the current page on %s', (path, label) => {
    mockPath.current = path;
    render(<AdminHeader username="admin" nav={navFor('admin')} />);
    const current = nav()
      .getAllByRole('link')
      .filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current.map((l) => l.textContent)).toEqual([label]);
  });

  it('shows how many comments await approval on the Comments link, and nothing when none', () => {
    mockPath.current = '/private/admin';
    const { unmount } = render(
      <AdminHeader username="admin" nav={navFor('admin')} heldComments={3} />,
    );
    expect(nav().getByRole('link', { name: 'Comments 3 awaiting approval' })).toHaveAttribute(
      'href',
      '/private/admin/comments',
    );
    unmount();
    render(<AdminHeader username="admin" nav={navFor('admin')} heldComments={0} />);
    expect(nav().getByRole('link', { name: 'Comments' })).toBeInTheDocument();
  });

  it('marks the section of an edit page', () => {
    mockPath.current = '/private/admin/review/65f1a3000000000000000001';
    render(<AdminHeader username="admin" nav={navFor('admin')} />);
    expect(nav().getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'true');
    expect(
      nav()
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });
});

describe('AdminHeader: an editor', () => {
  it('lists only the sections an editor may use, and leads to their account', () => {
    mockPath.current = '/private/admin';
    render(<AdminHeader username="writer" nav={navFor('editor')} />);
    expect(
      nav()
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Main',
      'Projects',
      'Team',
      'Reviews',
      'Blogs',
      'Comments',
      'Services',
      'FAQs',
      'Trash',
    ]);
    expect(screen.getByRole('link', { name: 'Signed in as writer: your account' })).toHaveAttribute(
      'href',
      '/private/admin/account',
    );
  });

  it('a user sees no section at all', () => {
    expect(navFor('user')).toEqual([]);
  });
});

describe('AdminHeader: the site content screens', () => {
  it.each([
    ['/private/admin/service/65f1a7000000000000000001', 'Services'],
    ['/private/admin/faq/65f1a8000000000000000001', 'FAQs'],
  ])('marks the section of %s', (path, label) => {
    mockPath.current = path;
    render(<AdminHeader username="admin" nav={navFor('admin')} />);
    const marked = nav()
      .getAllByRole('link')
      .filter((l) => l.getAttribute('aria-current'));
    expect(marked.map((l) => [l.textContent, l.getAttribute('aria-current')])).toEqual([
      [label, 'true'],
    ]);
  });
});
