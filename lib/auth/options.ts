import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { ApiError, describeError } from '@/lib/api/errors';
import { getStore } from '@/lib/data';
import { env } from '@/lib/env';
import { clientKey, consumeLimit } from '@/lib/rate-limit';
import { loginSchema } from '@/lib/validation/user';
import { SESSION_MAX_AGE, sessionCookie, secureCookies } from './cookies';
import { verifyCredentials } from './credentials';
import { userFromClaims } from './session';
import { claimsFor } from './token';

export interface AuthHooks {
  /**
   * A sign-in refused before its password was checked (rate limits): next-auth can only answer
   * with a redirect, so its route answers the 429 and Retry-After instead.
   */
  onRefused?(error: ApiError): void;
}

/**
 * next-auth for API clients of /api/auth/*. POST /auth/login (app/api/auth/login), which the
 * login form uses, signs in through the same credential check and limits and writes the same
 * cookie with the same claims.
 */
export function buildAuthOptions(hooks: AuthHooks = {}): NextAuthOptions {
  return {
    secret: env().NEXTAUTH_SECRET,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
    jwt: { maxAge: SESSION_MAX_AGE },
    useSecureCookies: secureCookies(),
    cookies: { sessionToken: sessionCookie() },
    pages: { signIn: '/auth/login', error: '/auth/login' },
    providers: [
      CredentialsProvider({
        name: 'Credentials',
        credentials: {
          username: { label: 'Username', type: 'text' },
          password: { label: 'Password', type: 'password' },
        },
        async authorize(credentials, req) {
          // next-auth turns a thrown message into the `error` of its redirect.
          try {
            await consumeLimit('login', clientKey(req?.headers));
            const parsed = loginSchema.safeParse(credentials ?? {});
            if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]!.message);
            const { user, sessionVersion } = await verifyCredentials(
              parsed.data.username,
              parsed.data.password,
            );
            return {
              id: user._id,
              name: user.username,
              email: user.email,
              username: user.username,
              role: user.role,
              sessionVersion,
            };
          } catch (error) {
            if (error instanceof ApiError && error.status === 429) hooks.onRefused?.(error);
            const { status, message } = describeError(error);
            if (status >= 500 && status !== 503) console.error('[auth] sign-in failed', error);
            throw new Error(message);
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          return {
            ...token,
            ...claimsFor(
              {
                _id: user.id,
                username: user.username,
                email: user.email ?? '',
                role: user.role,
                createdAt: '',
                updatedAt: '',
              },
              user.sessionVersion,
            ),
          };
        }
        return token;
      },
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
