import { changedFields } from '@/lib/activity/changes';
import { recordActivity } from '@/lib/activity/record';
import { getStore } from '@/lib/data';
import {
  REDIRECT_MESSAGES,
  checkRedirect,
  redirect,
  redirectVersion,
  type Redirect,
} from '@/lib/entities';
import { env } from '@/lib/env';
import { removeRule, saveRule } from '@/lib/redirects/rules';
import { readBody } from './body';
import { ApiError } from './errors';
import { adminRoute, notFound } from './route';

/**
 * The Redirects screen's endpoints: list, add, update (If-Match), delete. Every rule is checked
 * on its own (lib/entities/redirect.ts) and against the others (lib/redirects/rules.ts), and a
 * change reaches the proxy at once in this process and within seconds in others. No page shows
 * a rule, so nothing is regenerated.
 */

type Params = { id: string };

/** The hosts that are this site: an absolute address naming one is stored as its path. */
function ownHosts(req: Request): string[] {
  const hosts = [req.headers.get('x-forwarded-host'), req.headers.get('host')];
  for (const url of [env().NEXT_PUBLIC_SITE_URL, env().NEXTAUTH_URL, req.url]) {
    try {
      if (url) hosts.push(new URL(url).host);
    } catch {
      // a malformed configured URL names no host
    }
  }
  return hosts.filter((h): h is string => Boolean(h));
}

function checked(req: Request, body: unknown) {
  const result = checkRedirect(body, ownHosts(req));
  if (!result.ok) throw new ApiError(400, result.message);
  return result;
}

const changedSince = () => new ApiError(412, REDIRECT_MESSAGES.changed);

/** What an admin edits of a rule, by its label; the hit counts are the proxy's, not an edit. */
const EDITED = { from: 'From', to: 'To', permanent: 'Permanent', external: 'External' } as const;
const edited = (rule: Redirect) => ({
  from: rule.from,
  to: rule.to,
  permanent: rule.permanent,
  external: rule.external,
});

const about = (rule: Redirect) => ({
  kind: 'redirect' as const,
  recordId: rule._id,
  label: `${rule.from} → ${rule.to}`,
});

/** The updatedAt the editor loaded (If-Match: `"<updatedAt>"`), or undefined without one. */
function expectedVersion(req: Request, stored: { updatedAt: string }): string | undefined {
  const tags = (req.headers.get('if-match') ?? '').split(',').map((tag) => tag.trim());
  if (tags.every((tag) => !tag) || tags.includes('*')) return undefined;
  if (!tags.includes(`"${redirectVersion(stored)}"`)) throw changedSince();
  return stored.updatedAt;
}

/** GET /admin/redirects/get: every rule, newest first. */
export const listRedirectsRoute = () =>
  adminRoute(async () => {
    const rules = await (await getStore()).redirects.list();
    return Response.json({ [redirect.api.listKey]: rules }, { status: 200 });
  });

/** POST /admin/redirects/add: JSON { from, to, permanent, external }; 201 with the rule. */
export const addRedirectRoute = () =>
  adminRoute(async (req, _ctx, admin) => {
    const { value, target } = checked(req, await readBody(req));
    const store = await getStore();
    const rule = await saveRule(store, { ...value, origin: 'admin' }, target);
    if (rule && rule !== 'changed') {
      await recordActivity(req, admin, { action: 'create', ...about(rule) });
    }
    return Response.json(
      { redirect: rule, message: 'Redirect added successfully!' },
      { status: 201 },
    );
  });

/** PATCH /admin/redirect/update/{id}: every field, as add; 202. */
export const updateRedirectRoute = () =>
  adminRoute<Params>(async (req, { params }, admin) => {
    const { id } = await params;
    const body = await readBody(req);
    const store = await getStore();
    const stored = await store.redirects.get(id);
    if (!stored) throw notFound(redirect.label);
    const expectedUpdatedAt = expectedVersion(req, stored);
    const { value, target } = checked(req, body);
    const rule = await saveRule(store, { ...value, origin: stored.origin }, target, {
      id: stored._id,
      expectedUpdatedAt,
    });
    if (rule === 'changed') throw changedSince();
    if (!rule) throw notFound(redirect.label);
    await recordActivity(req, admin, {
      action: 'update',
      ...about(rule),
      changes: changedFields(edited(stored), edited(rule), EDITED),
    });
    return Response.json(
      { redirect: rule, message: 'Redirect updated successfully!' },
      { status: 202 },
    );
  });

/** DELETE /admin/redirects/delete/{id}: 203 once the rule no longer answers. */
export const deleteRedirectRoute = () =>
  adminRoute<Params>(async (req, { params }, admin) => {
    const removed = await removeRule(await getStore(), (await params).id);
    if (!removed) throw notFound(redirect.label);
    await recordActivity(req, admin, { action: 'delete', ...about(removed) });
    return Response.json({ message: 'Redirect deleted successfully!' }, { status: 203 });
  });
