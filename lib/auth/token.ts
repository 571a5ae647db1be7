import { decode, encode, type JWT } from 'next-auth/jwt';
import type { User } from '@/lib/entities';
import { env } from '@/lib/env';
import { ConfigError } from '@/lib/env';
import { SESSION_MAX_AGE } from './cookies';

export function authSecret(): string {
  const secret = env().NEXTAUTH_SECRET;
  if (!secret) {
    throw new ConfigError(
      'NEXTAUTH_SECRET is not set. `npm run dev` and `npm start` create one for you; a deployment must set it (see .env.example).',
    );
  }
  return secret;
}

/** The claims both sign-in paths put in the session token. */
export function claimsFor(user: User, sessionVersion: number): JWT {
  return {
    sub: user._id,
    name: user.username,
    email: user.email,
    username: user.username,
    role: user.role,
    sv: sessionVersion,
  };
}

export function encodeSession(user: User, sessionVersion: number): Promise<string> {
  return encode({
    token: claimsFor(user, sessionVersion),
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE,
  });
}

/** The token's claims, or null for a missing, forged, tampered or expired token. */
export async function decodeSession(token: string | undefined): Promise<JWT | null> {
  if (!token) return null;
  try {
    const claims = await decode({ token, secret: authSecret() });
    if (!claims || typeof claims.sub !== 'string') return null;
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return null;
    return claims;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    return null;
  }
}
