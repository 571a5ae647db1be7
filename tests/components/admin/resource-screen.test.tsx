import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceScreen } from '@/components/admin/resource-screen';
import type { RowOf } from '@/components/admin/collection-tables';
import type { Blog, ImageEntityKind as ResourceKind, Project, Review } from '@/lib/entities';
import {
  clearToasts,
  deferred,
  findToast,
  queryToast,
  installObjectUrls,
  mockApi,
  pngFile,
  renderAdmin,
  silenceAdminLogs,
  tableRows,
} from './test-utils';
import { NO_CASE_STUDY } from '@/tests/helpers/project-fields';

jest.mock('next/navigation', () => jest.requireActual('./test-utils').navigationMock);
// Whole screens with many fields: generous on a busy machine.
jest.setTimeout(30_000);

const NOW = '2025-03-05T10:00:00.000Z';

interface Case {
  kind: ResourceKind;
  list: string;
  add: string;
  listKey: string;
  recordKey: string;
  heading: string;
  tableLabel: string;
  button: string;
  busy: string;
  empty: string;
  imageLabel: string;
  /** Label → value typed into the form. */
  fill: Record<string, string>;
  /** What the server answers for the create. */
  created: Record<string, unknown>;
  /** Text of the new record in its table row. */
  rowText: string;
  existing: RowOf<ResourceKind>;
}

const CASES: Case[] = [
  {
    kind: 'projects',
    list: '/admin/projects/get',
    add: '/admin/projects/add',
    listKey: 'allProjects',
    recordKey: 'project',
    heading: 'Create Project',
    tableLabel: 'All Projects',
    button: 'Create Project',
    busy: 'Creating...',
    empty: 'No projects added yet',
    imageLabel: 'Project image',
    fill: {
      Title: 'Orbit CRM',
      'Live link': 'https://orbit.example',
      'Image alt text': 'The Orbit CRM pipeline board',
      Description: 'A CRM for studios.',
    },
    created: {
      _id: 'p-new',
      title: 'Orbit CRM',
      link: 'https://orbit.example',
      description: 'A CRM for studios.',
      imageURL: '/uploads/new.png',
      ...NO_CASE_STUDY,
      createdAt: NOW,
      updatedAt: NOW,
    },
    rowText: 'Orbit CRM',
    existing: {
      _id: 'p-old',
      title: 'Older Project',
      link: 'https://old.example',
      description: 'Old.',
      imageURL: '/demo/old.svg',
      ...NO_CASE_STUDY,
      createdAt: NOW,
      updatedAt: NOW,
    },
  },
  {
    kind: 'team',
    list: '/admin/team/get',
    add: '/admin/team/add',
    listKey: 'allMembers',
    recordKey: 'member',
    heading: 'Add Team Member',
    tableLabel: 'All Team Members',
    button: 'Add Member',
    busy: 'Adding...',
    empty: 'No team member added yet',
    imageLabel: 'Photo',
    fill: {
      Name: 'Ada Brook',
      Skill: 'Backend Engineer',
      LinkedIn: 'https://www.linkedin.com/in/ada',
      GitHub: 'https://github.com/ada',
      Description: 'Builds APIs.',
      'Alt text': 'A test image',
    },
    created: {
      _id: 'm-new',
      name: 'Ada Brook',
      skill: 'Backend Engineer',
      linkedIn: 'https://www.linkedin.com/in/ada',
      github: 'https://github.com/ada',
      description: 'Builds APIs.',
      imageURL: '/uploads/ada.png',
      imageAlt: 'A test image',
      createdAt: NOW,
      updatedAt: NOW,
    },
    rowText: 'Ada Brook',
    existing: {
      _id: 'm-old',
      name: 'Older Member',
      skill: 'Design',
      linkedIn: 'https://linkedin.com/in/x',
      github: 'https://github.com/x',
      description: 'Old.',
      imageURL: '/demo/x.svg',
      imageAlt: 'A test image',
      createdAt: NOW,
      updatedAt: NOW,
    },
  },
  {
    kind: 'reviews',
    list: '/admin/reviews/get',
    add: '/admin/reviews/add',
    listKey: 'allReviews',
    recordKey: 'review',
    heading: 'Create Reviews',
    tableLabel: 'All Reviews',
    button: 'Create Review',
    busy: 'Creating...',
    empty: 'No reviews added yet',
    imageLabel: 'Client image',
    fill: { 'Client name': 'Mira Vos', 'Client account': 'miravos', Description: 'Great team.' },
    created: {
      _id: 'r-new',
      clientName: 'Mira Vos',
      clientAccount: 'miravos',
      description: 'Great team.',
      col: 1,
      imageURL: '/uploads/m.png',
      imageAlt: 'A test image',
      createdAt: NOW,
      updatedAt: NOW,
    },
    rowText: 'Mira Vos',
    existing: {
      _id: 'r-old',
      clientName: 'Older Client',
      clientAccount: 'old',
      description: 'Old.',
      col: 2,
      imageURL: '/demo/o.svg',
      imageAlt: 'A test image',
      createdAt: NOW,
      updatedAt: NOW,
    },
  },
  {
    kind: 'blogs',
    list: '/admin/blogs/get',
    add: '/admin/blogs/add',
    listKey: 'allBlogs',
    recordKey: 'blog',
    heading: 'Create Blog',
    tableLabel: 'All Blogs',
    button: 'Create Blog',
    busy: 'Creating...',
    empty: 'No blogs added yet',
    imageLabel: 'Cover image',
    fill: {
      Title: 'Shipping faster',
      Description: 'How we ship.',
      'Alt text': 'A test image',
    },
    created: {
      _id: 'b-new',
      title: 'Shipping faster',
      description: 'How we ship.',
      author: 'admin',
      authorMember: '',
      comments: [],
      imageURL: '/uploads/b.png',
      imageAlt: 'A test image',
      createdAt: NOW,
      updatedAt: NOW,
    },
    rowText: 'Shipping faster',
    existing: {
      _id: 'b-old',
      title: 'Older Post',
      slug: 'test-post-7',
      description: 'Old.',
      author: 'admin',
      authorMember: '',
      comments: [],
      imageURL: '/demo/b.svg',
      imageAlt: 'A test image',
      createdAt: NOW,
      updatedAt: NOW,
    },
  },
];

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  values: Record<string, string>,
) {
  for (const [label, value] of Object.entries(values)) {
    await user.click(within(form).getByLabelText(label));
    await user.paste(value);
  }
}

