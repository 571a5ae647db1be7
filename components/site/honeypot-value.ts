import { HONEYPOT_FIELD } from '@/lib/entities/honeypot';

/**
 * What a form's trap (./honeypot-field.tsx, rendered by the server and handed to the form) holds,
 * to send along: only when something filled it.
 */
export function honeypotValue(form: HTMLFormElement): Record<string, string> {
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === 'string' && value !== '' ? { [HONEYPOT_FIELD]: value } : {};
}
