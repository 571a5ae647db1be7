import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogComments } from '@/components/site/blog/blog-comments';
import { Toaster } from '@/components/ui/toaster';
import type { Blog, BlogComment } from '@/lib/entities';
import { clearToasts, fakeFetch, findToast, queryToast, router } from './utils';

jest.mock('next/navigation', () => jest.requireActual('./utils').navigationMock);

const BLOG_ID = '65f1a3000000000000000001';
const existing: BlogComment = {
  _id: '65f1a4000000000000000001',
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  comment: 'Great write-up.',
  createdAt: '2025-03-05T10:00:00.000Z',
};

function setup(comments: BlogComment[] = [existing]) {
  render(
    <>
      <BlogComments blogId={BLOG_ID} comments={comments} />
      <Toaster />
    </>,
  );
  return {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    comment: screen.getByLabelText('Comment'),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Post Comment' })),
  };
}

async function fill(
  fields: ReturnType<typeof setup>,
  values = { name: 'Ana Ruiz', email: 'ana@example.com', comment: 'Very useful, thanks!' },
) {
  await userEvent.type(fields.name, values.name);
  await userEvent.type(fields.email, values.email);
  await userEvent.type(fields.comment, values.comment);
}

const updatedBlog = (comments: BlogComment[]): Blog => ({
  _id: BLOG_ID,
  title: 'Post',
  slug: 'test-post-8',
  description: 'Text',
  imageURL: '/x.svg',
  imageAlt: 'A test image',
  author: 'admin',
  authorMember: '',
  comments,
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-06T00:00:00.000Z',
});

afterEach(() => {
  clearToasts();
  router.refresh.mockClear();
});

