import type { NextAuthOptions } from 'next-auth';
import { getStore } from '@/lib/data';
import { env } from '@/lib/env';
import { SESSION_MAX_AGE, sessionCookie, secureCookies } from './cookies';
import { userFromClaims } from './session';

/**
 * next-auth serves /api/auth/{session,csrf,signout} on the session cookie that POST /auth/login
 * writes (the same JWT, the same cookie). It signs nobody in itself: sign-in is POST /auth/login.
 */
export function buildAuthOptions(): NextAuthOptions {
  return {
    secret: env().NEXTAUTH_SECRET,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
    jwt: { maxAge: SESSION_MAX_AGE },
    useSecureCookies: secureCookies(),
    cookies: { sessionToken: sessionCookie() },
    pages: { signIn: '/auth/login', error: '/auth/login' },
    providers: [],
    callbacks: {
      async session({ session, token }) {
        session.user = {
          id: token.sub ?? '',
          username: token.username ?? '',
          email: token.email ?? '',
          role: token.role ?? 'user',
        };
        return session;
      },
    },
    events: {
      // POST /api/auth/signout ends the session on the server too, as POST /auth/logout does;
      // only a current session can do that.
      async signOut({ token }) {
        const user = await userFromClaims(token ?? null);
        if (user) await (await getStore()).users.bumpSessionVersion(user._id);
      },
    },
  };
}
