import MarkdownIt, { type Token } from 'markdown-it';

export type { Token };

/**
 * Blog posts are written in Markdown (CommonMark): headings, paragraphs, emphasis, lists, links,
 * block quotes, code, images and rules. This module turns a post into markdown-it's tokens and
 * into plain text; components/site/blog/post-body.tsx turns the tokens into React elements.
 *
 * Nothing a post contains is ever written out as HTML: raw HTML is parsed as text (`html: false`)
 * and React escapes every text it renders, so `<script>`, event handlers and any other markup
 * typed into a post show as the characters typed. Links and images are kept only when their
 * address passes the checks below; anything else stays the text it was written as.
 *
 * Paragraphs split on blank lines and a single line break stays a line break (`breaks: true`),
 * so a post written as plain text reads as typed.
 */

const parser = new MarkdownIt('commonmark', { html: false, breaks: true, linkify: false });

/** The addresses a link may have: the web, e-mail, telephone, and the site's own paths. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Whether a post may link to this address: a web, mailto or tel address, or a path or fragment
 * of the site. `javascript:`, `data:`, `vbscript:`, `file:` and every other scheme are refused
 * (the link stays the text it was written as), whatever their letter case, and whatever spaces
 * or control characters were slipped into the scheme.
 */
export function isSafeLink(url: string): boolean {
  // Browsers drop tabs and newlines anywhere in a URL and ignore leading control characters.
  const href = url.replace(/[\p{Cc}\s]/gu, '');
  if (href === '') return false;
  // No scheme: a path ('/blogs'), a relative path or a fragment. '//host' is another site; a
  // colon before the first '/', '?' or '#' is a scheme in disguise ('java%09script:').
  if (!/^[a-z][a-z0-9+.-]*:/i.test(href)) {
    return !href.startsWith('//') && !href.startsWith('\\') && !/^[^/?#]*:/.test(href);
  }
  try {
    return LINK_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
}
parser.validateLink = isSafeLink;

/**
 * Where a post's images may come from: the site's own files and uploads, and the image host
 * the site's content security policy allows. An image elsewhere would be blocked by the browser
 * anyway, so it is shown as its alt text instead.
 */
export function isAllowedImage(src: string): boolean {
  if (src.startsWith('/') && !src.startsWith('//') && !src.includes('\\')) return true;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && url.hostname === 'res.cloudinary.com';
  } catch {
    return false;
  }
}

/** A link that leaves the site (http or https, another origin): it opens in a new tab. */
export function isExternalLink(href: string, siteOrigin: string): boolean {
  if (!/^https?:/i.test(href)) return false;
  try {
    return new URL(href).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

/** A post as markdown-it's block tokens (inline content in each `inline` token's children). */
export function parsePost(markdown: string): Token[] {
  return parser.parse(markdown, {});
}

/**
 * How much a post's headings move so that the highest one is an h2 (the page's title is its h1):
 * `#` and `##` become h2 and h3; a post whose top level is `##` keeps its levels.
 */
export function headingShift(tokens: Token[]): number {
  const levels = tokens.filter((t) => t.type === 'heading_open').map((t) => Number(t.tag.slice(1)));
  return levels.length === 0 ? 0 : 2 - Math.min(...levels);
}

/** What a token of inline content reads as in plain text (images and markup read as nothing). */
function inlineText(children: Token[] | null): string {
  return (children ?? [])
    .map((c) => {
      if (c.type === 'text' || c.type === 'code_inline') return c.content;
      if (c.type === 'softbreak' || c.type === 'hardbreak') return ' ';
      return '';
    })
    .join('');
}

/** An image's alt text: the words between its brackets, without their emphasis or code marks. */
export const imageAlt = (image: Token) => inlineText(image.children);

/**
 * A post's words without the Markdown: the cards' excerpts, the feed's summaries, the reading
 * time and the search engines' description. Blocks are separated by a space and runs of white
 * space collapse into one.
 */
export function plainText(markdown: string): string {
  return parsePost(markdown)
    .map((t) => {
      if (t.type === 'inline') return inlineText(t.children);
      if (t.type === 'fence' || t.type === 'code_block') return t.content;
      return '';
    })
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Silent reading speed used for the "min read" figure: words per minute. */
export const WORDS_PER_MINUTE = 200;

/** Minutes a post takes to read, rounded up, at least one. */
export function readingMinutes(markdown: string): number {
  const words = plainText(markdown).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** '4 min read' */
export const readingTimeLabel = (minutes: number) => `${minutes} min read`;

const CARD_TEXT_MAX = 360;

/**
 * The start of a post's plain text for its card: the card shows three lines, so the rest of the
 * post stays out of the list pages' markup and payload. The cut is past the third line at every
 * card width, so the clamp's ellipsis shows; a short post is shown whole.
 */
export function cardText(text: string, max = CARD_TEXT_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return cut.slice(0, cut.lastIndexOf(' '));
}
