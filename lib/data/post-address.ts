import type { PublicBlog } from '@/lib/entities';
import { isObjectId } from './ids';
import type { Store } from './store';

/**
 * The post at `/blog/{segment}`: the one with that slug, else the one with that id (its old
 * address, which the proxy sends to the slug address; and a post stored before slugs existed,
 * whose address it still is). Null when neither names a post visitors may see.
 */
export async function postAt(store: Store, segment: string): Promise<PublicBlog | null> {
  const bySlug = await store.blogs.findBySlug(segment);
  if (bySlug) return store.blogs.getPublished(bySlug._id);
  return isObjectId(segment) ? store.blogs.getPublished(segment) : null;
}