beforeEach(() => {
  clearToasts();
  installObjectUrls();
  silenceAdminLogs();
});
afterEach(() => jest.restoreAllMocks());

describe.each(CASES)('$kind screen', (c) => {
  it('shows the records the server read for the page, here the empty state, without a request', async () => {
    const api = mockApi({});
    renderAdmin(<ResourceScreen kind={c.kind} initialRows={[]} />);
    expect(await screen.findByRole('heading', { name: c.heading })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(screen.getByText(c.empty)).toBeInTheDocument();
  });

  it('asks for every text field first, then for the image, and sends nothing', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderAdmin(<ResourceScreen kind={c.kind} initialRows={[]} />);
    const form = await screen.findByRole('form', { name: c.heading });

    await user.click(within(form).getByRole('button', { name: c.button }));
    // Every field that lacks something is marked, with what it lacks written under it (and read
    // with it), the image too; the first takes the focus and the spec's message. Said beside the
    // fields, it is not said again in a toast. Typing in a field clears its own mark.
    const labels = Object.keys(c.fill);
    const fields = labels.map((label) => within(form).getByLabelText(label));
    await waitFor(() => expect(fields[0]).toHaveFocus());
    expect(fields[0]).toHaveAccessibleDescription(
      expect.stringContaining('Please fill all fields!'),
    );
    for (const field of fields) expect(field).toHaveAttribute('aria-invalid', 'true');
    for (const field of fields.slice(1)) {
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Required.'));
    }
    expect(within(form).getAllByText('Required.')).toHaveLength(labels.length - 1);
    expect(queryToast('Please fill all fields!')).toBeNull();
    const image = within(form).getByLabelText(c.imageLabel);
    expect(image).toHaveAttribute('aria-invalid', 'true');
    expect(image).toHaveAccessibleDescription(expect.stringContaining('Please select an image!'));

    await fillForm(user, form, { [labels[0]!]: c.fill[labels[0]!]! });
    expect(fields[0]).not.toHaveAttribute('aria-invalid');
    expect(fields[0]).not.toHaveAccessibleDescription(expect.stringContaining('Required.'));
    expect(fields[1]).toHaveAttribute('aria-invalid', 'true');
    await fillForm(user, form, c.fill);
    expect(within(form).queryByText('Required.')).toBeNull();
    await user.click(within(form).getByRole('button', { name: c.button }));
    await waitFor(() => expect(image).toHaveFocus());
    expect(queryToast('Please select an image!')).toBeNull();
    expect(image).toHaveAttribute('aria-invalid', 'true');
    expect(image).toHaveAccessibleDescription(expect.stringContaining('Please select an image!'));
    expect(api.callsTo('POST', c.add)).toHaveLength(0);
  });

  it(`shows "${c.busy}" while creating, then puts the new record on top and resets the form`, async () => {
    const pending = deferred<[number, unknown]>();
    const api = mockApi({
      [`POST ${c.add}`]: () => pending.promise,
    });
    const user = userEvent.setup();
    renderAdmin(<ResourceScreen kind={c.kind} initialRows={[c.existing]} />);
    const form = await screen.findByRole('form', { name: c.heading });
    await fillForm(user, form, c.fill);
    await user.upload(within(form).getByLabelText(c.imageLabel), pngFile());

    await user.click(within(form).getByRole('button', { name: c.button }));
    const busy = await within(form).findByRole('button', { name: c.busy });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();

    const [call] = api.callsTo('POST', c.add);
    const body = call!.init.body as FormData;
    expect(body.get('image')).toBeInstanceOf(File);
    for (const [label, value] of Object.entries(c.fill)) {
      const name = (within(form).getByLabelText(label) as HTMLInputElement).name;
      expect(body.get(name)).toBe(value);
    }

    pending.resolve([201, { [c.recordKey]: c.created, message: 'Added successfully!' }]);
    expect(await findToast('Added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(tableRows(c.tableLabel)).toHaveLength(2));
    expect(tableRows(c.tableLabel)[0]).toHaveTextContent(c.rowText);
    for (const label of Object.keys(c.fill))
      expect(within(form).getByLabelText(label)).toHaveValue('');
    expect(within(form).getByText('No image selected')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: c.button })).toBeEnabled();
  });

  it('keeps what was typed and the chosen image when the create fails', async () => {
    mockApi({
      [`POST ${c.add}`]: [
        500,
        { message: 'Something went wrong on our side. Please try again later.' },
      ],
    });
    const user = userEvent.setup();
    renderAdmin(<ResourceScreen kind={c.kind} initialRows={[]} />);
    const form = await screen.findByRole('form', { name: c.heading });
    await fillForm(user, form, c.fill);
    await user.upload(within(form).getByLabelText(c.imageLabel), pngFile('kept.png'));
    await user.click(within(form).getByRole('button', { name: c.button }));

    expect(await findToast('Something went wrong. Please try again!')).toBeInTheDocument();
    for (const [label, value] of Object.entries(c.fill)) {
      expect(within(form).getByLabelText(label)).toHaveValue(value);
    }
    expect(within(form).getByRole('img', { name: 'Preview of kept.png' })).toBeInTheDocument();
    expect(screen.getByText(c.empty)).toBeInTheDocument();
  });
});

