import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordNotFound } from '@/components/admin/record-not-found';
import { ResourceEditor } from '@/components/admin/resource-editor';
import type { Blog, Project } from '@/lib/entities';
import {
  clearToasts,
  deferred,
  findFieldMessage,
  findToast,
  installObjectUrls,
  mockApi,
  mockRouter,
  pngFile,
  renderAdmin,
  silenceAdminLogs,
} from './test-utils';
import { NO_CASE_STUDY } from '@/tests/helpers/project-fields';

jest.mock('next/navigation', () => jest.requireActual('./test-utils').navigationMock);
jest.setTimeout(30_000);

const PROJECT: Project = {
  _id: 'p1',
  title: 'Harbor & Pine',
  description: 'A storefront.',
  link: 'https://harbor.example',
  imageURL: '/uploads/harbor.png',
  ...NO_CASE_STUDY,
  createdAt: '2025-01-10T09:00:00.000Z',
  updatedAt: '2025-01-10T09:00:00.000Z',
};

const BLOG: Blog = {
  _id: 'b1',
  title: 'Core Web Vitals',
  slug: 'test-post-6',
  description: 'How to pass them.',
  imageURL: '/uploads/cwv.png',
  imageAlt: 'A test image',
  author: 'admin',
  authorMember: '',
  createdAt: '2025-03-01T08:00:00.000Z',
  updatedAt: '2025-03-01T08:00:00.000Z',
  comments: [
    {
      _id: 'c1',
      name: 'Lena Park',
      email: 'lena@example.com',
      comment: 'Very useful, thanks!',
      createdAt: '2025-03-05T12:00:00.000Z',
    },
    {
      _id: 'c2',
      name: 'Spam Bot',
      email: 'bot@spam.example',
      comment: 'Buy followers now',
      createdAt: '2025-03-06T07:30:00.000Z',
    },
  ],
};

beforeEach(() => {
  clearToasts();
  installObjectUrls();
  silenceAdminLogs();
  jest.clearAllMocks();
});
afterEach(() => jest.restoreAllMocks());

