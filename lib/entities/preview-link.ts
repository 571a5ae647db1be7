import { keysOf } from './keys';

/**
 * A private preview link of a post: who made it, until when it opens the post, and whether it
 * was revoked. The link itself carries the record's id signed with the server's secret
 * (lib/publishing/preview-token.ts); the record is what lets an admin revoke it.
 */
export interface PreviewLink {
  _id: string;
  blogId: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export const previewLinkKeys = keysOf<PreviewLink>()(
  '_id',
  'blogId',
  'createdBy',
  'createdAt',
  'expiresAt',
  'revokedAt',
);

/** How long a new link opens the preview. */
export const PREVIEW_DAYS = 7;
export const PREVIEW_PATH = '/preview';
