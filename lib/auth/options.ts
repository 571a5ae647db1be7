import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { describeError } from '@/lib/api/errors';
import { env } from '@/lib/env';
import { clientKey, consumeLimit } from '@/lib/rate-limit';
import { loginSchema } from '@/lib/validation/user';
import { SESSION_MAX_AGE, sessionCookie, secureCookies } from './cookies';
import { WRONG_CREDENTIALS, verifyCredentials } from './credentials';
import { claimsFor } from './token';

/**
 * next-auth for the login form. POST /auth/login (app/api/internal/login) signs in through the
 * same credential check and writes the same cookie with the same claims.
 */
export function buildAuthOptions(): NextAuthOptions {
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
          // next-auth turns a thrown message into the `error` the login form shows.
          try {
            await consumeLimit('login', clientKey(req?.headers));
            const parsed = loginSchema.safeParse(credentials ?? {});
            if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
            const user = await verifyCredentials(parsed.data.username, parsed.data.password);
            if (!user) throw new Error(WRONG_CREDENTIALS);
            return {
              id: user._id,
              name: user.username,
              email: user.email,
              username: user.username,
              role: user.role,
            };
          } catch (error) {
            if (error instanceof Error && error.constructor === Error) throw error;
            throw new Error(describeError(error).message);
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          return {
            ...token,
            ...claimsFor({
              _id: user.id,
              username: user.username,
              email: user.email ?? '',
              role: user.role,
              createdAt: '',
              updatedAt: '',
            }),
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
  };
}
