import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogCard, cardText } from '@/components/site/blog/blog-card';
import { BlogDetailView } from '@/components/site/blog/blog-detail';
import { reloadPage } from '@/components/site/blog/reload-page';
import { selectBlogPage } from '@/lib/data/public';
import type { Blog } from '@/lib/entities';
import { demoBlogs } from '@/lib/data/seed/demo';

// The page's data module reads the store; these tests hand it the posts directly.
jest.mock('@/lib/data', () => ({ getStore: jest.fn() }));
jest.mock('@/components/site/blog/reload-page', () => ({ reloadPage: jest.fn() }));

// Newest first, as the store lists them.
const blogs: Blog[] = [...demoBlogs]
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  .map((b) => ({ ...b, updatedAt: b.createdAt }));
const show = (id: string, items = blogs) =>
  render(<BlogDetailView state={selectBlogPage({ items, failed: false }, id)} />);
const h1 = () => screen.getByRole('heading', { level: 1 });
const neighbours = () => within(screen.getByRole('navigation', { name: 'More posts' }));

describe('the blog page', () => {
  it('shows the post: title, author, date, image and the description as paragraphs', () => {
    const blog: Blog = {
      ...blogs[1],
      description: 'First paragraph.\n\nSecond paragraph\nwith a line break.\n\n\nThird.',
    };
    show(blog._id, [blogs[0], blog, blogs[2]]);
    expect(h1()).toHaveTextContent(blog.title);
    expect(screen.getAllByText(blog.author).length).toBeGreaterThan(0);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('img', { name: blog.title })).toHaveAttribute(
      'src',
      blog.imageURL,
    );
    const paragraphs = ['First paragraph.', 'Second paragraph\nwith a line break.', 'Third.'];
    for (const text of paragraphs) {
      expect(
        screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === text),
      ).toBeInTheDocument();
    }
  });

  it('an unknown id shows the first post', () => {
    show('65f1a3ffffffffffffffffff');
    expect(h1()).toHaveTextContent(blogs[0].title);
  });

  it('Previous Post is disabled on the first post and Next Post on the last', () => {
    const { unmount } = show(blogs[0]._id);
    expect(neighbours().getByRole('button', { name: /Previous Post/ })).toBeDisabled();
    expect(neighbours().getByRole('link', { name: /Next Post/ })).toHaveAttribute(
      'href',
      `/blog/${blogs[1]._id}`,
    );
    unmount();

    show(blogs[blogs.length - 1]._id);
    expect(neighbours().getByRole('link', { name: /Previous Post/ })).toHaveAttribute(
      'href',
      `/blog/${blogs[blogs.length - 2]._id}`,
    );
    expect(neighbours().getByRole('button', { name: /Next Post/ })).toBeDisabled();
  });

  it('"More Articles" lists up to five other posts with thumbnail, title and a short date', () => {
    show(blogs[0]._id);
    const more = within(screen.getByRole('region', { name: 'More Articles' }));
    const links = more.getAllByRole('link');
    expect(links).toHaveLength(Math.min(5, blogs.length - 1));
    expect(links.map((l) => l.getAttribute('href'))).not.toContain(`/blog/${blogs[0]._id}`);
    expect(links[0]).toHaveTextContent(blogs[1].title);
    expect(links[0].querySelector('img')).toHaveAttribute('src', blogs[1].imageURL);
    // 'MMM D, YYYY'
    expect(links[0].querySelector('time')?.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('describes the post for search engines', () => {
    show(blogs[0]._id);
    const data = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: blogs[0].title,
      author: { name: blogs[0].author },
    });
  });

  it('falls back to the placeholder image when the image fails', () => {
    show(blogs[0]._id);
    const image = within(screen.getByRole('article')).getByRole('img', { name: blogs[0].title });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/demo/blog-placeholder.svg');
  });

  it('with no posts at all: "No blog posts found." and Back to Home', () => {
    render(<BlogDetailView state={{ kind: 'empty' }} />);
    expect(h1()).toHaveTextContent('No blog posts found.');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('when the posts cannot be loaded: the error panel with Retry, which reloads the page', async () => {
    render(<BlogDetailView state={{ kind: 'error' }} />);
    expect(h1()).toHaveTextContent('Failed to load blogs. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('a blog card', () => {
  it('shows image, author, the date like "March 5, 2025", title, a 3-line excerpt and Read more', () => {
    const blog: Blog = { ...blogs[0], createdAt: '2025-03-05T10:00:00.000Z' };
    render(<BlogCard blog={blog} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('March 5, 2025')).toBeInTheDocument();
    expect(within(card).getByText(blog.author)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: blog.title })).toHaveAttribute(
      'href',
      `/blog/${blog._id}`,
    );
    // The excerpt is the start of the post, longer than its three clamped lines can show.
    const excerpt = within(card).getByText(cardText(blog.description));
    // card-blog-text clamps it to three lines (tests/e2e/site/blog.spec.ts reads the style).
    expect(excerpt).toHaveClass('card-blog-text');
    expect(blog.description.replace(/\s+/g, ' ').startsWith(excerpt.textContent!)).toBe(true);
    expect(excerpt.textContent!.length).toBeGreaterThan(300);
    expect(within(card).getByText('Read more')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', blog.imageURL);
  });
});
