import { z } from 'zod';
import { ADMIN_ROOT, keysOf, type Stored } from './entity';

/**
 * A redirect rule: a visitor asking for `from` (a path on this site) is sent to `to` (a path
 * here, or a full address elsewhere) before any page renders, permanently (308) or temporarily
 * (307). Admins add their own (campaign links, an old site's addresses); a published post whose
 * slug changes records one from its old address. Chains never stay: `/a → /b` and `/b → /c`
 * are stored as `/a → /c` and `/b → /c`.
 */
export interface Redirect extends Stored {
  from: string;
  to: string;
  permanent: boolean;
  /** The target is on another site: the admin ticked that it is meant to be. */
  external: boolean;
  /** Requests answered by the rule, counted in batches (the last few seconds may be pending). */
  hits: number;
  lastHitAt: string | null;
  /** 'admin': added on the Redirects screen; 'post': recorded when a post's slug changed. */
  origin: 'admin' | 'post';
}

export type RedirectInput = Pick<Redirect, 'from' | 'to' | 'permanent' | 'external' | 'origin'>;

export const redirectKeys = keysOf<Redirect>()(
  '_id',
  'from',
  'to',
  'permanent',
  'external',
  'hits',
  'lastHitAt',
  'origin',
  'createdAt',
  'updatedAt',
);

export const REDIRECT_LIMITS = { from: 500, to: 2000 } as const;

/** Areas that are not public pages: the panel, sign-in, the APIs and the framework's files. */
const PRIVATE_AREAS = ['/private', '/auth', '/admin', '/frontend', '/api', '/_next', '/uploads'];

export const REDIRECT_MESSAGES = {
  fromRequired: 'From must be an address on this site, starting with / (e.g. /old-page)!',
  fromQuery: 'From is an address without ? or #: a rule answers its address whatever the query.',
  fromHome: 'The home page cannot be redirected: it is where every visitor starts.',
  fromPrivate:
    'Only public pages can be redirected: the panel, sign-in, the APIs and uploaded files cannot.',
  toRequired: 'To must be an address on this site (e.g. /services) or a full address (https://…)!',
  external:
    'That address is on another site: tick “External address” to confirm the redirect should leave this site.',
  loop: 'A redirect to its own address would loop: choose another target!',
  chainLoop: (to: string) =>
    `${to} already redirects back to this address: together they would loop. Change or delete that rule first.`,
  taken: 'A redirect from this address exists already: edit that one instead!',
  changed:
    'This redirect was changed by someone else after you opened it. Reload the page to see the change.',
} as const;

/** A path as the proxy compares it: percent-encoded as a browser sends it, no trailing slash. */
function canonicalPath(path: string): string | null {
  try {
    const encoded = encodeURI(decodeURI(path));
    return encoded === '/' ? encoded : encoded.replace(/\/+$/, '') || '/';
  } catch {
    return null;
  }
}

const under = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

const NO_SPACE = /^\S+$/;

/** The target, split: a path here (with its query) or an address elsewhere. */
export type Target =
  { kind: 'internal'; to: string; path: string } | { kind: 'external'; to: string };

/**
 * Where `to` leads: a path on this site (an absolute address naming one of `ownHosts` counts as
 * one) or another site. Null when it is neither a path nor an http(s) address.
 */
export function parseTarget(raw: string, ownHosts: readonly string[]): Target | null {
  const to = raw.trim();
  if (!to || !NO_SPACE.test(to) || to.length > REDIRECT_LIMITS.to) return null;
  if (to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\')) {
    const url = new URL(to, 'http://site.invalid');
    const path = canonicalPath(url.pathname);
    return path ? { kind: 'internal', to: `${path}${url.search}${url.hash}`, path } : null;
  }
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (ownHosts.includes(url.host)) {
    const path = canonicalPath(url.pathname) ?? '/';
    return { kind: 'internal', to: `${path}${url.search}${url.hash}`, path };
  }
  return { kind: 'external', to: url.href };
}

/** A flag sent as JSON (true/false) or by a form ('true', 'on', 'false', or left out). */
const flag = (name: string, fallback: boolean) =>
  z.preprocess(
    (v) => (v === 'true' || v === 'on' ? true : v === 'false' ? false : v),
    z.boolean({ error: `${name} must be true or false!` }).default(fallback),
  );

/** What the panel and the API send. */
const bodySchema = z.object({
  from: z.string({ error: REDIRECT_MESSAGES.fromRequired }),
  to: z.string({ error: REDIRECT_MESSAGES.toRequired }),
  permanent: flag('Permanent', true),
  external: flag('External', false),
});

/** A rule as stored, checked on its own; the store's other rules are checked by lib/redirects. */
export type CheckedRedirect =
  | { ok: true; value: Omit<RedirectInput, 'origin'>; target: Target }
  | { ok: false; message: string };

/**
 * The one check of a rule's fields, in the panel's form and in the API alike: `from` a public
 * path, `to` a path or (ticked) another site, and not the same address.
 */
export function checkRedirect(raw: unknown, ownHosts: readonly string[]): CheckedRedirect {
  const parsed = bodySchema.safeParse(raw ?? {});
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const body = parsed.data;
  const fromText = body.from.trim();
  if (!fromText.startsWith('/') || fromText.startsWith('//') || !NO_SPACE.test(fromText)) {
    return { ok: false, message: REDIRECT_MESSAGES.fromRequired };
  }
  if (fromText.length > REDIRECT_LIMITS.from) {
    return { ok: false, message: REDIRECT_MESSAGES.fromRequired };
  }
  if (/[?#]/.test(fromText)) return { ok: false, message: REDIRECT_MESSAGES.fromQuery };
  const from = canonicalPath(fromText);
  if (!from) return { ok: false, message: REDIRECT_MESSAGES.fromRequired };
  if (from === '/') return { ok: false, message: REDIRECT_MESSAGES.fromHome };
  if (PRIVATE_AREAS.some((area) => under(from, area))) {
    return { ok: false, message: REDIRECT_MESSAGES.fromPrivate };
  }
  const target = parseTarget(body.to, ownHosts);
  if (!target) return { ok: false, message: REDIRECT_MESSAGES.toRequired };
  if (target.kind === 'external' && !body.external) {
    return { ok: false, message: REDIRECT_MESSAGES.external };
  }
  if (target.kind === 'internal' && target.path === from) {
    return { ok: false, message: REDIRECT_MESSAGES.loop };
  }
  return {
    ok: true,
    value: { from, to: target.to, permanent: body.permanent, external: target.kind === 'external' },
    target,
  };
}

const enc = encodeURIComponent;

export const redirect = {
  label: 'Redirect',
  noun: 'redirect',
  api: {
    key: 'redirect',
    listKey: 'allRedirects',
    list: '/admin/redirects/get',
    add: '/admin/redirects/add',
    update: (id: string) => `/admin/redirect/update/${enc(id)}`,
    remove: (id: string) => `/admin/redirects/delete/${enc(id)}`,
  },
  admin: {
    page: `${ADMIN_ROOT}/redirects`,
    title: 'Redirects',
    description:
      'Addresses that send visitors elsewhere before any page loads: campaign links, an old site’s pages, and the old addresses of renamed posts.',
  },
} as const;

/** The fingerprint an edit sends (If-Match): the rule as the editor loaded it. */
export const redirectVersion = (rule: Pick<Redirect, 'updatedAt'>) => rule.updatedAt;
