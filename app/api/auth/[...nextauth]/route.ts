import NextAuth from 'next-auth';
import { buildAuthOptions } from '@/lib/auth/options';

// next-auth's own endpoints: /api/auth/csrf, /api/auth/callback/credentials, /api/auth/session, ...
const handler = (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) =>
  NextAuth(buildAuthOptions())(req, ctx);

export { handler as GET, handler as POST };
