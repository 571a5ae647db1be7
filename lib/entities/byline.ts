/**
 * Who a post is by: one of the panel's users (by username) or one of the team members (by id).
 * The blog forms send the choice as `byline`: `user:{username}` or `member:{id}`. The post keeps
 * the name shown (`author`, the spec's field) and, for a member, the member's id
 * (`authorMember`), so the public pages show the member's current photo.
 */

export const BYLINE_FIELD = 'byline';
export const BYLINE_INVALID = 'Please choose an author from the list!';

export type Byline = { kind: 'user'; username: string } | { kind: 'member'; id: string };

/** One choice of the form's author list. */
export interface BylineOption {
  value: string;
  label: string;
}

/** The panel's users and the team, as the form's author list groups them. */
export interface BylineChoices {
  users: BylineOption[];
  members: BylineOption[];
}

export const userByline = (username: string) => `user:${username}`;
export const memberByline = (id: string) => `member:${id}`;

/** A form's `byline`; null for anything that is not one of the two forms. */
export function parseByline(raw: unknown): Byline | null {
  if (typeof raw !== 'string') return null;
  const match = /^(user|member):(.+)$/.exec(raw);
  if (!match) return null;
  return match[1] === 'user'
    ? { kind: 'user', username: match[2]! }
    : { kind: 'member', id: match[2]! };
}

/** The choice a stored post's author is, as the form shows it. */
export function bylineOf(post: { author: string; authorMember?: string }): string {
  return post.authorMember ? memberByline(post.authorMember) : userByline(post.author);
}
