'use client';

import { Suspense, use } from 'react';

/** The Markdown module (markdown-it), loaded once, when a post's text is first shown. */
let markdown: Promise<typeof import('@/lib/markdown')> | undefined;

function PlainText({ text }: { text: string }) {
  markdown ??= import('@/lib/markdown');
  const { cardText, plainText } = use(markdown);
  return cardText(plainText(text));
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
