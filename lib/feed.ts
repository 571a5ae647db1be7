import { postPath, slugPath } from '@/lib/entities/post-slug';
import { site } from '@/lib/content/site';
import { BLOG_FEED_PATH } from '@/lib/entities/blog';
import type { BlogPreview } from '@/lib/entities';
import { plainText } from '@/lib/markdown';
import { absoluteUrl, excerpt } from '@/lib/seo';

/**
 * Characters XML 1.0 cannot carry at all (control characters other than tab and line breaks,
 * lone surrogates, U+FFFE and U+FFFF): a post could hold them, a feed reader would reject the
 * whole feed, so they are dropped.
 */
const NOT_XML = /[^\P{Cc}\t\n\r]|\p{Cs}|[\uFFFE\uFFFF]/gu;

/** Text as XML character data or an attribute value. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, value: string, attributes = '') =>
  `<${name}${attributes}>${xmlText(value)}</${name}>`;

/**
 * Feed readers treat an item's title and description as HTML once the XML is parsed, so a
 * post's text is HTML-escaped first (`<img onerror>` shows as text) and XML-escaped on top.
 */
const htmlElement = (name: string, value: string) =>
  element(name, value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));

/** How long a feed item's summary is, in characters: a paragraph, cut at a word. */
const SUMMARY_MAX = 300;

/**
 * The blog's RSS 2.0 feed: the channel (the site's blog, its address and its own address), and
 * one item per post, newest first: title, link, guid (the post's address, which never changes),
 * pubDate (RFC 822), author (RSS wants an e-mail address: the studio's, with the author's name)
 * and a plain-text summary. The agency's name and email are its settings'. Every address is
 * absolute, from the site's public URL.
 */
export function blogFeed(
  posts: BlogPreview[],
  agency: { name: string; email: string } = site,
): string {
  const items = posts.map((post) => {
    const link = absoluteUrl(postPath(post));
    // The id address never changes (it redirects to the slug's for good), so a renamed post
    // is not a new item to feed readers.
    const guid = absoluteUrl(slugPath(post._id));
    return [
      '<item>',
      htmlElement('title', post.title),
      element('link', link),
      element('guid', guid, ' isPermaLink="true"'),
      element('pubDate', new Date(post.createdAt).toUTCString()),
      element('author', `${agency.email} (${post.author})`),
      htmlElement('dc:creator', post.author),
      htmlElement('description', excerpt(plainText(post.description), SUMMARY_MAX)),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', `${agency.name} blog`),
    element('link', absoluteUrl('/blogs')),
    element('description', site.description),
    element('language', 'en-us'),
    `<atom:link href="${xmlText(absoluteUrl(BLOG_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
