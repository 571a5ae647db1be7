import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';
import { sessionCookie } from '@/lib/auth/cookies';
import { userFromClaims } from '@/lib/auth/session';
import { decodeSession } from '@/lib/auth/token';
import { MESSAGES } from '@/lib/api/messages';
import { getStore } from '@/lib/data';
import { blogPageCount, blogPageNumber } from '@/lib/entities/blog';
import { isObjectId } from '@/lib/data/ids';
import { postPath } from '@/lib/entities/post-slug';
import { hasCaseStudy } from '@/lib/entities/project';
import { MISSING_ADDRESS } from '@/lib/content/notices';
import { countHit, ruleFor } from '@/lib/redirects/proxy-rules';

/**
 * Redirects, rewrites and refusals made before any page renders. The admin layout and every
 * admin handler check the user again, so nothing here is the last line of defence.
 *  - A redirect rule stored on the Redirects screen answers its public address first
 *    (lib/redirects/proxy-rules.ts says how fresh the proxy's copy of them is).
 *  - `/blog/{id}` and other spellings of a post's address go to `/blog/{slug}` for good (308).
 *  - Signed-out visitors to /private/admin/* go to /auth/login; signed-in users opening an
 *    /auth page go to /private/admin.
 *  - A write without a body to a sign-in page gets the handler's answer (a 400 for POST
 *    /auth/login, a JSON 405 otherwise), not the sign-in page with a 200.
 *  - An address whose percent-escapes decode to no text is a 400: a dynamic segment meeting it
 *    would answer a bare 500 (vercel/next.js#92527).
 *  - Made-up addresses under dynamic routes (a post id, an /auth path, a blog list page, a
 *    service or case-study slug) never render under their own address: every page rendered on demand stays in
 *    Next.js's page cache for good.
 */

/**
 * An address no route can match (a folder named with a leading `_` is never a route), so
 * Next.js answers it with app/global-not-found.tsx: the public site with a 404, whole on the
 * server. The page's own notFound() would cache a page per made-up slug and send an empty
 * document filled in by its script (vercel/next.js#95613).
 */
const NO_ROUTE = '/_no-route';

function siteNotFound(req: NextRequest) {
  return NextResponse.rewrite(new URL(NO_ROUTE, req.url));
}

/** `/blogs/page/{n}`: its `n`. */
const BLOG_LIST_PAGE = /^\/blogs\/page\/([^/]+)$/;

/**
 * Whether a blog list page exists: page 1 (which redirects to /blogs) and the pages the posts
 * fill. When the store cannot tell, the page answers for itself.
 */
async function isBlogListPage(raw: string): Promise<boolean> {
  const page = blogPageNumber(raw);
  if (page === null) return false;
  if (page === 1) return true;
  try {
    return page <= blogPageCount(await (await getStore()).blogs.countPublished());
  } catch {
    return true;
  }
}

/** `/blog/{slug}` and what lies under it (the post's social card): the slug, and the rest. */
const BLOG_POST = /^\/blog\/([^/]+)(\/.*)?$/;

/** Where a made-up post address goes when there is no post at all: one address, one page. */
const NO_POST_ID = 'none';

/** Addresses known to be published posts, so a real post's views cost no database read. */
const knownPosts = new Map<string, number>();
const KNOWN_POST_SECONDS = 60;

function rememberPost(segment: string) {
  if (knownPosts.size > 10_000) knownPosts.clear();
  knownPosts.set(segment, Date.now() + KNOWN_POST_SECONDS * 1000);
}

/**
 * Where `/blog/{segment}` should go instead, or null when it is a published post's address (or
 * the store cannot tell, and the page answers for itself). A post's id, or another spelling of
 * its slug, goes to its slug address for good (308). A made-up address, or a post visitors may
 * not see yet, goes to the first post's address by a temporary redirect, so made-up addresses
 * add nothing to the page cache and a draft's slug is never revealed.
 */
