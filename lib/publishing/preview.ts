import { getStore } from '@/lib/data';
import { pendingChanges, type PublicBlog } from '@/lib/entities';
import { publicPost } from '@/lib/entities/comment-moderation';
import { readPreviewToken } from './preview-token';

/** What a preview link opens: the post as it will look, or why it opens nothing. */
export type PreviewState =
  | { kind: 'post'; blog: PublicBlog; expiresAt: string }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'revoked' }
  | { kind: 'gone' };

/**
 * The post a preview token opens, with its pending changes in place of the live text (what a
 * visitor will see once they are published). A tampered token, an unknown link, an expired or
 * revoked one, and a deleted post each answer their own state, never the post. Its comments are
 * what visitors see: published ones, without emails.
 */
export async function openPreview(token: string, now: Date = new Date()): Promise<PreviewState> {
  const read = readPreviewToken(token);
  if (!read) return { kind: 'invalid' };
  const store = await getStore();
  const link = await store.publishing.getPreview(read.id);
  // The signed expiry must be the stored one: a token is for exactly one link.
  const stored = link ? Math.floor(Date.parse(link.expiresAt) / 1000) * 1000 : NaN;
  if (!link || stored !== read.expiresAt) return { kind: 'invalid' };
  if (link.revokedAt) return { kind: 'revoked' };
  if (Date.parse(link.expiresAt) <= now.getTime()) return { kind: 'expired' };
  const post = await store.blogs.get(link.blogId);
  if (!post) return { kind: 'gone' };
  const { pending } = post;
  const shown = publicPost(post);
  const blog: PublicBlog = pending ? { ...shown, ...pendingChanges(pending) } : shown;
  return { kind: 'post', blog, expiresAt: link.expiresAt };
}
