import { getStore } from '@/lib/data';
import type { ActivityActor, NewActivity, User } from '@/lib/entities';
import { clientKey } from '@/lib/rate-limit';

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
