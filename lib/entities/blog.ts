import { adminPages, apiPaths, keysOf, type ImageEntity, type Stored } from './entity';
import type { BlogComment, PublicComment } from './comment';
import { imageAlt, optional, slugField } from './content-fields';
import { refuse, text, webLink, type InputOf, type TextOptions } from './fields';
import type { Publishing } from './publishing';
import { POST_SLUG_MAX } from './post-slug';
import { TEXT_LIMITS } from './text';

/** A web address the server fetches (a share image): https only. */
function secureLink(options: TextOptions) {
  const base = webLink(options);
  return {
    ...base,
    check(raw: unknown) {
      const checked = base.check(raw);
      if (!checked.ok || checked.value.startsWith('https://')) return checked;
      return refuse(`${options.label} must be a full web address starting with https://`);
    },
  };
}

/** Search engines show about this many characters of a result's title and of its summary. */
export const SEARCH_TITLE_SHOWN = 60;
export const SEARCH_SUMMARY_SHOWN = 160;
const SEARCH_SUMMARY_MAX = 500;

/** A blog post: the blog list and pages, the latest posts on the home and services pages. */
const fields = {
  title: text({
    label: 'Title',
    max: TEXT_LIMITS.title,
    wide: true,
    placeholder: 'e.g. How to pass Core Web Vitals',
  }),
  slug: optional(
    slugField({
      label: 'Slug',
      max: POST_SLUG_MAX,
      wide: true,
      placeholder: 'how-to-pass-core-web-vitals',
      hint: 'The post’s address: /blog/{slug}. Suggested from the title; leave it empty to use the title’s. A changed slug keeps the old address as a redirect.',
    }),
  ),
  description: text({
    label: 'Description',
    max: TEXT_LIMITS.blogText,
    input: 'markdown',
    rows: 10,
    wide: true,
    placeholder:
      'The article, in Markdown: ## for a heading, - for a list, **bold**, [a link](https://…). Leave an empty line between paragraphs.',
  }),
  imageAlt: imageAlt({ label: 'Alt text', required: true }),
  seoTitle: optional(
    text({
      label: 'Search headline',
      max: TEXT_LIMITS.title,
      wide: true,
      hint: 'Optional: the headline search results and shared links show instead of the title.',
    }),
  ),
  seoDescription: optional(
    text({
      label: 'Search summary',
      max: SEARCH_SUMMARY_MAX,
      input: 'textarea',
      rows: 3,
      wide: true,
      hint: 'Optional: the text under the headline in search results, instead of the post’s opening.',
    }),
  ),
  shareImage: optional(
    secureLink({
      label: 'Share image',
      max: TEXT_LIMITS.link,
      wide: true,
      placeholder: 'https://res.cloudinary.com/…/launch-card.png',
      hint: 'Optional: the https address of the picture shared links show (cropped to 1200×630), instead of the post’s own card.',
    }),
  ),
};

/** The home page and the services pages show the newest three posts. */
export const HOME_BLOG_COUNT = 3;
/** Each post's sidebar lists up to five other posts under "More Articles". */
export const MORE_ARTICLES_MAX = 5;

/** The blog list shows this many posts a page: /blogs, then /blogs/page/2, /blogs/page/3, ... */
export const BLOGS_PER_PAGE = 12;
/** How many list pages `count` posts fill: one at least (it says there are none). */
export const blogPageCount = (count: number) => Math.max(1, Math.ceil(count / BLOGS_PER_PAGE));
/** The page number in a list page's address: digits without a leading zero, else no page. */
export function blogPageNumber(raw: string): number | null {
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}
/** The blog's RSS feed, and how many of the newest posts it carries. */
export const BLOG_FEED_PATH = '/blogs/feed.xml';
export const FEED_SIZE = 20;

/**
 * Comments are stored inside their post (one MongoDB document, at most 16 MB) and every comment
 * answer returns the whole post, so a post takes at most this many.
 */
export const MAX_COMMENTS_PER_POST = 500;

/** A full post: the comment form shows this text. */
export const COMMENTS_CLOSED = `Comments are closed on this post: it has reached the limit of ${MAX_COMMENTS_PER_POST} comments.`;

/** What the blog forms send. */
export type BlogFields = InputOf<typeof fields>;
/**
 * Changes to a published post kept apart from it (its "pending draft"): the live post stays as
 * it is until they are published, and only a preview link shows them.
 */
