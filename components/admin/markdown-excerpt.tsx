'use client';

import { Suspense, use } from 'react';

/**
 * The Markdown module (markdown-it), loaded once, when a post's text is first shown. Should it
 * fail to load (a deployment replaced its file meanwhile), the text shows as typed.
 */
let excerpt: Promise<(text: string) => string> | undefined;

function PlainText({ text }: { text: string }) {
  excerpt ??= import('@/lib/markdown').then(
    ({ cardText, plainText }) =>
      (markdown: string) =>
        cardText(plainText(markdown)),
    () => (markdown: string) => markdown,
  );
  return use(excerpt)(text);
}

/**
 * A post's words in a table cell, without its Markdown ('**Core Web Vitals**' reads as the
 * words), as the public cards show them. The parser stays out of the panel's first load: the
 * server renders the words, and the browser keeps its rendering while the parser arrives; a row
 * added before then shows its Markdown as typed for that moment.
 */
export function MarkdownExcerpt({ text }: { text: string }) {
  return (
    <Suspense fallback={text}>
      <PlainText text={text} />
    </Suspense>
  );
}
