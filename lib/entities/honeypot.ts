/**
 * The honeypot of the visitor forms (contact, comment): a field people never see or reach, so
 * whatever fills it is a bot. Free of imports: the forms load it.
 */
export const HONEYPOT_FIELD = 'website';

/** A body whose honeypot holds anything at all (text or not) came from a bot. */
export function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}
