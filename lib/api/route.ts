import { requirePermission } from '@/lib/auth/session';
import type { User } from '@/lib/entities';
import { env } from '@/lib/env';
import { ApiError, toErrorResponse } from './errors';
import { MESSAGES } from './messages';

type Params = Record<string, string | string[]>;
export interface RouteContext<P extends Params = Params> {
  params: Promise<P>;
}
type Handler<P extends Params> = (req: Request, ctx: RouteContext<P>) => Promise<Response>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browsers send Origin with every cross-site write. A write whose Origin names another site is
 * refused, whatever cookies it carries; clients that send no Origin (curl, servers) are let through
 * to the usual session checks.
 */
function assertSameOrigin(req: Request) {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get('origin');
  if (!origin) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new ApiError(403, 'Cross-site requests are not allowed.');
  }
  const allowed = new Set<string>();
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  if (host) allowed.add(host);
  for (const url of [env().NEXTAUTH_URL, env().NEXT_PUBLIC_SITE_URL, req.url]) {
    if (!url) continue;
    try {
      allowed.add(new URL(url).host);
    } catch {
      // a malformed configured URL allows nothing extra
    }
  }
  if (!allowed.has(originHost)) throw new ApiError(403, 'Cross-site requests are not allowed.');
}

/**
 * Marks a response as never to be stored by a browser or shared cache: account data, session
 * cookies and sign-in answers belong to one person at one moment.
 */
function withNoStore(res: Response): Response {
  try {
    res.headers.set('Cache-Control', 'no-store');
    return res;
  } catch {
    // A response with immutable headers (a fetch result, a redirect): copy it.
    const copy = new Response(res.body, res);
    copy.headers.set('Cache-Control', 'no-store');
    return copy;
  }
}

interface RouteOptions {
  /** Cache-Control: no-store on every answer, errors included (admin and auth endpoints). */
  noStore?: boolean;
}

/** Every route handler: origin check, then the handler; any thrown error becomes its status. */
export function route<P extends Params = Params>(
  handler: Handler<P>,
  { noStore = false }: RouteOptions = {},
): Handler<P> {
  return async (req, ctx) => {
    let res: Response;
    try {
      assertSameOrigin(req);
      res = await handler(req, ctx);
    } catch (error) {
      res = toErrorResponse(error);
    }
    return noStore ? withNoStore(res) : res;
  };
}

/**
 * A panel route handler, for the roles that may use its path (lib/auth/permissions.ts): 401 / 403
 * before anything else is read; never cached.
 */
export function adminRoute<P extends Params = Params>(
  handler: (req: Request, ctx: RouteContext<P>, admin: User) => Promise<Response>,
): Handler<P> {
  return route<P>(
    async (req, ctx) => {
      const admin = await requirePermission(req);
      return handler(req, ctx, admin);
    },
    { noStore: true },
  );
}

export function notFound(what: string): ApiError {
  return new ApiError(404, `${what} not found`);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Handlers for the methods a path does not serve: a JSON 405 with Allow, where Next.js would
 * answer an empty body; and OPTIONS, which names only the methods served (Next.js's own would
 * list every method a handler is exported for, these refusals included). A route file exports
 * the ones it does not define:
 * `export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');`
 */
export function methodsOtherThan(
  ...allowed: Method[]
): Record<Method | 'OPTIONS', Handler<Params>> {
  const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', ');
  const refuse = route(
    async () => {
      throw new ApiError(405, MESSAGES.methodNotAllowed, { Allow: allow });
    },
    { noStore: true },
  );
  const options = async () =>
    new Response(null, { status: 204, headers: { Allow: `${allow}, OPTIONS` } });
  return {
    ...(Object.fromEntries(METHODS.map((m) => [m, refuse])) as Record<Method, Handler<Params>>),
    OPTIONS: options,
  };
}