describe('comments and the "Leave a Comment" form', () => {
  it('lists each comment with name and date, never the email, and says the email stays private', () => {
    const fields = setup();
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Jordan Lee')).toBeInTheDocument();
    expect(within(item).getByText('March 5, 2025')).toBeInTheDocument();
    // Even a comment that carries one (an old client's record) never shows its email.
    expect(document.body).not.toHaveTextContent('jordan@example.com');
    expect(fields.email).toHaveAccessibleDescription('Your email is never shown publicly.');
    expect(within(item).getByText('Great write-up.')).toBeInTheDocument();
  });

  it('says "No comments yet!" when there are none', () => {
    setup([]);
    expect(screen.getByText('No comments yet!')).toBeInTheDocument();
  });

  it('takes at most 300 characters, with the spec’s placeholder', async () => {
    const fields = setup();
    expect(fields.comment).toHaveAttribute('placeholder', '*Comment (max 300 characters)');
    expect(fields.comment).toHaveAttribute('maxLength', '300');
    await userEvent.click(fields.comment);
    await userEvent.paste('x'.repeat(320));
    expect((fields.comment as HTMLTextAreaElement).value).toHaveLength(300);
    expect(screen.getByText('300/300')).toBeInTheDocument();
  });

  it('refuses blank fields with "Please fill all fields!" and sends nothing', async () => {
    const { fetchMock } = fakeFetch([201, {}]);
    const fields = setup();
    await fields.submit();
    expect(await findToast('Please fill all fields!')).toBeInTheDocument();
    // Every empty field is marked and the first takes the focus; typing in one clears its mark.
    for (const field of [fields.name, fields.email, fields.comment])
      expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).toHaveFocus();
    await userEvent.type(fields.name, 'Ana');
    expect(fields.name).not.toHaveAttribute('aria-invalid');
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    await fields.submit();
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(fields.email).toHaveFocus();
    await userEvent.clear(fields.name);
    await userEvent.type(fields.email, 'ana@example.com');
    await userEvent.type(fields.comment, '   ');
    await fields.submit();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads "Posting..." and is disabled while sending, then shows the server’s message and refreshes the list', async () => {
    const { fetchMock, release } = fakeFetch('pending');
    const fields = setup();
    await fill(fields);
    await fields.submit();

    const button = screen.getByRole('button', { name: 'Posting...' });
    // Unavailable, yet it keeps the focus a keyboard user pressed it with.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      `/frontend/blog/add-comment/${BLOG_ID}`,
      expect.objectContaining({ method: 'POST' }),
    );
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      comment: 'Very useful, thanks!',
    });

    const added: BlogComment = {
      _id: '65f1a40000000000000000ff',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      comment: 'Very useful, thanks!',
      createdAt: '2025-03-06T12:00:00.000Z',
    };
    release([
      201,
      { updatedBlog: updatedBlog([existing, added]), message: 'Comment added successfully!' },
    ]);

    expect(await findToast('Comment added successfully!')).toBeInTheDocument();
    // The list is the server's: the page is read again (the e2e suite sees the comment appear).
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Post Comment' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // The spec keeps the form as it was.
    expect(fields.comment).toHaveValue('Very useful, thanks!');
  });

  it('a comment held for moderation: says it is awaiting, and nothing is refreshed into the list', async () => {
    const awaiting =
      'Thank you! Your comment is awaiting moderation and will appear once it is approved.';
    fakeFetch([
      201,
      { updatedBlog: updatedBlog([existing]), message: awaiting, awaitingModeration: true },
    ]);
    const fields = setup();
    await fill(fields);
    await fields.submit();
    expect(await findToast(awaiting)).toBeInTheDocument();
    // Said in the form too, where it stays after the toast has gone.
    const form = screen.getByRole('button', { name: 'Post Comment' }).closest('form')!;
    expect(within(form).getByRole('status')).toHaveTextContent(awaiting);
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('a post with comments closed: its comments stay, the form is replaced by a plain line', () => {
    render(<BlogComments blogId={BLOG_ID} comments={[existing]} open={false} />);
    expect(screen.getByText('Jordan Lee')).toBeInTheDocument();
    expect(screen.getByText('Comments are closed on this post.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post Comment' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('when the post is full (409) shows the server’s message, keeps what was typed and the list', async () => {
    const closed = 'Comments are closed on this post: it has reached the limit of 500 comments.';
    fakeFetch([409, { message: closed }]);
    const fields = setup();
    await fill(fields);
    await fields.submit();
    expect(await findToast(closed)).toBeInTheDocument();
    expect(queryToast('Something went wrong. Please try again!')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(fields.comment).toHaveValue('Very useful, thanks!');
    expect(router.refresh).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post Comment' })).toBeEnabled());
  });

  it.each([
    ['an error status', [500, { message: 'boom' }] as [number, unknown]],
    ['a rate limit', [429, { message: 'Too many attempts.' }] as [number, unknown]],
    ['a network failure', new TypeError('Failed to fetch')],
  ])(
    'on %s says "Something went wrong. Please try again!" and keeps the list',
    async (_, answer) => {
      fakeFetch(answer);
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      const fields = setup();
      await fill(fields);
      await fields.submit();
      expect(await findToast('Something went wrong. Please try again!')).toBeInTheDocument();
      expect(queryToast('Comment added successfully!')).not.toBeInTheDocument();
      expect(screen.getAllByRole('listitem')).toHaveLength(1);
      expect(router.refresh).not.toHaveBeenCalled();
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Post Comment' })).toBeEnabled(),
      );
      error.mockRestore();
    },
  );
});

describe('a post with many comments', () => {
  const many = Array.from({ length: 25 }, (_, i) => ({
    ...existing,
    _id: `65f1a40000000000000001${String(i).padStart(2, '0')}`,
    name: `Reader ${i}`,
    comment: `Comment number ${i}`,
  }));

  test('shows the newest 20, and the earlier ones after a click on "Show earlier comments"', async () => {
    const { fetchMock } = fakeFetch([200, { comments: many.slice(0, 5), start: 0, total: 25 }]);
    setup(many);
    expect(screen.getByText('Comment number 24')).toBeInTheDocument();
    expect(screen.queryByText('Comment number 4')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Comments\s*25/ })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Show earlier comments (5)' }));
    expect(await screen.findByText('Comment number 4')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/frontend/blog/comments/${BLOG_ID}?before=5`);
    expect(screen.queryByRole('button', { name: /Show earlier comments/ })).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Comment number \d+$/)).toHaveLength(25);
  });
});
