import { NextResponse, type NextRequest } from 'next/server';
import { sessionCookie } from '@/lib/auth/cookies';
import { userFromClaims } from '@/lib/auth/session';
import { decodeSession } from '@/lib/auth/token';
import { MESSAGES } from '@/lib/api/messages';
import { getStore } from '@/lib/data';
import { blogPageCount, blogPageNumber } from '@/lib/entities/blog';

/**
 * Redirects, a rewrite and one refusal: the admin layout and every admin route handler check
 * the user and role again on the server, so nothing here is the last line of defence. (POST
 * /auth/login reaches its handler through a rewrite in next.config.ts, which says why it is not
 * made here.)
 *  - Signed-out visitors to /private/admin/* go to /auth/login.
 *  - Signed-in users opening an /auth page go to /private/admin.
 *  - A write without a body to a sign-in page (a body goes to POST /auth/login's handler) is
 *    answered as the handler would: POST /auth/login with the sign-in form's 400, other methods
 *    with a JSON 405, where Next.js rendered the sign-in page with a 200.
 *  - An address with a percent-escape that decodes to no text (`/blog/%ff`, `/service/50%`) is
 *    a 400. Next.js answered it with a bare 500 wherever a dynamic segment met it, before any of
 *    the site's code ran (vercel/next.js#92527); the matcher sends every address with a `%` here.
 *  - A blog list page that does not exist (`/blogs/page/99`, `/blogs/page/abc`) is answered by
 *    app/global-not-found.tsx, the site's 404 rendered on the server. The page's own notFound()
 *    sent an empty document that only its script filled in (vercel/next.js#95613): blank without
 *    JavaScript, for crawlers, and until the script ran.
 */

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
  const listPage = BLOG_LIST_PAGE.exec(pathname)?.[1];
  if (listPage !== undefined && !(await isBlogListPage(decodeURIComponent(listPage)))) {
    // An address no route has: Next.js renders the site's 404 for it, at this address.
    return NextResponse.rewrite(new URL('/blogs/page/not-a-page/404', req.url));
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
  // The two areas, the blog list's pages, and any address with a percent sign (checked for a
  // malformed escape above).
  matcher: [
    '/auth',
    '/auth/:path*',
    '/private',
    '/private/:path*',
    '/blogs/page/:page',
    '/(.*%.*)',
  ],
};
