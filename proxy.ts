import { NextResponse, type NextRequest } from 'next/server';
import { sessionCookie } from '@/lib/auth/cookies';
import { userFromClaims } from '@/lib/auth/session';
import { decodeSession } from '@/lib/auth/token';
import { MESSAGES } from '@/lib/api/messages';
import { getStore } from '@/lib/data';
import { blogPageCount, blogPageNumber } from '@/lib/entities/blog';
import { isObjectId } from '@/lib/data/ids';

/**
 * Redirects, rewrites and refusals made before any page renders. The admin layout and every
 * admin handler check the user again, so nothing here is the last line of defence.
 *  - Signed-out visitors to /private/admin/* go to /auth/login; signed-in users opening an
 *    /auth page go to /private/admin.
 *  - A write without a body to a sign-in page gets the handler's answer (a 400 for POST
 *    /auth/login, a JSON 405 otherwise), not the sign-in page with a 200.
 *  - An address whose percent-escapes decode to no text is a 400: a dynamic segment meeting it
 *    would answer a bare 500 (vercel/next.js#92527).
 *  - Made-up addresses under dynamic routes (a post id, an /auth path, a blog list page, a
 *    service slug) never render under their own address: every page rendered on demand stays in
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
    return page <= blogPageCount(await (await getStore()).blogs.count());
  } catch {
    return true;
  }
}

/** `/blog/{id}` and what lies under it (the post's social card): the id, and the rest. */
const BLOG_POST = /^\/blog\/([^/]+)(\/.*)?$/;

/** Where a made-up post address goes when there is no post at all: one address, one page. */
const NO_POST_ID = 'none';

/** Ids known to be published posts, so a real post's views cost no database read. */
const knownPosts = new Map<string, number>();
const KNOWN_POST_SECONDS = 60;

/**
 * Where `/blog/{id}` should go instead, or null when the id is a post (or the store cannot tell,
 * and the page answers for itself). A made-up id goes to the first post's address by a
 * temporary redirect (the id may become a post), so made-up ids add nothing to the page cache.
 */
async function madeUpPostRedirect(id: string, rest: string): Promise<string | null> {
  if (id === NO_POST_ID) return null;
  const now = Date.now();
  if ((knownPosts.get(id) ?? 0) > now) return null;
  try {
    const store = await getStore();
    const [first] = await store.blogs.summaries({ limit: 1 });
    if (!first) return `/blog/${NO_POST_ID}${rest}`;
    // The id as the post has it: another spelling (upper case) is another cached page.
    const post = first._id === id ? first : isObjectId(id) ? await store.blogs.get(id) : null;
    if (post && post._id !== id) return `/blog/${post._id}${rest}`;
    if (!post) return `/blog/${first._id}${rest}`;
    if (knownPosts.size > 10_000) knownPosts.clear();
    knownPosts.set(id, now + KNOWN_POST_SECONDS * 1000);
    return null;
  } catch {
    return null;
  }
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

export async function proxy(req: NextRequest) {
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
  const listPage = BLOG_LIST_PAGE.exec(pathname)?.[1];
  if (listPage !== undefined && !(await isBlogListPage(decodeURIComponent(listPage)))) {
    return siteNotFound(req);
  }
  const serviceSlug = SERVICE_PAGE.exec(pathname)?.[1];
  if (serviceSlug !== undefined && !(await isServicePage(decodeURIComponent(serviceSlug)))) {
    return siteNotFound(req);
  }
  const post = BLOG_POST.exec(pathname);
  if (post && (req.method === 'GET' || req.method === 'HEAD')) {
    const target = await madeUpPostRedirect(decodeURIComponent(post[1]!), post[2] ?? '');
    if (target) return NextResponse.redirect(new URL(target, req.url), 307);
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
  // The two areas, the dynamic public routes, the optimizer, addresses ending in a slash, and
  // any address with a percent sign (checked for a malformed escape).
  matcher: [
    '/auth',
    '/auth/:path*',
    '/private',
    '/private/:path*',
    '/blogs/page/:page',
    '/service/:slug',
    '/blog/:path*',
    '/_next/image',
    '/(.*%.*)',
    '/(.+)/',
  ],
};
