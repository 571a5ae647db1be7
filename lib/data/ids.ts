import { randomBytes } from 'node:crypto';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** The id format both stores share (MongoDB ObjectId hex), so ids mean the same everywhere. */
export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value);
}

/** A new ObjectId-shaped id: 4 bytes of seconds, then 8 random bytes. */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}
