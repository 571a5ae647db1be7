import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { createMemoryStore, setStoreForTests } from '@/lib/data';
import { demoBlogs } from '@/lib/data/seed/demo';
import { defaultSettings } from '@/lib/data/site-content';
import { SERVICE_SLUGS } from '@/lib/content/services';
import { blogPostingJsonLd, excerpt, organizationJsonLd, pageMetadataFor } from '@/lib/seo';

describe('sitemap.xml', () => {
  beforeAll(async () => setStoreForTests(await createMemoryStore()));
  afterAll(() => setStoreForTests(undefined));

  it('lists the pages, the nine services and every post, on the site’s origin', async () => {
    const urls = (await sitemap()).map((entry) => new URL(entry.url).pathname);
    expect(urls).toEqual(expect.arrayContaining(['/', '/services', '/contact', '/blogs']));
    for (const slug of SERVICE_SLUGS) expect(urls).toContain(`/service/${slug}`);
    for (const blog of demoBlogs) expect(urls).toContain(`/blog/${blog.slug}`);
    expect(urls).not.toContain('/home');
    expect(urls.some((u) => u.startsWith('/private') || u.startsWith('/auth'))).toBe(false);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of /private and /auth and names the sitemap', () => {
    const result = robots();
    const rules = Array.isArray(result.rules) ? result.rules : [result.rules];
    const disallowed = rules.flatMap((r) =>
      Array.isArray(r.disallow) ? r.disallow : [r.disallow],
    );
    expect(disallowed).toEqual(expect.arrayContaining(['/private', '/auth']));
    expect(String(result.sitemap)).toMatch(/\/sitemap\.xml$/);
  });
});

describe('page metadata and structured data', () => {
  it('gives each page a canonical URL, Open Graph and a Twitter card', () => {
    const meta = pageMetadataFor(
      { title: 'Services', description: 'What we do.', path: '/services' },
      'Nimbus Studio',
    );
    expect(meta.alternates?.canonical).toBe('/services');
    expect(meta.openGraph).toMatchObject({
      url: '/services',
      title: 'Services | Nimbus Studio',
      description: 'What we do.',
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Services | Nimbus Studio',
      // None of its own (X shows og:image), and an explicit empty list, so that Next.js does not
      // copy the Open Graph image into twitter:image tags.
      images: [],
    });
    expect(meta.robots).toBeUndefined();
    expect(
      pageMetadataFor({ title: 'x', description: 'y', path: '/', noindex: true }, 'Nimbus Studio')
        .robots,
    ).toEqual({ index: false, follow: true });
  });

  it('titles every page and its cards with the site’s name as given', () => {
    const page = pageMetadataFor({ title: 'Blog', description: 'd', path: '/blogs' }, 'Cirrus');
    expect(page.openGraph).toMatchObject({ siteName: 'Cirrus', title: 'Blog | Cirrus' });
    expect(page.twitter).toMatchObject({ title: 'Blog | Cirrus' });
    const home = pageMetadataFor(
      { title: 'Agency', description: 'd', path: '/', siteNameFirst: true },
      'Cirrus',
    );
    expect(home.title).toEqual({ absolute: 'Cirrus | Agency' });
    expect(home.openGraph).toMatchObject({ title: 'Cirrus | Agency' });
  });

  it('cuts excerpts at a word', () => {
    expect(excerpt('one two three four', 12)).toBe('one two…');
    expect(excerpt('short')).toBe('short');
  });

  it('describes the organisation, each post and each FAQ list', () => {
    expect(organizationJsonLd(defaultSettings())).toMatchObject({
      '@type': 'Organization',
      name: 'Nimbus Studio',
      telephone: '+1 (415) 555-0142',
      address: { streetAddress: '548 Market Street, Suite 300', addressCountry: 'US' },
    });
    expect(organizationJsonLd({ ...defaultSettings(), name: 'Cirrus', github: '' })).toMatchObject({
      name: 'Cirrus',
      sameAs: expect.not.arrayContaining(['https://github.com/nimbusstudio']),
    });
    const post = blogPostingJsonLd(
      { ...demoBlogs[0], updatedAt: demoBlogs[0].createdAt },
      'Cirrus',
    );
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: demoBlogs[0].title,
      datePublished: demoBlogs[0].createdAt,
      publisher: { '@type': 'Organization', name: 'Cirrus' },
    });
    expect(String(post.url)).toMatch(new RegExp(`/blog/${demoBlogs[0].slug}$`));
  });
});