describe('reviews form', () => {
  it('offers columns 1, 2 and 3 with 1 chosen, and hints at the @handle', async () => {
    mockApi({});
    renderAdmin(<ResourceScreen kind="reviews" initialRows={[]} />);
    // Three choices named by where they stand on the home page, not a bare number.
    const column = await screen.findByRole('group', { name: 'Column' });
    expect(
      within(column)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Left', 'Middle', 'Right']);
    expect(within(column).getByRole('radio', { name: 'Left' })).toBeChecked();
    expect(within(column).getByRole('radio', { name: 'Left' })).toHaveAttribute('value', '1');
    expect(column).toHaveAccessibleDescription(/three review columns/);
    expect(screen.getByLabelText('Client account')).toHaveAccessibleDescription(/@handle/);
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
  });

  it('shows a client account with its @ in the table', async () => {
    mockApi({});
    renderAdmin(<ResourceScreen kind="reviews" initialRows={[CASES[2]!.existing as Review]} />);
    await screen.findByRole('heading', { name: 'Create Reviews' });
    expect(tableRows('All Reviews')[0]).toHaveTextContent('@old');
  });

  it('shows a post’s words in the table, not its Markdown', async () => {
    mockApi({});
    const post = {
      ...(CASES[3]!.existing as Blog),
      description: '## Why\n\nThree **Core Web Vitals** and [a guide](https://web.dev/vitals).',
    };
    renderAdmin(<ResourceScreen kind="blogs" initialRows={[post]} />);
    await waitFor(() =>
      expect(tableRows('All Blogs')[0]).toHaveTextContent('Why Three Core Web Vitals and a guide.'),
    );
    expect(tableRows('All Blogs')[0]).not.toHaveTextContent(/\*\*|##|\]\(/);
  });

  it('asks about a review in a sentence that starts with a capital', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderAdmin(<ResourceScreen kind="reviews" initialRows={[CASES[2]!.existing as Review]} />);
    await user.click(screen.getByRole('button', { name: 'Delete the review by Older Client' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Delete this review?' }),
    ).toHaveAccessibleDescription(
      'The review by Older Client will be removed from the website at once and kept in the Trash for 30 days, with its image, in case you need it back.',
    );
  });
});

describe('a refused field in a tab not shown', () => {
  it('a blank post while its preview shows: the Write tab comes back, its field focused with the message', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderAdmin(<ResourceScreen kind="blogs" initialRows={[]} />);
    const form = await screen.findByRole('form', { name: 'Create Blog' });
    await user.type(within(form).getByLabelText('Title'), 'A title');
    await user.click(within(form).getByRole('tab', { name: 'Preview' }));
    const description = within(form).getByLabelText('Description');
    expect(description).not.toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Create Blog' }));
    expect(within(form).getByRole('tab', { name: 'Write' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(description).toHaveFocus());
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription(
      expect.stringContaining('Please fill all fields!'),
    );
    expect(queryToast('Please fill all fields!')).toBeNull();
  });
});

describe('deleting from a table', () => {
  it('asks first, and removes the row only once the server answers 203', async () => {
    const pending = deferred<[number, unknown]>();
    const project = CASES[0]!.existing as Project;
    const api = mockApi({
      'DELETE /admin/projects/delete/p-old': () => pending.promise,
    });
    const user = userEvent.setup();
    renderAdmin(<ResourceScreen kind="projects" initialRows={[project]} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Older Project' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete this project?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(api.callsTo('DELETE', '/admin/projects/delete/p-old')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(tableRows('All Projects')).toHaveLength(1);

    pending.resolve([203, { message: 'Project deleted successfully!' }]);
    expect(await findToast('Project deleted successfully!')).toBeInTheDocument();
    expect(screen.getByText('No projects added yet')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Its row is gone, and the table with it: the focus goes to the list's card, not the page.
    await waitFor(() => expect(screen.getByRole('region', { name: 'All Projects' })).toHaveFocus());
  });

  it('after a row is deleted the focus goes to the same button of the row that took its place', async () => {
    const first = CASES[0]!.existing as Project;
    const second: Project = { ...first, _id: 'p-second', title: 'Second Project' };
    mockApi({ 'DELETE /admin/projects/delete/p-old': () => [203, { message: 'Deleted.' }] });
    const user = userEvent.setup();
    renderAdmin(<ResourceScreen kind="projects" initialRows={[first, second]} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Older Project' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deleted.')).toBeInTheDocument();
    expect(tableRows('All Projects')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Second Project' })).toHaveFocus(),
    );
  });

  it('a click on the backdrop closes the question, but not the second click of a double-click', async () => {
    const project = CASES[0]!.existing as Project;
    mockApi({});
    const user = userEvent.setup();
    renderAdmin(<ResourceScreen kind="projects" initialRows={[project]} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Older Project' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this project?' });
    // The backdrop is the dialog's sibling, under it: where a double-click's second click lands.
    const backdrop = dialog.previousElementSibling!;
    fireEvent.click(backdrop, { detail: 2 });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.click(backdrop, { detail: 1 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the row when the delete is cancelled or fails', async () => {
    const project = CASES[0]!.existing as Project;
    mockApi({
      'DELETE /admin/projects/delete/p-old': [500, { message: 'boom' }],
    });
    const user = userEvent.setup();
    renderAdmin(<ResourceScreen kind="projects" initialRows={[project]} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Older Project' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Older Project' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await findToast('Something went wrong. Please try again!')).toBeInTheDocument();
    expect(tableRows('All Projects')).toHaveLength(1);
  });
});
