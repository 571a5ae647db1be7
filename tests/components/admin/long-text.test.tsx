import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceCreateForm, ResourceScreen } from '@/components/admin/resource-screen';
import type { Blog, Project } from '@/lib/entities';
import { renderAdmin } from './test-utils';
import { NO_CASE_STUDY } from '@/tests/helpers/project-fields';

jest.mock('next/navigation', () => jest.requireActual('./test-utils').navigationMock);

const NOW = '2025-03-05T10:00:00.000Z';
const ARABIC = 'متجر إلكتروني (نسخة ٢)!';

const PROJECT: Project = {
  _id: 'p-ar',
  title: ARABIC,
  link: 'https://store.example',
  description: 'وصف المشروع.',
  imageURL: '/demo/store.svg',
  ...NO_CASE_STUDY,
  createdAt: NOW,
  updatedAt: NOW,
};

describe('right-to-left text in the panel', () => {
  it('every text box of a form follows the direction of what is typed in it', () => {
    renderAdmin(<ResourceCreateForm kind="projects" onCreated={() => {}} />);
    const form = screen.getByRole('form', { name: 'Create Project' });
    for (const label of ['Title', 'Live link', 'Description']) {
      expect(within(form).getByLabelText(label)).toHaveAttribute('dir', 'auto');
    }
  });

  it("the blog's Markdown text box does too", () => {
    renderAdmin(<ResourceCreateForm kind="blogs" onCreated={() => {}} />);
    const form = screen.getByRole('form', { name: 'Create Blog' });
    expect(within(form).getByLabelText('Title')).toHaveAttribute('dir', 'auto');
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'dir',
      'auto',
    );
  });

  it("a table cell takes its text's direction", () => {
    renderAdmin(<ResourceScreen kind="projects" initialRows={[PROJECT]} />);
    const table = screen.getByRole('table', { name: 'All Projects' });
    expect(within(table).getByText(ARABIC).closest('[dir]')).toHaveAttribute('dir', 'auto');
    expect(within(table).getByText('وصف المشروع.').closest('[dir]')).toHaveAttribute('dir', 'auto');
  });

  it("the delete question sets the record's name apart in its own direction", async () => {
    const user = userEvent.setup();
    const blog: Blog = {
      _id: 'b-ar',
      title: ARABIC,
      slug: 'test-post-4',
      description: 'نص',
      imageURL: '/demo/cover.svg',
      imageAlt: 'A test image',
      author: 'admin',
      authorMember: '',
      createdAt: NOW,
      updatedAt: NOW,
      comments: [],
    };
    renderAdmin(<ResourceScreen kind="blogs" initialRows={[blog]} />);
    await user.click(screen.getByRole('button', { name: `Delete ${ARABIC}` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this blog?' });
    // Isolated: the sentence's English around it cannot pull its brackets and "!" to the wrong side.
    expect(within(dialog).getByText(ARABIC)).toHaveAttribute('dir', 'auto');
    expect(dialog).toHaveAccessibleDescription(
      `${ARABIC} will be removed from the website at once and kept in the Trash for 30 days, with its image, in case you need it back.`,
    );
  });
});
