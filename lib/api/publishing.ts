import { checkPublishing, type Publishing } from '@/lib/entities/publishing';
import { env } from '@/lib/env';
import type { Fields } from './body';
import { ApiError } from './errors';

/**
 * The publishing fields of a create or update form (status, publishAt, unpublishAt), read in
 * the site's time zone (SITE_TIMEZONE). A schedule in the past, or a time that is no time, is a
 * 400 before anything is stored.
 */
function checked(fields: Fields): Required<Publishing> {
  const result = checkPublishing(fields, env().SITE_TIMEZONE);
  if (!result.ok) throw new ApiError(400, result.message);
  return result.value;
}

/** A new record: published at once unless the form picks a draft or a schedule. */
export const publishingOnCreate = (fields: Fields): Required<Publishing> => checked(fields);

/** An update changes the publishing only when the form sends a status; clients that send none keep it. */
export const publishingOnUpdate = (fields: Fields): Publishing =>
  fields.status === undefined ? {} : checked(fields);
