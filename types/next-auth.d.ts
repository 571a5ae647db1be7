import type { Role } from '@/lib/entities';

declare module 'next-auth/jwt' {
  interface JWT {
    username?: string;
    role?: Role;
    /** The user's session version when the token was issued: an older token is signed out. */
    sv?: number;
  }
}

declare module 'next-auth' {
  interface Session {
    user: { id: string; username: string; email: string; role: Role };
  }
  interface User {
    username: string;
    role: Role;
    sessionVersion: number;
  }
}
