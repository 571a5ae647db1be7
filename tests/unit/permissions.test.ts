import { mayUse, usesPanel } from '@/lib/auth/permissions';

describe('who may use which path', () => {
  test('an admin may use every path, a user none', () => {
    for (const path of ['/private/admin', '/private/admin/users', '/admin/main/get', '/x']) {
      expect(mayUse('admin', path)).toBe(true);
      expect(mayUse('user', path)).toBe(false);
    }
  });

  test.each([
    ['/private/admin', true],
    ['/private/admin/', true],
    ['/private/admin/main', true],
    ['/private/admin/blogs', true],
    ['/private/admin/blog/65f1a1000000000000000001', true],
    ['/private/admin/trash', true],
    ['/private/admin/account', true],
    ['/admin/blogs/add', true],
    ['/admin/comments/moderate', true],
    ['/auth/password', true],
    ['/private/admin/users', false],
    ['/private/admin/settings', false],
    ['/private/admin/redirects', false],
    ['/private/admin/activity', false],
    ['/admin/main/get', false],
    ['/admin/main/contact/export', false],
    ['/auth/users', false],
    ['/auth/user/role/65f1a1000000000000000001', false],
    // A segment that only starts like an editor's is not theirs, nor is a path added later.
    ['/admin/blogsx/get', false],
    ['/private/admin/main/more', false],
    ['/private/admin/reports', false],
  ])('an editor and %s: %s', (path, allowed) => {
    expect(mayUse('editor', path)).toBe(allowed);
  });

  test('the panel admits admins and editors', () => {
    expect([usesPanel('admin'), usesPanel('editor'), usesPanel('user')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
