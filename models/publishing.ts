import type { Schema } from 'mongoose';
import { PUBLISHING_STATUSES } from '@/lib/entities/publishing';

/**
 * The publishing fields every public collection stores (lib/entities/publishing.ts), as UTC ISO
 * strings: they compare as text in time order, as the memory store compares them. None has a
 * default, so a record stored before they existed keeps reading as published.
 */
export const publishingPaths = {
  status: { type: String, enum: PUBLISHING_STATUSES },
  publishAt: { type: String, default: undefined },
  unpublishAt: { type: String, default: undefined },
} as const;

/**
 * The public lists read `status: { $in: [null, 'published', 'scheduled'] }` newest first: three
 * point ranges of this index, merged in sort order, so the sort needs no extra step. The two
 * sparse time indexes serve the scheduler's "did anything come due" question; records without a
 * schedule are not in them.
 */
export const PUBLIC_NEWEST = { status: 1, createdAt: -1, _id: -1 } as const;
export const PUBLIC_NEWEST_OPTIONS = { name: 'status_1_createdAt_-1__id_-1' } as const;
export const PUBLISH_AT = { publishAt: 1 } as const;
export const PUBLISH_AT_OPTIONS = { name: 'publishAt_1', sparse: true } as const;
export const UNPUBLISH_AT = { unpublishAt: 1 } as const;
export const UNPUBLISH_AT_OPTIONS = { name: 'unpublishAt_1', sparse: true } as const;

export function addPublishingIndexes(schema: Schema): void {
  schema.index(PUBLIC_NEWEST, PUBLIC_NEWEST_OPTIONS);
  schema.index(PUBLISH_AT, PUBLISH_AT_OPTIONS);
  schema.index(UNPUBLISH_AT, UNPUBLISH_AT_OPTIONS);
}
