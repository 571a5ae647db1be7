import type { Store } from '@/lib/data';
import { BYLINE_INVALID, parseByline, type Blog, type User } from '@/lib/entities';
import { ApiError } from './errors';

/**
 * A post's author on create and update, from the form's `byline` (lib/entities/byline.ts): a
 * panel user or a team member that exists now. Without one a new post is by the signed-in admin
 * (the spec's rule) and a saved post keeps its author. Anything else is a 400.
 */
export async function settleByline(
  store: Store,
  raw: unknown,
  admin: User,
  stored?: Blog,
): Promise<Pick<Blog, 'author' | 'authorMember'>> {
  if (raw === undefined || raw === '') {
    return stored
      ? { author: stored.author, authorMember: stored.authorMember }
      : { author: admin.username, authorMember: '' };
  }
  const byline = parseByline(raw);
  if (byline?.kind === 'user') {
    const users = await store.users.list();
    const found = users.find((u) => u.username === byline.username);
    if (found) return { author: found.username, authorMember: '' };
  }
  if (byline?.kind === 'member') {
    const member = await store.team.get(byline.id);
    if (member) return { author: member.name, authorMember: member._id };
  }
  throw new ApiError(400, BYLINE_INVALID);
}
