import { getStore } from '@/lib/data';
import type {
  ActivityActor,
  ActivityKind,
  ContactMessage,
  NewActivity,
  SiteContent,
  User,
} from '@/lib/entities';
import { clientKey } from '@/lib/rate-limit';
import { truncate } from './changes';

/** What a route records: the rest (who, from where) comes from the request and its account. */
export type ActivityEntry = Omit<NewActivity, 'actor' | 'address'>;

export const actorOf = (user: Pick<User, '_id' | 'username'>): ActivityActor => ({
  id: user._id,
  username: user.username,
});

/**
 * Adds an entry to the activity log for a change this request made. The address is the one the
 * rate limiter trusts (a forwarded address only from the proxies the deployment vouches for), so
 * nobody can write another's address into the log. Runs after the change is stored: a log that
 * cannot be written is reported in the server's log and never undoes or fails the change.
 */
export async function recordActivity(
  req: Request,
  actor: Pick<User, '_id' | 'username'> | null,
  entry: ActivityEntry,
): Promise<void> {
  try {
    const store = await getStore();
    await store.activity.add({
      actor: actor ? actorOf(actor) : null,
      ...entry,
      address: clientKey(req.headers),
    });
  } catch (error) {
    console.error('[activity] Could not record', entry.action, entry.kind, error);
  }
}

/** The kind of record of each collection the panel manages with an image. */
export const CONTENT_KINDS: Readonly<Record<SiteContent, ActivityKind>> = {
  projects: 'project',
  team: 'team-member',
  reviews: 'review',
  blogs: 'blog',
};

/** What names a record in the log: its title, or the field each kind is known by. */
export function labelOf(record: object): string | undefined {
  const r = record as Record<string, unknown>;
  const name = [r.title, r.name, r.clientName, r.question, r.username, r.from].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return name === undefined ? undefined : truncate(name);
}

/** A contact message as the log names it: who sent it, and about what. */
export const aboutMessage = (message: Pick<ContactMessage, '_id' | 'name' | 'subject'>) => ({
  kind: 'contact-message' as const,
  recordId: message._id,
  label: truncate(`${message.name}: ${message.subject}`),
});

/** The end of a user's sessions, signed out by themselves. */
export const recordSignOut = (req: Request, user: Pick<User, '_id' | 'username'>) =>
  recordActivity(req, user, {
    action: 'sign-out',
    kind: 'session',
    recordId: user._id,
    label: user.username,
  });

/** A wrong username or password: nobody is signed in, so the name that was tried is kept. */
export const recordFailedSignIn = (req: Request, username: string) =>
  recordActivity(req, null, {
    action: 'sign-in-failed',
    kind: 'session',
    label: truncate(username.trim()),
  });
