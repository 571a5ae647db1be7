/**
 * A message search as both stores run it: control characters removed (MongoDB refuses a pattern
 * holding NUL, and none of them can be typed into a stored field worth finding), then trimmed.
 */
export function searchTerm(query = ''): string {
  return query.replace(/\p{Cc}/gu, '').trim();
}
