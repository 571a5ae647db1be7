import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/auth/token';
import { isObjectId } from '@/lib/data/ids';
import { PREVIEW_PATH, type PreviewLink } from '@/lib/entities';

/**
 * A preview link's token: the link record's id and its expiry, signed with HMAC-SHA256 under
 * NEXTAUTH_SECRET, `{id}.{expiry seconds}.{signature}`. The signature makes a made-up or edited
 * token worthless without a database read; the stored record is what a revoke changes.
 */

const sign = (payload: string) =>
  createHmac('sha256', authSecret()).update(`preview:${payload}`).digest('base64url');

export function previewToken(link: Pick<PreviewLink, '_id' | 'expiresAt'>): string {
  const payload = `${link._id}.${Math.floor(Date.parse(link.expiresAt) / 1000)}`;
  return `${payload}.${sign(payload)}`;
}

export const previewPath = (link: Pick<PreviewLink, '_id' | 'expiresAt'>) =>
  `${PREVIEW_PATH}/${previewToken(link)}`;

/** The link id a token names when its signature holds; null for anything else. */
export function readPreviewToken(token: string): { id: string; expiresAt: number } | null {
  const match = /^([0-9a-f]{24})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [id = '', expiry = '', signature = ''] = match.slice(1);
  if (!isObjectId(id)) return null;
  const expected = Buffer.from(sign(`${id}.${expiry}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { id, expiresAt: Number(expiry) * 1000 };
}
