import { ACTIVITY_VALUE_MAX, type ActivityChange, type Fields } from '@/lib/entities';

/**
 * What an update changed, field by field, old value to new, as the activity log keeps it. Only
 * what an admin edits is compared: the stamps, the id and the store's own version keys are not,
 * and a password or its hash never leaves the account, so neither is ever named here.
 */

const IGNORED = new Set(['_id', 'createdAt', 'updatedAt', '__v']);
const SECRET = /password|hash|secret|token/i;

/** Names of stored fields that no entity's form labels. */
const KNOWN_LABELS: Readonly<Record<string, string>> = {
  imageURL: 'Image',
  status: 'Status',
  publishAt: 'Publish at',
  unpublishAt: 'Unpublish at',
  pending: 'Pending changes',
  position: 'Position',
  featuredOrder: 'Featured order',
  previousSlugs: 'Previous addresses',
  retired: 'Retired',
  handled: 'Handled',
  comments: 'Comments',
  commentsOpen: 'Comments open',
  origin: 'Origin',
};

/** 'seoTitle' → 'Seo title': a readable name for a field no label names. */
function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Text cut to ACTIVITY_VALUE_MAX characters, '…' marking the cut. */
export function truncate(text: string, max = ACTIVITY_VALUE_MAX): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** A value as the log shows it: text as it is, lists and objects as JSON; none is null. */
export function asText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return truncate(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value) && value.length === 0) return null;
  return truncate(JSON.stringify(value));
}

/** Two values the same: compared as JSON, so equal lists and objects are not a change. */
const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null) ||
  (asText(a) === null && asText(b) === null);

/** The labels of an entity's fields, by field name. */
export function fieldLabels(fields: Fields): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.label]));
}

/**
 * The fields whose value differs between the stored record and the update's result, in the
 * result's key order (then the stored record's), each named by its label where one is given.
 */
export function changedFields(
  before: object,
  after: object,
  labels: Readonly<Record<string, string>> = {},
): ActivityChange[] {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const names = [...new Set([...Object.keys(now), ...Object.keys(old)])];
  return names
    .filter((name) => !IGNORED.has(name) && !SECRET.test(name))
    .filter((name) => !same(old[name], now[name]))
    .map((name) => ({
      field: labels[name] ?? KNOWN_LABELS[name] ?? humanize(name),
      from: asText(old[name]),
      to: asText(now[name]),
    }));
}
