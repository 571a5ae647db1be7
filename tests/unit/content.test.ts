import { existsSync } from 'node:fs';
import path from 'node:path';
import { faqsForPath, homeFaqs, serviceFaqList } from '@/lib/content/faqs';
import { SERVICE_SLUGS, getService, services } from '@/lib/content/services';
import { clientLogos, hero, stats, techLogos } from '@/lib/content/site';
import { artworkSize } from '@/lib/content/artwork';
import { headerLinks } from '@/lib/content/page-copy';

const SPEC_SLUGS = [
  'web-development',
  'mobile-app-development',
  'digital-marketing',
  'shopify-development',
  'graphic-designing',
  'wordpress-development',
  'video-editing',
  'seo',
  'brand-management',
];

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

describe('services', () => {
  it('are the nine services, with the spec’s slugs', () => {
    expect(services).toHaveLength(9);
    expect(services.map((s) => s.slug).sort()).toEqual([...SPEC_SLUGS].sort());
    expect([...SERVICE_SLUGS].sort()).toEqual([...SPEC_SLUGS].sort());
  });

  it.each(SPEC_SLUGS)('%s has a hero, 6 or 8 detail cards and 6 process cards', (slug) => {
    const service = getService(slug)!;
    expect(service).toBeDefined();
    expect(service.heroHeading.length).toBeGreaterThan(10);
    expect(service.heroDescription.length).toBeGreaterThan(80);
    expect(existsSync(publicFile(service.heroImage))).toBe(true);
    expect([6, 8]).toContain(service.details.length);
    expect(service.cycles).toHaveLength(6);
    for (const card of [...service.details, ...service.cycles]) {
      expect(card.title.trim()).not.toBe('');
      expect(card.description.length).toBeGreaterThan(30);
    }
  });

  it('each service’s copy is its own: no detail or process title is shared between services', () => {
    const titles = services.flatMap((s) => [...s.details, ...s.cycles].map((c) => `${c.title}`));
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('FAQs', () => {
  it('the home page has exactly 8', () => {
    expect(homeFaqs).toHaveLength(8);
  });

  it.each(SPEC_SLUGS)('the page of %s shows 9 or 10 questions, all its own', (slug) => {
    const faqs = faqsForPath(`/service/${slug}`);
    expect(faqs.length).toBeGreaterThanOrEqual(9);
    expect(faqs.length).toBeLessThanOrEqual(10);
    expect(faqs.every((faq) => faq.path === slug)).toBe(true);
  });

  it('every service FAQ belongs to one of the nine services', () => {
    expect(serviceFaqList.every((faq) => SPEC_SLUGS.includes(faq.path))).toBe(true);
  });

  it('carries the spec’s timelines: a web project in 3 to 6 weeks, SEO results in 3 to 6 months', () => {
    const answers = (slug: string) =>
      faqsForPath(`/service/${slug}`)
        .map((f) => f.answer)
        .join(' ');
    expect(answers('web-development')).toMatch(/3\s*(to|–|-)\s*6 weeks/);
    expect(answers('seo')).toMatch(/3\s*(to|–|-)\s*6 months/);
  });
});

describe('site content', () => {
  it('shows the spec’s figures', () => {
    expect(hero.ratingLabel).toBe('5.0');
    expect(hero.reviewCount).toBe(243);
    expect(stats.map((s) => s.value)).toEqual(
      expect.arrayContaining(['5+', '40+', '150k+', '10+']),
    );
    expect(stats.some((s) => /90%/.test(`${s.value} ${s.description}`))).toBe(true);
  });

  it('has eight client logos, and every logo has its size recorded for next/image and a file', () => {
    expect(clientLogos).toHaveLength(8);
    for (const logo of [...clientLogos, ...techLogos]) {
      expect(artworkSize[logo.src]).toBeDefined();
      expect(existsSync(publicFile(logo.src))).toBe(true);
    }
  });

  it('the header links are the spec’s, in order', () => {
    expect(headerLinks).toEqual([
      { label: 'Reviews', href: '#reviews' },
      { label: 'Works', href: '#works' },
      { label: 'Services', href: '/services' },
      { label: 'About Us', href: '#analytics' },
      { label: 'Blogs', href: '/blogs' },
    ]);
  });
});
