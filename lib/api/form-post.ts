/**
 * The visitor forms (contact, comments) post to their JSON endpoints from script. Before the
 * page's script has run, or without script at all, the browser posts the form itself and would
 * show the endpoint's JSON; such a post is answered instead with a 303 back to the form's page,
 * at a #fragment whose notice the page shows (CSS :target), sent or not.
 */

/** The form's own fields, posted by the browser as a page navigation (not fetch()). */
export function isBrowserFormPost(req: Request): boolean {
  const type = req.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return false;
  const mode = req.headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  // Browsers from before Fetch Metadata: a navigation asks for a page, fetch() for anything.
  return /\btext\/html\b/.test(req.headers.get('accept') ?? '');
}

/** Where the page says the form went through, or did not. */
export interface FormNotices {
  /** The page, e.g. '/contact'. */
  page: string;
  /** The ids of its notices for a success and for a failure. */
  done: string;
  failed: string;
}

/** The endpoint's answer as a redirect to the page's notice: 2xx is done, anything else failed. */
export function backToForm(res: Response, { page, done, failed }: FormNotices): Response {
  const fragment = res.ok ? done : failed;
  return new Response(null, {
    status: 303,
    headers: { Location: `${page}#${fragment}`, 'Cache-Control': 'no-store' },
  });
}
