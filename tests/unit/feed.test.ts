/** @jest-environment jsdom */
import { blogFeed, xmlText } from '@/lib/feed';
import { demoBlogs } from '@/lib/data/seed/demo';
import type { BlogPreview } from '@/lib/entities';

/**
 * The feed as a feed reader parses it: well-formed XML (a strict XML parser, as readers use),
 * RSS 2.0's required elements, and every item's title, link, guid, pubDate, author and a
 * plain-text summary, with absolute addresses.
 */

const posts: BlogPreview[] = [...demoBlogs]
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  .map((b) => {
    const { comments, ...preview } = b;
    void comments;
    return { ...preview, updatedAt: b.createdAt };
  });

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const text = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? null;

/** An element's text as a feed reader shows it: parsed from the XML, then rendered as HTML. */
function shown(el: Element, name: string) {
  const box = document.createElement('div');
  box.innerHTML = text(el, name) ?? '';
  return { text: box.textContent, elements: box.querySelectorAll('*').length };
}

describe('GET /blogs/feed.xml: the RSS 2.0 document', () => {
  test('a channel with its title, link, description and self link', () => {
    const doc = parse(blogFeed(posts));
    const rss = doc.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channels = rss.getElementsByTagName('channel');
    expect(channels).toHaveLength(1);
    const channel = channels[0]!;
    expect(text(channel, 'title')).toBe('Nimbus Studio blog');
    expect(text(channel, 'link')).toBe('https://nimbusstudio.dev/blogs');
    expect(text(channel, 'description')!.length).toBeGreaterThan(20);
    expect(channel.getElementsByTagName('atom:link')[0]!.getAttribute('href')).toBe(
      'https://nimbusstudio.dev/blogs/feed.xml',
    );
  });

  test('one item per post, newest first, each with every field a reader shows', () => {
    const doc = parse(blogFeed(posts));
    const items = [...doc.getElementsByTagName('item')];
    expect(items.map((i) => shown(i, 'title').text)).toEqual(posts.map((p) => p.title));
    items.forEach((item, n) => {
      const post = posts[n]!;
      // The link is the slug address; the guid the id address, which a rename never changes.
      expect(text(item, 'link')).toBe(`https://nimbusstudio.dev/blog/${post.slug}`);
      expect(text(item, 'guid')).toBe(`https://nimbusstudio.dev/blog/${post._id}`);
      expect(item.getElementsByTagName('guid')[0]!.getAttribute('isPermaLink')).toBe('true');
      // RFC 822, as RSS 2.0 requires.
      expect(text(item, 'pubDate')).toBe(new Date(post.createdAt).toUTCString());
      expect(text(item, 'pubDate')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(text(item, 'author')).toBe(`hello@nimbusstudio.dev (${post.author})`);
      expect(shown(item, 'dc:creator').text).toBe(post.author);
      const summary = text(item, 'description')!;
      expect(summary.length).toBeGreaterThan(50);
      expect(summary.length).toBeLessThanOrEqual(300);
      // Plain text: the Markdown of the demo posts is gone.
      expect(summary).not.toMatch(/##|\*\*|```|\]\(/);
    });
  });

  test('markup, entities and characters XML cannot carry are escaped or dropped, never break it', () => {
    const nasty: BlogPreview = {
      ...posts[0]!,
      title: 'Tom & Jerry <script>alert("x")</script> \u0001 ]]> \'quotes\'',
      author: 'A & B <c>',
      description: '**Bold** & <b>raw</b> \u0007 text\ud800 ]]>',
    };
    const doc = parse(blogFeed([nasty]));
    const item = doc.getElementsByTagName('item')[0]!;
    expect(shown(item, 'title')).toEqual({
      text: 'Tom & Jerry <script>alert("x")</script>  ]]> \'quotes\'',
      elements: 0,
    });
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(shown(item, 'dc:creator')).toEqual({ text: 'A & B <c>', elements: 0 });
    expect(shown(item, 'description').text).toMatch(/^Bold & <b>raw<\/b> +text ]]>$/);
    expect(shown(item, 'description').elements).toBe(0);
  });

  test('a title that is markup shows as text in a reader that renders titles as HTML', () => {
    const doc = parse(blogFeed([{ ...posts[0]!, title: '<img src=x onerror=alert(1)>' }]));
    const item = doc.getElementsByTagName('item')[0]!;
    expect(shown(item, 'title')).toEqual({ text: '<img src=x onerror=alert(1)>', elements: 0 });
  });

  test('xmlText escapes the five XML characters', () => {
    expect(xmlText(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
  });

  test('no posts: a valid, empty channel', () => {
    const doc = parse(blogFeed([]));
    expect(doc.getElementsByTagName('item')).toHaveLength(0);
    expect(doc.getElementsByTagName('channel')).toHaveLength(1);
  });
});
