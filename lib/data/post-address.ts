import type { Blog } from '@/lib/entities';
import { isObjectId } from './ids';
import type { Store } from './store';

/**
 * The post at `/blog/{segment}`: the one with that slug, else the one with that id (its old
 * address, which the proxy sends to the slug address; and a post stored before slugs existed,
 * whose address it still is). Null when neither names a post.
 */
export async function postAt(store: Store, segment: string): Promise<Blog | null> {
  return (
    (await store.blogs.findBySlug(segment)) ??
    (isObjectId(segment) ? await store.blogs.get(segment) : null)
  );
}
