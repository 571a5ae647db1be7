import type { Store } from '@/lib/data';
import {
  POST_SLUG_REDIRECTED,
  POST_SLUG_TAKEN,
  freeSlug,
  parseTarget,
  postPath,
  slugProblem,
  slugPath,
  slugify,
  type Blog,
} from '@/lib/entities';
import { removeRule, saveRule } from '@/lib/redirects/rules';
import { ApiError } from './errors';

/**
 * A post's slug on create and update: the form's, checked against the other posts, the reserved
 * words and the redirect rules; or, left empty, the one the post has, else its title's (numbered
 * when taken). A rename records a redirect from the old address (rules, not a list of old
 * slugs on the post, so the Redirects screen shows and counts them like any other).
 */

/** The path a rule leads to on this site. */
const pathOf = (to: string) => {
  const target = parseTarget(to, []);
  return target?.kind === 'internal' ? target.path : null;
};

/** Whether an address is free for a new post: no post has the slug and no rule answers it. */
async function isTaken(store: Store, slug: string): Promise<boolean> {
  if (await store.blogs.findBySlug(slug)) return true;
  return (await store.redirects.findByFrom(slugPath(slug))) !== null;
}

/** The slug to store: see above. Throws a 400 for a slug that cannot be this post's. */
export async function settleSlug(
  store: Store,
  input: { title?: unknown; slug?: unknown },
  stored?: Blog,
): Promise<{ slug: string }> {
  const wanted = typeof input.slug === 'string' ? input.slug : '';
  if (!wanted) {
    if (stored?.slug) return { slug: stored.slug };
    const title = typeof input.title === 'string' ? input.title : '';
    return { slug: await freeSlug(slugify(title), (s) => isTaken(store, s)) };
  }
  const problem = slugProblem(wanted);
  if (problem) throw new ApiError(400, problem);
  if (wanted === stored?.slug) return { slug: wanted };
  const holder = await store.blogs.findBySlug(wanted);
  if (holder && holder._id !== stored?._id) throw new ApiError(400, POST_SLUG_TAKEN);
  const rule = await store.redirects.findByFrom(slugPath(wanted));
  // A rule from the address back to this very post (one of its old slugs) gives way to it.
  if (rule && !(stored && pathOf(rule.to) === postPath(stored))) {
    throw new ApiError(400, POST_SLUG_REDIRECTED);
  }
  return { slug: wanted };
}

/**
 * After a post's address changed: the rule that sent its new address to it goes (the address
 * is the post's own now), and its old slug address redirects to the new one for good. An old
 * id address needs no rule (the proxy sends ids to slugs), nor does an address an admin's own
 * rule already answers.
 */
export async function recordRename(store: Store, before: Blog, after: Blog): Promise<void> {
  const from = postPath(before);
  const to = postPath(after);
  if (from === to) return;
  const own = await store.redirects.findByFrom(to);
  if (own) await removeRule(store, own._id);
  if (!before.slug || (await store.redirects.findByFrom(from))) return;
  const target = parseTarget(to, [])!;
  await saveRule(store, { from, to, permanent: true, external: false, origin: 'post' }, target);
}