describe('Update Project page', () => {
  it('fills the form with the record the server read for the page, without a request', async () => {
    const api = mockApi({});
    renderAdmin(<ResourceEditor kind="projects" record={PROJECT} />);
    expect(api.calls).toHaveLength(0);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Update Project' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Harbor & Pine');
    expect(screen.getByLabelText('Live link')).toHaveValue('https://harbor.example');
    expect(screen.getByLabelText('Description')).toHaveValue('A storefront.');
    expect(screen.getByRole('img', { name: 'Current image' })).toBeInTheDocument();
  });

  it('keeps the previous image when none is chosen: sends no image, and shows the saved record', async () => {
    const pending = deferred<[number, unknown]>();
    const api = mockApi({
      'PATCH /admin/project/update/p1': () => pending.promise,
    });
    const user = userEvent.setup();
    renderAdmin(<ResourceEditor kind="projects" record={PROJECT} />);
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Harbor and Pine');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByRole('button', { name: 'Updating...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Updating...' })).toHaveFocus();
    const body = api.callsTo('PATCH', '/admin/project/update/p1')[0]!.init.body as FormData;
    expect(body.get('title')).toBe('Harbor and Pine');
    expect(body.get('link')).toBe('https://harbor.example');
    expect(body.has('image')).toBe(false);
    expect(screen.getByRole('img', { name: 'Current image' })).toBeInTheDocument();

    const saved = { ...PROJECT, title: 'Harbor and Pine', updatedAt: '2025-04-01T00:00:00.000Z' };
    pending.resolve([202, { project: saved, message: 'Project updated successfully!' }]);
    expect(await findToast('Project updated successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Harbor and Pine');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    // The form was remounted from the saved record; the focus is back on Update.
    expect(screen.getByRole('button', { name: 'Update' })).toHaveFocus();
  });

  it('sends a newly chosen image and then shows the image the server returned', async () => {
    const api = mockApi({
      'PATCH /admin/project/update/p1': [
        202,
        {
          project: {
            ...PROJECT,
            imageURL: '/uploads/new.png',
            imageAlt: 'A test image',
            updatedAt: '2025-04-02T00:00:00.000Z',
          },
          message: 'Project updated successfully!',
        },
      ],
    });
    const user = userEvent.setup();
    renderAdmin(<ResourceEditor kind="projects" record={PROJECT} />);
    await user.upload(await screen.findByLabelText('Project image'), pngFile('new.png'));
    expect(screen.getByRole('img', { name: 'Preview of new.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await findToast('Project updated successfully!');
    const body = api.callsTo('PATCH', '/admin/project/update/p1')[0]!.init.body as FormData;
    expect((body.get('image') as File).name).toBe('new.png');
    const current = screen.getByRole('img', { name: 'Current image' });
    expect(decodeURIComponent(current.getAttribute('src')!)).toContain('/uploads/new.png');
  });

  it('refuses empty fields with the spec message', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderAdmin(<ResourceEditor kind="projects" record={PROJECT} />);
    await user.clear(await screen.findByLabelText('Description'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await findFieldMessage('Please fill all fields!');
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Description')).toHaveFocus();
    expect(api.callsTo('PATCH', '/admin/project/update/p1')).toHaveLength(0);
  });

  it('goes back on Cancel', async () => {
    mockApi({});
    window.history.pushState({}, '', '/private/admin/projects');
    window.history.pushState({}, '', '/private/admin/project/p1');
    const user = userEvent.setup();
    renderAdmin(<ResourceEditor kind="projects" record={PROJECT} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(mockRouter.back).toHaveBeenCalled();
  });

  it('says when the record does not exist', async () => {
    renderAdmin(<RecordNotFound kind="projects" />);
    expect(
      await screen.findByRole('heading', { name: 'This project was not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute(
      'href',
      '/private/admin/projects',
    );
  });
});

describe('Update Blog page: comments', () => {
  it('lists each comment with name, email, long date and text', async () => {
    mockApi({});
    renderAdmin(<ResourceEditor kind="blogs" record={BLOG} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Update Blog' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Comments' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Lena Park');
    expect(first).toHaveTextContent('lena@example.com');
    expect(first).toHaveTextContent('March 5, 2025');
    expect(first).toHaveTextContent('Very useful, thanks!');
    expect(second).toHaveTextContent('March 6, 2025');
    expect(within(list).getAllByRole('button', { name: /^Delete comment by/ })).toHaveLength(2);
  });

  it('removes a deleted comment from the list only, and saves the rest with Update', async () => {
    const saved: Blog = {
      ...BLOG,
      comments: [BLOG.comments[0]!],
      updatedAt: '2025-04-01T00:00:00.000Z',
    };
    const api = mockApi({
      'PATCH /admin/blog/update/b1': [202, { blog: saved, message: 'Blog updated successfully!' }],
    });
    const user = userEvent.setup();
    renderAdmin(<ResourceEditor kind="blogs" record={BLOG} />);
    await user.click(await screen.findByRole('button', { name: 'Delete comment by Spam Bot' }));

    expect(screen.queryByText('Buy followers now')).not.toBeInTheDocument();
    expect(
      screen.getByText('1 comment will be deleted when you click Update.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await findToast('Blog updated successfully!');
    const body = api.callsTo('PATCH', '/admin/blog/update/b1')[0]!.init.body as FormData;
    const kept = JSON.parse(body.get('comments') as string) as { _id: string }[];
    expect(kept.map((c) => c._id)).toEqual(['c1']);
    // The comments it loaded: the server removes only those loaded and not kept, so a comment
    // posted while the editor was open survives the save.
    expect(JSON.parse(body.get('loadedComments') as string)).toEqual(['c1', 'c2']);
    expect(body.get('loadedAt')).toBeNull();
    expect(body.get('title')).toBe('Core Web Vitals');
    await waitFor(() =>
      expect(screen.queryByText(/will be deleted when you click Update/)).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('button', { name: /^Delete comment by/ })).toHaveLength(1);
  });

  it('brings removed comments back with Undo', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderAdmin(<ResourceEditor kind="blogs" record={BLOG} />);
    await user.click(await screen.findByRole('button', { name: 'Delete comment by Lena Park' }));
    await user.click(screen.getByRole('button', { name: 'Delete comment by Spam Bot' }));
    expect(screen.getByText('No comments yet!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getAllByRole('button', { name: /^Delete comment by/ })).toHaveLength(2);
  });

  it('keeps the keyboard focus in the comments when its button goes away', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderAdmin(<ResourceEditor kind="blogs" record={BLOG} />);
    // Delete the first by keyboard: the focus moves to the next comment's Delete.
    (await screen.findByRole('button', { name: 'Delete comment by Lena Park' })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Delete comment by Spam Bot' })).toHaveFocus();
    // The last one: nothing is left to move to but Undo.
    await user.keyboard('{Enter}');
    expect(screen.getByText('No comments yet!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    // Undo: to the first comment it brought back.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Delete comment by Lena Park' })).toHaveFocus();
  });

  it('after deleting the last comment in the list, the focus moves to the one before it', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderAdmin(<ResourceEditor kind="blogs" record={BLOG} />);
    (await screen.findByRole('button', { name: 'Delete comment by Spam Bot' })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Delete comment by Lena Park' })).toHaveFocus();
  });

  it('says "No comments yet!" for a post without comments', async () => {
    mockApi({});
    renderAdmin(<ResourceEditor kind="blogs" record={{ ...BLOG, comments: [] }} />);
    expect(await screen.findByText('No comments yet!')).toBeInTheDocument();
  });
});
