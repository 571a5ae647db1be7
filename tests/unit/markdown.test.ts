import { renderToStaticMarkup } from 'react-dom/server';
import { PostBody } from '@/components/site/blog/post-body';
import { cardText, isSafeLink, plainText, readingMinutes, readingTimeLabel } from '@/lib/markdown';

/** A post's body as the server renders it into the page. */
const html = (markdown: string) => renderToStaticMarkup(PostBody({ markdown }));

describe('a post in Markdown, as visitors get it', () => {
  test('headings start at h2 under the page title, keeping their order', () => {
    expect(html('# Top\n\n## Second\n\n### Third')).toBe(
      '<div class="post-body"><h2>Top</h2><h3>Second</h3><h4>Third</h4></div>',
    );
    // Written from ## already: the levels stay.
    expect(html('## A\n\n### B')).toBe('<div class="post-body"><h2>A</h2><h3>B</h3></div>');
  });

  test('paragraphs, emphasis, lists, quotes, code, rules', () => {
    const out = html(
      'Some *em* and **strong** and `code`.\n\n- one\n- two\n\n3. three\n4. four\n\n> quoted\n\n```js\nconst a = 1 < 2;\n```\n\n---',
    );
    expect(out).toContain(
      '<p>Some <em>em</em> and <strong>strong</strong> and <code>code</code>.</p>',
    );
    expect(out).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(out).toContain('<ol start="3"><li>three</li><li>four</li></ol>');
    expect(out).toContain('<blockquote><p>quoted</p></blockquote>');
    expect(out).toContain('<pre tabindex="0"><code>const a = 1 &lt; 2;\n</code></pre>');
    expect(out).toContain('<hr/>');
  });

  test('links: external ones open in a new tab safely; the site’s own stay in the tab', () => {
    const out = html('[out](https://example.com/a "T") [in](/services) [mail](mailto:a@b.c)');
    expect(out).toContain(
      '<a href="https://example.com/a" title="T" target="_blank" rel="noopener noreferrer">out</a>',
    );
    expect(out).toContain('<a href="/services">in</a>');
    expect(out).toContain('<a href="mailto:a@b.c">mail</a>');
  });

  test('images: lazy, with their alt text, in a reserved box; from elsewhere only the alt text', () => {
    const out = html(
      '![A chart](/demo/blogs/technical-seo.svg)\n\n![Tracker](https://evil.example/x.png)',
    );
    expect(out).toContain('<span class="post-image">');
    expect(out).toMatch(
      /<img src="\/demo\/blogs\/technical-seo\.svg" alt="A chart"[^>]*loading="lazy"/,
    );
    expect(out).not.toContain('evil.example');
    expect(out).toContain('Tracker');
  });

  test('an image’s alt text is its words, without the Markdown around them', () => {
    expect(html('![A **bold** `chart`](/demo/blogs/technical-seo.svg)')).toMatch(
      /<img src="\/demo\/blogs\/technical-seo\.svg" alt="A bold chart"/,
    );
  });

  test('a plain-text post renders as before: paragraphs on blank lines, line breaks kept', () => {
    expect(html('First.\n\nSecond\nline.\n\n\nThird.')).toBe(
      '<div class="post-body"><p>First.</p><p>Second<br/>line.</p><p>Third.</p></div>',
    );
  });
});

describe('what a post cannot do', () => {
  test.each([
    ['a script', '<script>alert(1)</script>'],
    ['an event handler', '<img src=x onerror="alert(1)">'],
    ['raw HTML', '<div style="position:fixed">x</div><iframe src="https://evil.example"></iframe>'],
  ])('%s is shown as the text typed, never as markup', (_name, source) => {
    const out = html(source);
    expect(out).not.toMatch(/<(script|img|div style|iframe)/);
    expect(out).toContain(
      source
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;'),
    );
  });

  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
  ])('a link to %j is no link', (href) => {
    expect(isSafeLink(href)).toBe(false);
    const out = html(`[click](<${href}>) and ![img](<${href}>)`);
    expect(out).not.toContain('<a');
    expect(out).not.toContain('<img');
    expect(out.toLowerCase()).not.toContain('href="javascript');
  });

  test('the web, mail, telephone and the site’s own paths are links', () => {
    for (const href of [
      'https://a.b',
      'http://a.b',
      'mailto:x@y.z',
      'tel:+1555',
      '/blogs',
      '#top',
      'page',
    ])
      expect(isSafeLink(href)).toBe(true);
  });
});

describe('a post as plain text: cards, feed, reading time', () => {
  const post =
    '## Why\n\nA **fast** site [converts](https://x.y).\n\n- one\n- two\n\n```\nnpm i\n```';

  test('the Markdown is gone, the words stay', () => {
    expect(plainText(post)).toBe('Why A fast site converts. one two npm i');
    expect(cardText(plainText(post))).toBe('Why A fast site converts. one two npm i');
  });

  test('reading time: 200 words a minute, rounded up, at least one', () => {
    expect(readingMinutes('Short.')).toBe(1);
    expect(readingMinutes(Array(400).fill('w').join(' '))).toBe(2);
    expect(readingMinutes(Array(401).fill('w').join(' '))).toBe(3);
    // Markup is not read: 400 words, each emphasised.
    expect(readingMinutes(Array(400).fill('**w**').join(' '))).toBe(2);
    expect(readingTimeLabel(4)).toBe('4 min read');
  });
});