export type BlogPending = BlogFields & { imageURL: string; savedAt: string };
/** The search fields: blank unless the admin overrides the defaults (stored as '' then). */
type SearchFields = 'seoTitle' | 'seoDescription' | 'shareImage';
export type Blog = Stored &
  Omit<BlogFields, SearchFields> &
  Partial<Pick<BlogFields, SearchFields>> &
  Publishing & {
    imageURL: string;
    /** The name the post is by: a panel user's username or a team member's name. */
    author: string;
    /** The team member the post is by ('' for a panel user): their photo shows beside it. */
    authorMember: string;
    comments: BlogComment[];
    /**
     * Whether visitors may add comments (the post's "Comments open" switch); a closed post keeps
     * showing its comments. Both stores always answer it; a post stored before the switch
     * existed (or a record built without it) is open.
     */
    commentsOpen?: boolean;
    pending?: BlogPending | null;
  };
/**
 * What pending changes make of the live post: every field but the slug, since a live post's
 * address changes only by saving it, which records the old address's redirect.
 */
export function pendingChanges(pending: BlogPending): Omit<BlogPending, 'slug' | 'savedAt'> {
  const changes: Partial<BlogPending> = { ...pending };
  delete changes.slug;
  delete changes.savedAt;
  return changes as Omit<BlogPending, 'slug' | 'savedAt'>;
}

/** A new post: its comments start empty, with no pending changes; it is open unless told. */
export type BlogInput = Omit<Blog, keyof Stored | 'comments' | 'pending' | 'authorMember'> &
  Pick<Partial<Blog>, 'pending' | 'authorMember'>;
/**
 * A post as every public surface answers it (pages, their payload, /frontend/*): no pending
 * changes, and only its published comments, without their emails.
 */
export type PublicBlog = Omit<Blog, 'comments' | 'pending'> & { comments: PublicComment[] };

/**
 * What the lists of posts need of each one when they show no text: links, neighbours, "More
 * Articles", the sitemap, and which pages a change touches. No text and no comments, so reading
 * every post this way stays cheap however long the posts and their threads grow.
 */
export type BlogSummary = Pick<
  Blog,
  | '_id'
  | 'title'
  | 'slug'
  | 'imageURL'
  | 'imageAlt'
  | 'author'
  | 'authorMember'
  | 'createdAt'
  | 'updatedAt'
>;
/** A post without its comments: the cards (their excerpt and reading time) and the feed. */
export type BlogPreview = BlogSummary & Pick<Blog, 'description'>;
/** Previous Post / Next Post. */
export type BlogLink = Pick<Blog, '_id' | 'title' | 'slug'>;

/** The keys of each partial read, in the order both stores answer them. */
export const blogSummaryKeys = keysOf<BlogSummary>()(
  '_id',
  'title',
  'slug',
  'imageURL',
  'imageAlt',
  'author',
  'authorMember',
  'createdAt',
  'updatedAt',
);
export const blogPreviewKeys = keysOf<BlogPreview>()(
  '_id',
  'title',
  'slug',
  'description',
  'imageURL',
  'imageAlt',
  'author',
  'authorMember',
  'createdAt',
  'updatedAt',
);

export const blog = {
  label: 'Blog',
  noun: 'blog',
  content: 'blogs',
  fields,
  // Set from the form's author choice (./byline.ts) or the signed-in admin, never taken as sent.
  serverFields: ['author', 'authorMember'],
  keys: keysOf<Blog>()(
    '_id',
    'title',
    'slug',
    'description',
    'imageURL',
    'imageAlt',
    'seoTitle',
    'seoDescription',
    'shareImage',
    'author',
    'authorMember',
    'comments',
    'commentsOpen',
    'status',
    'publishAt',
    'unpublishAt',
    'pending',
    'createdAt',
    'updatedAt',
  ),
  api: {
    key: 'blog',
    listKey: 'allBlogs',
    publicListKey: 'allBlogs',
    /** The home page's latest posts. */
    publicLatest: '/frontend/blogs/get-main',
    ...apiPaths('blog', 'blogs', 'blogID'),
  },
  admin: {
    ...adminPages('blog', 'blogs'),
    title: 'Blogs',
    description: 'Articles on the blog, newest first. You are the author of the posts you create.',
    createHeading: 'Create Blog',
    createButton: 'Create Blog',
    createBusy: 'Creating...',
    updateHeading: 'Update Blog',
    listHeading: 'All Blogs',
    empty: 'No blogs added yet',
    imageLabel: 'Cover image',
  },
} as const satisfies ImageEntity<typeof fields>;
