import { keysOf, type Stored } from './entity';
import { MESSAGES } from '@/lib/api/messages';
import { choice, newPassword, secret, text, type InputOf } from './fields';
import { TEXT_LIMITS } from './text';

export const ROLES = ['admin', 'editor', 'user'] as const;
/**
 * `admin` uses the whole panel; `editor` manages the site's content but not its leads, users,
 * settings or redirects (lib/auth/permissions.ts); `user` is signed in and sees the permission
 * screen.
 */
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', editor: 'Editor', user: 'User' };

/** A role in a sentence ("bob is now an editor"). */
export const ROLE_NOUNS: Record<Role, string> = {
  admin: 'an admin',
  editor: 'an editor',
  user: 'a user',
};

/** What each role may do, as the users screen and the account page say it. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Manages everything: the content, contact messages, users, site settings and redirects.',
  editor:
    'Manages projects, team, reviews, blogs, comments, FAQs and services; cannot see contact messages, users, site settings or redirects.',
  user: 'Can sign in, but cannot use the panel.',
};

const roleChoice = {
  label: 'Role',
  values: ROLES,
  invalid: 'Role must be admin, editor or user!',
  optionLabel: (role: Role) => ROLE_LABELS[role],
};

/** An account. Its password is stored as a bcrypt hash and never leaves the server. */
const fields = {
  username: text({ label: 'Username', max: TEXT_LIMITS.name, autoComplete: 'off' }),
  email: text({ label: 'Email', max: TEXT_LIMITS.email, input: 'email', autoComplete: 'off' }),
  password: newPassword(),
  role: choice({ ...roleChoice, fallback: 'admin' }),
};

/** An admin's change of an account's role: the role is required (no default to fall back on). */
const roleChangeFields = { role: choice(roleChoice) };

/**
 * Sign-in takes a password of up to 200 characters and compares its first 72 bytes, as bcrypt
 * does, so an account whose password is longer than 72 bytes still signs in; the bytes
 * past 72 give a guesser nothing. Both fields answer the login form's own message.
 */
const signInFields = {
  username: text({ label: 'Username', max: TEXT_LIMITS.name, required: MESSAGES.fillAllLogin }),
  password: secret({ label: 'Password', max: 200, required: MESSAGES.fillAllLogin }),
};

/** A signed-in user's own password change: the current password, and a new one. */
const passwordChangeFields = {
  currentPassword: secret({
    label: 'Current password',
    max: 200,
    autoComplete: 'current-password',
  }),
  newPassword: newPassword({ label: 'New password' }),
};

export type SignupInput = InputOf<typeof fields>;
export type User = Stored & Omit<SignupInput, 'password'>;
/** A user as the credential check sees it: the only shape that carries the hash. */
export type UserWithHash = User & { passwordHash: string };
/** What the stores write: the hash, never the password. */
export type UserInput = Omit<SignupInput, 'password'> & { passwordHash: string };

export const user = {
  fields,
  signInFields,
  passwordChangeFields,
  roleChangeFields,
  keys: keysOf<User>()('_id', 'username', 'email', 'role', 'createdAt', 'updatedAt'),
  api: {
    list: '/auth/users',
    listKey: 'users',
    add: '/auth/signup',
    key: 'newUser',
    remove: (id: string) => `/auth/user/delete/${encodeURIComponent(id)}`,
    role: (id: string) => `/auth/user/role/${encodeURIComponent(id)}`,
    signIn: '/auth/login',
    signOut: '/auth/logout',
    password: '/auth/password',
  },
} as const;

/**
 * The form two usernames are compared in, as the MongoDB index compares them (locale en, strength
 * 2): letter case and width aside ("ADMIN", "ａｄｍｉｎ"), and without the characters that draw
 * nothing ("ad\u200bmin"), so no look-alike of an account's name is another account.
 */
export function usernameKey(username: string): string {
  return username
    .trim()
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .toLowerCase();
}
