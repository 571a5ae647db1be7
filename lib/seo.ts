import { postPath } from '@/lib/entities/post-slug';
import type { Metadata } from 'next';
import { brandAssets, site } from '@/lib/content/site';
import { siteView } from '@/lib/data/site-content';
import type { SiteSettings } from '@/lib/entities';
import { ogImage } from '@/lib/content/page-copy';
import type { PublicBlog } from '@/lib/entities';
import { plainText } from '@/lib/markdown';
import { publicEnv } from '@/lib/public-env';
export { excerpt } from './excerpt';
import { excerpt } from './excerpt';

/** The public origin: NEXT_PUBLIC_SITE_URL when set, else the studio's production domain. */
export function siteOrigin(): string {
  return publicEnv.siteUrl || site.url;
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteOrigin()}/`).toString();
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** The canonical path, e.g. '/services'. */
  path: string;
  /** The site's name first, then the title ('Nimbus Studio | ...'), not after it. */
  siteNameFirst?: boolean;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
  noindex?: boolean;
  /**
   * The page has its own Open Graph and Twitter images (opengraph-image / twitter-image files):
   * the site-wide card must not be named, or it would win over them.
   */
  ownImage?: boolean;
}

/**
 * X reads og:image (and its size and alt text) when a page names no twitter:image, so the card
 * names none: left unset, Next.js would copy the Open Graph image into five more tags, twice per
 * page (in the head and in the page's payload). An empty list is what stops the copy.
 */
export const NO_TWITTER_IMAGES: [] = [];

/**
 * Title, description, canonical URL, Open Graph and Twitter card for one page, under `siteName`
 * (lib/page-metadata.ts reads it from the settings).
 */
export function pageMetadataFor(input: PageMetaInput, siteName: string): Metadata {
  const fullTitle = input.siteNameFirst
    ? `${siteName} | ${input.title}`
    : `${input.title} | ${siteName}`;
  return {
    title: input.siteNameFirst ? { absolute: fullTitle } : input.title,
    description: input.description,
    alternates: { canonical: input.path },
    robots: input.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: input.type ?? 'website',
      url: input.path,
      siteName,
      title: fullTitle,
      description: input.description,
      locale: 'en_US',
      ...(input.ownImage ? {} : { images: [siteCard(siteName)] }),
      ...(input.type === 'article'
        ? {
            publishedTime: input.publishedTime,
            modifiedTime: input.modifiedTime,
            authors: input.authors,
          }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: input.description,
      images: NO_TWITTER_IMAGES,
    },
  };
}

/** The site-wide social card, described by the site's name. */
export function siteCard(siteName: string) {
  return { ...ogImage, alt: siteName };
}

/** The agency as structured data, from its settings (name, contact details, address, socials). */
export function organizationJsonLd(settings: SiteSettings): Record<string, unknown> {
  const view = siteView(settings);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteOrigin()}/#organization`,
    name: settings.name,
    url: siteOrigin(),
    logo: absoluteUrl(brandAssets.mark),
    description: site.description,
    email: settings.email,
    telephone: settings.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: view.streetAddress,
      addressLocality: settings.city,
      addressRegion: settings.region,
      postalCode: settings.postalCode,
      // schema.org takes a country's ISO code or its name.
      addressCountry: settings.country === 'United States' ? 'US' : settings.country,
    },
    sameAs: view.social.map((s) => s.href),
  };
}

/** A post as structured data; `publisher` is the site's name from its settings. */
export function blogPostingJsonLd(blog: PublicBlog, publisher: string): Record<string, unknown> {
  const url = absoluteUrl(postPath(blog));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    description: excerpt(plainText(blog.description)),
    image: absoluteUrl(blog.imageURL),
    datePublished: blog.createdAt,
    dateModified: blog.updatedAt ?? blog.createdAt,
    author: { '@type': 'Person', name: blog.author },
    publisher: { '@id': `${siteOrigin()}/#organization`, '@type': 'Organization', name: publisher },
    mainEntityOfPage: url,
    url,
    commentCount: blog.comments.length,
  };
}
