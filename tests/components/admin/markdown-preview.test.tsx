import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceCreateForm } from '@/components/admin/resource-screen';
import { ResourceEditor } from '@/components/admin/resource-editor';
import type { Blog } from '@/lib/entities';
import { renderAdmin } from './test-utils';

jest.mock('next/navigation', () => jest.requireActual('./test-utils').navigationMock);

const POST = [
  '# Launch notes',
  '',
  'A **bold** start with [a link](https://example.com) and [a trap](javascript:alert(1)).',
  '',
  '- first',
  '- second',
  '',
  '```',
  'npm run build',
  '```',
  '',
  '<script>window.__pwned = true</script>',
].join('\n');

const BLOG: Blog = {
  _id: '65f1a3000000000000000001',
  title: 'Launch notes',
  slug: 'test-post-5',
  description: POST,
  imageURL: '/uploads/cover.png',
  imageAlt: 'A test image',
  author: 'admin',
  authorMember: '',
  createdAt: '2025-03-01T08:00:00.000Z',
  updatedAt: '2025-03-01T08:00:00.000Z',
  comments: [],
};

describe('the blog form: Write / Preview', () => {
  it('Preview shows the post as visitors see it; Write brings back the text as typed', async () => {
    const user = userEvent.setup();
    renderAdmin(<ResourceCreateForm kind="blogs" onCreated={() => {}} />);
    const tabs = screen.getByRole('tablist', { name: 'Write or preview' });
    const write = within(tabs).getByRole('tab', { name: 'Write' });
    const preview = within(tabs).getByRole('tab', { name: 'Preview' });
    expect(write).toHaveAttribute('aria-selected', 'true');

    const text = screen.getByLabelText('Description');
    await user.click(text);
    await user.paste(POST);
    await user.click(preview);

    expect(preview).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    // The site's renderer: the heading starts at h2, the list, the code, the safe link.
    expect(
      await within(panel).findByRole('heading', { level: 2, name: 'Launch notes' }),
    ).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['first', 'second']);
    expect(within(panel).getByText('npm run build')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'a link' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // What a post cannot do: the javascript: link stays text, the script stays text.
    expect(within(panel).queryByRole('link', { name: 'a trap' })).toBeNull();
    expect(panel.querySelector('script')).toBeNull();
    expect(panel).toHaveTextContent('<script>window.__pwned = true</script>');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    // The same styles as the public page: its body class.
    expect(panel.querySelector('.post-body')).not.toBeNull();
    // The text box is hidden, not gone.
    expect(screen.getByLabelText('Description')).not.toBeVisible();

    await user.click(write);
    expect(screen.getByLabelText('Description')).toBeVisible();
    expect(screen.getByLabelText('Description')).toHaveValue(POST);
  });

  it('the field’s label names the text box alone, as before the tabs', () => {
    renderAdmin(<ResourceCreateForm kind="blogs" onCreated={() => {}} />);
    // A partial match, as tests and assistive tools that search by label do.
    expect(screen.getAllByLabelText(/description/i)).toEqual([
      screen.getByRole('textbox', { name: 'Description' }),
    ]);
  });

  it('the tabs follow the arrow keys', async () => {
    const user = userEvent.setup();
    renderAdmin(<ResourceCreateForm kind="blogs" onCreated={() => {}} />);
    const write = screen.getByRole('tab', { name: 'Write' });
    write.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Nothing to preview yet.')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(write).toHaveFocus();
    expect(write).toHaveAttribute('aria-selected', 'true');
  });

  it('the edit page previews the stored post', async () => {
    const user = userEvent.setup();
    renderAdmin(<ResourceEditor kind="blogs" record={BLOG} />);
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(
      await within(panel).findByRole('heading', { level: 2, name: 'Launch notes' }),
    ).toBeInTheDocument();
  });

  it('other collections keep a plain text box', () => {
    renderAdmin(<ResourceCreateForm kind="projects" onCreated={() => {}} />);
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