async function postRedirect(
  segment: string,
  rest: string,
): Promise<{ to: string; status: 307 | 308 } | null> {
  if (segment === NO_POST_ID) return null;
  if ((knownPosts.get(segment) ?? 0) > Date.now()) return null;
  try {
    const store = await getStore();
    const visible = async (post: { _id: string } | null) =>
      post ? store.blogs.getPublished(post._id) : null;
    if (await visible(await store.blogs.findBySlug(segment))) {
      rememberPost(segment);
      return null;
    }
    const lower = segment.toLowerCase();
    const post = await visible(
      (lower !== segment ? await store.blogs.findBySlug(lower) : null) ??
        (isObjectId(segment) ? await store.blogs.get(segment) : null),
    );
    if (post) {
      // A post stored before slugs existed keeps its id address until the store gives it one.
      if (postPath(post) === `/blog/${segment}`) {
        rememberPost(segment);
        return null;
      }
      return { to: `${postPath(post)}${rest}`, status: 308 };
    }
    const [first] = await store.blogs.summaries({ limit: 1 });
    if (!first) return { to: `/blog/${NO_POST_ID}${rest}`, status: 307 };
    // The fragment names the notice at the post's top that says the address asked for does not
    // exist: the post's page is static, the same for every address that lands on it.
    return { to: `${postPath(first)}${rest || `#${MISSING_ADDRESS.id}`}`, status: 307 };
  } catch {
    return null;
  }
}

/** Areas no redirect rule can answer (lib/entities/redirect.ts refuses them as sources). */
const isPublicPath = (pathname: string) =>
  !isArea(pathname, '/auth') && !isArea(pathname, '/private');

/**
 * The stored redirect rule for this address, answered before any page renders: its target
 * (the visitor's query carried over when the target has none), permanent or temporary. A hit
 * is counted in memory and written in batches (lib/redirects/proxy-rules.ts).
 */
async function ruleRedirect(req: NextRequest, event: NextFetchEvent): Promise<NextResponse | null> {
  const rule = await ruleFor(req.nextUrl.pathname).catch(() => null);
  if (!rule) return null;
  countHit(rule, (work) => event.waitUntil(work));
  const target = new URL(rule.to, req.url);
  if (!target.search && req.nextUrl.search) target.search = req.nextUrl.search;
  const response = NextResponse.redirect(target, rule.permanent ? 308 : 307);
  // A browser keeps a permanent redirect without being told for how long: an hour, so a rule
  // an admin corrects or deletes stops sending visitors astray the same day.
  response.headers.set('Cache-Control', rule.permanent ? 'public, max-age=3600' : 'no-store');
  return response;
}

/**
 * An image path as the site writes it: segments of letters, digits, `-`, `_` and `.`, none
 * starting with a dot, no escapes. The optimizer resolves `/og/../og/x.png`, `/og/./x.png` and
 * `/og/%2e%2e/og/x.png` to the same file but decodes, encodes and stores each as a new entry.
 */
const CANONICAL_IMAGE_PATH = /^(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** `/_next/image` with a `url` that is not one canonical local path: a 400, before any decode. */
function isOtherImageSpelling(req: NextRequest): boolean {
  const url = req.nextUrl.searchParams.getAll('url');
  return url.length !== 1 || !CANONICAL_IMAGE_PATH.test(url[0]!);
}

/**
 * `/auth/{anything}` that is no page of its own shows the sign-in form at /auth/login, by a
 * temporary redirect: rendered under each address, each would be a page cached for good.
 */
function unknownAuthPage(pathname: string): boolean {
  return pathname !== '/auth' && pathname !== '/auth/login' && !isAuthApi(pathname);
}

/**
 * An address with a trailing slash: the address without it, by a 308, here rather than by
 * Next.js's own redirect (turned off in next.config.ts), which carries no security headers.
 */
function withoutTrailingSlash(req: NextRequest): URL | null {
  const { pathname } = req.nextUrl;
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  // A plain URL: NextURL would write the trailing slash back when formatted.
  const target = new URL(req.url);
  target.pathname = pathname.replace(/\/+$/, '') || '/';
  return target;
}

/** `/service/{slug}`: its slug. */
const SERVICE_PAGE = /^\/service\/([^/]+)$/;

/**
 * Whether a service page exists under this slug (a current, former or retired one: the page
 * redirects the last two). An unknown slug gets the site's 404 without rendering a page of its
 * own. When the store cannot tell, the page answers for itself.
 */
async function isServicePage(slug: string): Promise<boolean> {
  try {
    return (await (await getStore()).services.findBySlug(slug)) !== null;
  } catch {
    return true;
  }
}

/** `/work/{slug}` and its social card: the slug. */
const CASE_STUDY = /^\/work\/([^/]+)(?:\/.*)?$/;

/**
 * Whether a published case study has this slug, read from the store on every request: a page
 * rendered before its story was removed could still sit in the page cache, so the proxy, not
 * the cache, decides that the address exists. A made-up slug gets the site's 404 without a
 * cached page of its own. When the store cannot tell, the page answers for itself.
 */
async function isCaseStudy(slug: string): Promise<boolean> {
  try {
    const projects = await (await getStore()).projects.listPublished();
    return projects.some((p) => p.slug === slug && hasCaseStudy(p));
  } catch {
    return true;
  }
}

/** A path that decodeURIComponent refuses: an escape of no valid UTF-8, or a stray `%`. */
function isMalformed(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** `/auth` and everything under it (not `/authors`). */
function isArea(pathname: string, area: string) {
  return pathname === area || pathname.startsWith(`${area}/`);
}

/** JSON endpoints under /auth: never redirected, they answer for themselves. */
function isAuthApi(pathname: string) {
  return (
    pathname === '/auth/users' ||
    pathname === '/auth/signup' ||
    pathname === '/auth/logout' ||
    pathname === '/auth/password' ||
    pathname.startsWith('/auth/user/')
  );
}

/** A request with no body: no Content-Type and no Content-Length above 0. */
function isBodiless(req: NextRequest) {
  return !req.headers.has('content-type') && !(Number(req.headers.get('content-length')) > 0);
}

export async function proxy(req: NextRequest, event: NextFetchEvent) {
  const { pathname } = req.nextUrl;
  if (isMalformed(pathname)) {
    return NextResponse.json({ message: MESSAGES.malformedAddress }, { status: 400 });
  }
  const canonical = withoutTrailingSlash(req);
  if (canonical) return NextResponse.redirect(canonical, 308);
  if (pathname === '/_next/image' && isOtherImageSpelling(req)) {
    // In the optimizer's own words and form: plain text.
    return new NextResponse('"url" parameter is not allowed', { status: 400 });
  }
  if ((req.method === 'GET' || req.method === 'HEAD') && isPublicPath(pathname)) {
    const redirected = await ruleRedirect(req, event);
    if (redirected) return redirected;
  }
  const listPage = BLOG_LIST_PAGE.exec(pathname)?.[1];
  if (listPage !== undefined && !(await isBlogListPage(decodeURIComponent(listPage)))) {
    return siteNotFound(req);
  }
  const serviceSlug = SERVICE_PAGE.exec(pathname)?.[1];
  if (serviceSlug !== undefined && !(await isServicePage(decodeURIComponent(serviceSlug)))) {
    return siteNotFound(req);
  }
  const caseStudy = CASE_STUDY.exec(pathname)?.[1];
  if (caseStudy !== undefined && !(await isCaseStudy(decodeURIComponent(caseStudy)))) {
    return siteNotFound(req);
  }
  const post = BLOG_POST.exec(pathname);
  if (post && (req.method === 'GET' || req.method === 'HEAD')) {
    const target = await postRedirect(decodeURIComponent(post[1]!), post[2] ?? '');
    if (target) {
      const url = new URL(target.to, req.url);
      // A real post's other address keeps the query (a form's notice); a made-up one does not.
      if (target.status === 308) url.search = req.nextUrl.search;
      return NextResponse.redirect(url, target.status);
    }
  }
  if (!isArea(pathname, '/auth') && !isArea(pathname, '/private')) return NextResponse.next();
  const isAuthPage = isArea(pathname, '/auth') && !isAuthApi(pathname);
  if (isAuthPage && !['GET', 'HEAD', 'OPTIONS'].includes(req.method) && isBodiless(req)) {
    const isLogin = pathname === '/auth/login';
    if (isLogin && req.method === 'POST') {
      return NextResponse.json({ message: MESSAGES.fillAllLogin }, { status: 400 });
    }
    return NextResponse.json(
      { message: MESSAGES.methodNotAllowed },
      { status: 405, headers: { Allow: isLogin ? 'GET, HEAD, POST' : 'GET, HEAD' } },
    );
  }

  if (isAuthPage && (req.method === 'GET' || req.method === 'HEAD') && unknownAuthPage(pathname)) {
    const login = new URL('/auth/login', req.url);
    login.search = req.nextUrl.search;
    return NextResponse.redirect(login, 307);
  }

  const cookie = sessionCookie();
  const token = req.cookies.get(cookie.name)?.value;
  const claims = await decodeSession(token);

  if (pathname.startsWith('/private/admin') || pathname === '/private') {
    if (claims) return NextResponse.next();
    // The sign-in page brings the admin back here (components/auth/login-form.tsx, afterSignIn).
    const login = new URL('/auth/login', req.url);
    if (pathname !== '/private' && pathname !== '/private/admin') {
      login.searchParams.set('next', `${pathname}${req.nextUrl.search}`);
    }
    const response = NextResponse.redirect(login);
    if (token) response.cookies.delete(cookie.name);
    return response;
  }

  if (isAuthPage && req.method === 'GET' && claims?.sub) {
    // Only a current session is sent on; a stale cookie (a deleted account, or a session ended
    // by signing out or a password change) is cleared instead, so its owner can sign in again
    // rather than loop between the two areas.
    const user = await userFromClaims(claims).catch(() => undefined);
    if (user) return NextResponse.redirect(new URL('/private/admin', req.url));
    if (user === null) {
      const response = NextResponse.next();
      response.cookies.delete(cookie.name);
      return response;
    }
  }
  return NextResponse.next();
}

export const config = {
  // The two areas, the dynamic public routes, the optimizer, addresses ending in a slash, any
  // address with a percent sign (checked for a malformed escape), and every other public path
  // for the redirect rules: not the JSON APIs, uploads and the framework's files.
  matcher: [
    '/((?!admin/|frontend/|api/|_next/|uploads/).+)',
    '/auth',
    '/auth/:path*',
    '/private',
    '/private/:path*',
    '/blogs/page/:page',
    '/service/:slug',
    '/work/:path+',
    '/blog/:path*',
    '/_next/image',
    '/(.*%.*)',
    '/(.+)/',
  ],
};
