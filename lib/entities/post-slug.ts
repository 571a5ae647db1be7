import { SLUG_PATTERN } from './content-fields';

/**
 * A post's address: `/blog/{slug}`, lowercase words joined by dashes, suggested from its title.
 * A post stored before slugs existed has none until the store gives it one (lib/data: the
 * MongoDB store at its index build); until then it keeps its id address, so no link breaks.
 */

export const POST_SLUG_MAX = 80;

/**
 * Slugs that are not a post's: `none` is where the proxy sends made-up addresses when there is
 * no post at all, `page` and `feed` mirror the list's own addresses (/blogs/page/2,
 * /blogs/feed.xml), and the social card images live under each post's address.
 */
const RESERVED_POST_SLUGS: readonly string[] = [
  'page',
  'feed',
  'feed-xml',
  'none',
  'new',
  'opengraph-image',
  'twitter-image',
];

export const POST_SLUG_TAKEN = 'That slug is already used by another post: choose another!';
export const POST_SLUG_RESERVED =
  'That slug is reserved for one of the site’s own addresses: choose another!';
export const POST_SLUG_LIKE_ID =
  'A slug cannot look like a post id (24 letters a to f and digits): add a word to it!';
export const POST_SLUG_REDIRECTED =
  'That address is the source of a redirect to another page: delete or change the redirect on the Redirects screen first, or choose another slug!';

type Addressed = { _id: string; slug?: string | null };

/** A post's address segment: its slug, or its id while it has none. */
export const postSegment = (post: Addressed) => post.slug || post._id;

/** The address of a post segment (a slug, or an id). */
export const slugPath = (segment: string) => `/blog/${segment}`;

/** A post's address, `/blog/{slug}`: every link, canonical URL, feed item and share link. */
export const postPath = (post: Addressed) => slugPath(postSegment(post));

/** A 24-digit hex string: the address form of an id, never a slug. */
const looksLikeId = (slug: string) => /^[0-9a-f]{24}$/.test(slug);

/**
 * The slug a title suggests: accents dropped, lowercase, every run of other characters one dash,
 * cut at a word boundary to the limit. Empty when the title has no letters or digits.
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= POST_SLUG_MAX) return words;
  const cut = words.slice(0, POST_SLUG_MAX + 1);
  const end = cut.lastIndexOf('-');
  return (end > 0 ? cut.slice(0, end) : cut.slice(0, POST_SLUG_MAX)).replace(/-+$/, '');
}

/** Why a slug cannot be a post's (beyond its pattern), or null when it can. */
export function slugProblem(slug: string): string | null {
  if (!SLUG_PATTERN.test(slug)) return null;
  if (RESERVED_POST_SLUGS.includes(slug)) return POST_SLUG_RESERVED;
  if (looksLikeId(slug)) return POST_SLUG_LIKE_ID;
  return null;
}

/**
 * The first of `base`, `base-2`, `base-3`, ... that `taken` does not hold: a post created
 * without a slug takes its title's, numbered when another post has it. A title that suggests
 * nothing usable (no letters, a reserved word) starts from `post`.
 */
export async function freeSlug(
  base: string,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  const start = base && !slugProblem(base) ? base : `post${base ? `-${base}` : ''}`;
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${start.slice(0, POST_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/**
 * The form's values after a change: while the slug is what the title suggested (or empty), a
 * new title suggests a new slug; once the admin typed their own, it stays theirs.
 */
export function withSuggestedSlug(
  values: Record<string, string>,
  name: string,
  value: string,
): Record<string, string> {
  const next = { ...values, [name]: value };
  if (name !== 'title' || !('slug' in values)) return next;
  const current = values.slug ?? '';
  if (current === '' || current === slugify(values.title ?? '')) next.slug = slugify(value);
  return next;
}
