import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogCard } from '@/components/site/blog/blog-card';
import { BlogDetailView } from '@/components/site/blog/blog-detail';
import { moreArticles, toCard, type BlogPageState } from '@/lib/data/public';
import { cardText } from '@/lib/markdown';
import type { Blog } from '@/lib/entities';
import { demoBlogs } from '@/lib/data/seed/demo';

// The page's data module reads the store; these tests hand it the posts directly.
jest.mock('@/lib/data', () => ({ getStore: jest.fn() }));
// Its links follow the app router.
jest.mock('next/navigation', () => jest.requireActual('./utils').navigationMock);

// Newest first, as the store lists them.
const blogs: Blog[] = [...demoBlogs]
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  .map((b) => ({ ...b, updatedAt: b.createdAt }));
/** What the page reads for this id: the post (the first for an unknown id), neighbours, more. */
function stateFor(id: string, items: Blog[]): BlogPageState {
  const at = items.findIndex((b) => b._id === id);
  const i = at === -1 ? 0 : at;
  const link = (b: Blog | undefined) => (b ? { _id: b._id, title: b.title, slug: b.slug } : null);
  return {
    kind: 'post',
    blog: items[i],
    authorPhoto: items[i].authorMember ? `/photos/${items[i].authorMember}.svg` : '',
    found: at !== -1,
    previous: link(items[i - 1]),
    next: link(items[i + 1]),
    more: moreArticles(items.slice(0, 6), items[i]._id),
  };
}
const show = (id: string, items = blogs, siteName = 'Nimbus Studio') =>
  render(<BlogDetailView state={stateFor(id, items)} siteName={siteName} />);
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
    expect(within(article).getByRole('img', { name: blog.imageAlt })).toHaveAttribute(
      'src',
      blog.imageURL,
    );
    // By a team member: their photo beside their name, decorative (the name says who).
    const photo = article.querySelector('.post-meta img')!;
    expect(photo).toHaveAttribute('src', `/photos/${blog.authorMember}.svg`);
    expect(photo).toHaveAttribute('alt', '');
    // A plain-text post reads as it always did: paragraphs on blank lines, line breaks kept.
    const paragraphs = ['First paragraph.', 'Second paragraphwith a line break.', 'Third.'];
    const body = article.querySelector('.post-body')!;
    expect([...body.querySelectorAll('p')].map((p) => p.textContent)).toEqual(paragraphs);
    expect(body.querySelectorAll('p')[1]!.innerHTML).toBe('Second paragraph<br>with a line break.');
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
      `/blog/${blogs[1].slug}`,
    );
    unmount();

    show(blogs[blogs.length - 1]._id);
    expect(neighbours().getByRole('link', { name: /Previous Post/ })).toHaveAttribute(
      'href',
      `/blog/${blogs[blogs.length - 2].slug}`,
    );
    expect(neighbours().getByRole('button', { name: /Next Post/ })).toBeDisabled();
  });

  it('"More Articles" lists up to five other posts with thumbnail, title and a short date', () => {
    show(blogs[0]._id);
    const more = within(screen.getByRole('region', { name: 'More Articles' }));
    const links = more.getAllByRole('link');
    expect(links).toHaveLength(Math.min(5, blogs.length - 1));
    expect(links.map((l) => l.getAttribute('href'))).not.toContain(`/blog/${blogs[0].slug}`);
    expect(links[0]).toHaveTextContent(blogs[1].title);
    expect(links[0].querySelector('img')).toHaveAttribute('src', blogs[1].imageURL);
    // 'MMM D, YYYY'
    expect(links[0].querySelector('time')?.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('describes the post for search engines, published under the site’s name', () => {
    show(blogs[0]._id, blogs, 'Cirrus Works');
    const data = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: blogs[0].title,
      author: { name: blogs[0].author },
      publisher: { name: 'Cirrus Works' },
    });
  });

  it('falls back to the placeholder image when the image fails', () => {
    show(blogs[0]._id);
    const image = within(screen.getByRole('article')).getByRole('img', { name: blogs[0].imageAlt });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/demo/blog-placeholder.svg');
  });

  it('with no posts at all: "No blog posts found." and Back to Home', () => {
    render(<BlogDetailView state={{ kind: 'empty' }} siteName="Nimbus Studio" />);
    expect(h1()).toHaveTextContent('No blog posts found.');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('when the posts cannot be loaded: the error panel with Retry, which reloads the page', async () => {
    render(<BlogDetailView state={{ kind: 'error' }} siteName="Nimbus Studio" />);
    expect(h1()).toHaveTextContent('Failed to load blogs. Please try again later.');
    // Retry submits an empty GET form to the page's own address: the browser reloads the page.
    const retry = screen.getByRole('button', { name: 'Retry' });
    const form = (retry as HTMLButtonElement).form!;
    const sent: string[] = [];
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      sent.push(`${form.method} ${form.action}`);
    });
    await userEvent.click(retry);
    expect(sent).toEqual([`get ${window.location.href}`]);
    expect(form.elements).toHaveLength(1);
  });
});

describe('a blog card', () => {
  it('shows the photo of the team member it is by, and an icon for a panel user', () => {
    const { unmount } = render(<BlogCard blog={toCard(blogs[0], '/photos/member.svg')} />);
    expect(screen.getByRole('article').querySelector('.card-blog-meta img')).toHaveAttribute(
      'src',
      '/photos/member.svg',
    );
    unmount();
    render(<BlogCard blog={toCard({ ...blogs[0], authorMember: '' })} />);
    expect(screen.getByRole('article').querySelector('.card-blog-meta img')).toBeNull();
  });

  it('shows image, author, the date like "March 5, 2025", title, a 3-line excerpt and Read more', () => {
    const blog: Blog = { ...blogs[0], createdAt: '2025-03-05T10:00:00.000Z' };
    render(<BlogCard blog={toCard(blog)} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('March 5, 2025')).toBeInTheDocument();
    expect(within(card).getByText(blog.author)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: blog.title })).toHaveAttribute(
      'href',
      `/blog/${blog.slug}`,
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

describe('Markdown posts on their cards and pages', () => {
  const markdown: Blog = {
    ...blogs[0],
    description:
      '## Why speed matters\n\nA **fast** site [converts](https://example.com) better.\n\n- one\n- two\n\n`code` and > more',
  };

  it('a card shows the plain text (no Markdown) and the reading time', () => {
    render(<BlogCard blog={toCard(markdown)} />);
    const card = screen.getByRole('article');
    expect(card.querySelector('.card-blog-text')).toHaveTextContent(
      'Why speed matters A fast site converts better. one two code and > more',
    );
    expect(card.querySelector('.card-blog-text')!.textContent).not.toMatch(/[#*[\]]/);
    expect(within(card).getByText('1 min read')).toBeInTheDocument();
  });

  it('the page renders the Markdown: headings from h2, lists, links, and the reading time', () => {
    show(markdown._id, [markdown, ...blogs.slice(1)]);
    const article = screen.getByRole('article');
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Why speed matters' }),
    ).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'converts' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(['one', 'two']));
    expect(within(article).getByText('1 min read')).toBeInTheDocument();
  });

  it('a long post reads in more minutes (200 words a minute)', () => {
    const long: Blog = { ...blogs[0], description: Array(1001).fill('word').join(' ') };
    render(<BlogCard blog={toCard(long)} />);
    expect(screen.getByText('6 min read')).toBeInTheDocument();
  });
});
