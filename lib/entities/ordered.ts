/**
 * What the site's ordered content (FAQs, services) shares: records carry a `position`, lists
 * answer in that order, and the panel moves a record to another place.
 */

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** The id format of every stored record (MongoDB ObjectId hex). */
export function isObjectIdText(value: string): boolean {
  return OBJECT_ID.test(value);
}

/** An update body that only moves the record: `{ position }`, its new place from 0. */
export function movePosition(body: Record<string, unknown>): number | null | 'invalid' {
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'position') return null;
  const position = body.position;
  return typeof position === 'number' && Number.isInteger(position) && position >= 0
    ? position
    : 'invalid';
}

export const POSITION_INVALID = 'Position must be a whole number from 0!';
