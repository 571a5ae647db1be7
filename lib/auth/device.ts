import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie, secureCookies } from './cookies';
import { authSecret } from './token';

/**
 * The device cookie (OWASP's "device cookies" for sign-in throttling): a browser that has signed
 * in to an account before carries a token naming that account, signed by the server. Its
 * attempts are limited per device, not per account, so strangers' failures against the account
 * never slow its owner. The cookie proves only that this browser once knew the password: the
 * password is still checked every time.
 */

/** Half a year: the usual gap between an admin's sign-ins is far shorter. */
const DEVICE_MAX_AGE = 180 * 24 * 60 * 60;

function deviceCookieName() {
  return `${secureCookies() ? '__Secure-' : ''}agency.sign-in-device`;
}

function signature(payload: string): Buffer {
  return createHmac('sha256', `${authSecret()}\0sign-in-device`).update(payload).digest();
}

/** A new device token for `userId`: its id, a random device id, its expiry and the signature. */
function deviceToken(userId: string): string {
  const expires = Math.floor(Date.now() / 1000) + DEVICE_MAX_AGE;
  const payload = `${userId}.${randomBytes(16).toString('base64url')}.${expires}`;
  return `${payload}.${signature(payload).toString('base64url')}`;
}

/**
 * The device id of a valid token issued to `userId`, read from a Cookie header; null for no
 * cookie, another account's, an expired one or a forged one.
 */
export function trustedDevice(cookieHeader: string | null, userId: string): string | null {
  const token = readCookie(cookieHeader, deviceCookieName());
  const parts = token?.split('.');
  if (!parts || parts.length !== 4) return null;
  const [owner, device, expires, mac] = parts as [string, string, string, string];
  if (owner !== userId || !(Number(expires) * 1000 > Date.now())) return null;
  // Compared as text: base64url decoding ignores the last character's spare bits, so comparing
  // decoded bytes would accept more than one spelling of the same signature.
  const expected = Buffer.from(signature(`${owner}.${device}.${expires}`).toString('base64url'));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
}

/** The Set-Cookie value that marks this browser as one that signed in to `userId`. */
export function deviceSetCookie(userId: string): string {
  return [
    `${deviceCookieName()}=${deviceToken(userId)}`,
    // Sent only with sign-in attempts, never with page views.
    'Path=/auth/login',
    `Max-Age=${DEVICE_MAX_AGE}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ');
}
