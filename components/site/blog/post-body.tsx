import type { ReactNode } from 'react';
import { Img } from '@/components/ui/img';
import {
  headingShift,
  imageAlt,
  isAllowedImage,
  isExternalLink,
  isSafeLink,
  parsePost,
  type Token,
} from '@/lib/markdown';
import { siteOrigin } from '@/lib/seo';

/**
 * An image in a post spans the text column: the post's hero image has the same width at every
 * breakpoint (820 px from lg, the viewport below).
 */
const POST_IMAGE_SIZES = '(min-width: 1024px) 820px, 100vw';

/** The elements a post may contain, by markdown-it's tag: nothing outside this list is drawn. */
const BLOCKS = new Set(['p', 'blockquote', 'ul', 'ol', 'li', 'em', 'strong']);
const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** An attribute of a token as text ('' when absent). */
const attr = (token: Token, name: string) => String(token.attrGet(name) ?? '');

interface Context {
  shift: number;
  origin: string;
}

/**
 * A post's image: lazy, with its alt text, in a 16:9 box that is reserved before the file loads
 * (no layout shift), the picture contained in it whatever its own proportions.
 */
function PostImage({ src, alt }: { src: string; alt: string }) {
  return (
    <span className="post-image">
      <Img src={src} alt={alt} fill sizes={POST_IMAGE_SIZES} className="object-contain" />
    </span>
  );
}

function link(token: Token, children: ReactNode[], key: number, { origin }: Context) {
  const href = attr(token, 'href');
  // The parser refused unsafe addresses already; this is the second lock on the same door.
  if (!isSafeLink(href)) return children;
  const title = attr(token, 'title') || undefined;
  if (isExternalLink(href, origin)) {
    return (
      <a key={key} href={href} title={title} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a key={key} href={href} title={title}>
      {children}
    </a>
  );
}

/** One element from its opening token and its rendered children. */
function element(token: Token, children: ReactNode[], key: number, context: Context): ReactNode {
  switch (token.type) {
    case 'heading_open': {
      const level = Math.min(6, Math.max(2, Number(token.tag.slice(1)) + context.shift));
      const Heading = HEADINGS[level - 2];
      return <Heading key={key}>{children}</Heading>;
    }
    case 'ordered_list_open': {
      const start = Number(attr(token, 'start') || 1);
      return (
        <ol key={key} start={start === 1 ? undefined : start}>
          {children}
        </ol>
      );
    }
    case 'paragraph_open':
      // The items of a tight list hold their text without a paragraph around it.
      return token.hidden ? children : <p key={key}>{children}</p>;
    case 'link_open':
      return link(token, children, key, context);
    default: {
      if (!BLOCKS.has(token.tag)) return children;
      const Tag = token.tag as 'p';
      return <Tag key={key}>{children}</Tag>;
    }
  }
}

/** A token without children: text, breaks, code, images, rules. */
function leaf(token: Token, key: number, context: Context): ReactNode {
  switch (token.type) {
    case 'text':
      return token.content;
    case 'softbreak':
    case 'hardbreak':
      return <br key={key} />;
    case 'code_inline':
      return <code key={key}>{token.content}</code>;
    case 'fence':
    case 'code_block':
      return (
        <pre key={key} tabIndex={0}>
          <code>{token.content}</code>
        </pre>
      );
    case 'hr':
      return <hr key={key} />;
    case 'image': {
      const src = attr(token, 'src');
      const alt = imageAlt(token);
      if (!isAllowedImage(src)) return alt;
      return <PostImage key={key} src={src} alt={alt} />;
    }
    case 'inline':
      return render(token.children ?? [], context);
    default:
      // Anything else is shown as the text it holds, never as markup.
      return token.content;
  }
}

/**
 * markdown-it's flat token list (opening and closing tokens) as a tree of React elements. Content
 * without an element of its own (a line's inline run, a tight list item's text) stays a nested
 * array: React keys elements within their own array, and an array costs the page's payload two
 * brackets where a keyed Fragment costs some thirty bytes (a post has dozens).
 */
function render(tokens: Token[], context: Context): ReactNode[] {
  const root: ReactNode[] = [];
  const stack: { token: Token; children: ReactNode[] }[] = [];
  const target = () => stack.at(-1)?.children ?? root;
  tokens.forEach((token, key) => {
    if (token.nesting === 1) {
      stack.push({ token, children: [] });
    } else if (token.nesting === -1) {
      const open = stack.pop();
      if (open) target().push(element(open.token, open.children, key, context));
    } else {
      target().push(leaf(token, key, context));
    }
  });
  return root;
}

/**
 * A blog post's text, from its Markdown, as visitors and the admin's preview see it: rendered by
 * the server for the public pages (no renderer reaches visitors), styled by `.post-body` in
 * app/globals.css. Headings start at h2 under the page's title.
 */
export function PostBody({ markdown, className = '' }: { markdown: string; className?: string }) {
  const tokens = parsePost(markdown);
  return (
    <div className={`post-body ${className}`.trim()}>
      {render(tokens, { shift: headingShift(tokens), origin: siteOrigin() })}
    </div>
  );
}
