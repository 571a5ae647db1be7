import { caseStudyPath, hasCaseStudy, type Project } from '@/lib/entities';
import { absoluteUrl, excerpt, siteOrigin } from '@/lib/seo';

/** Structured data of the case studies: the list on /work and each case study's page. */

const publisherOf = (name: string) => ({
  '@id': `${siteOrigin()}/#organization`,
  '@type': 'Organization',
  name,
});

/** /work: the projects in the admins' order, each case study by its address. */
export function workListJsonLd(projects: Project[], publisher: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: 'Our work',
    url: absoluteUrl('/work'),
    publisher: publisherOf(publisher),
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: projects.map((p, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: p.title,
        ...(hasCaseStudy(p) ? { url: absoluteUrl(caseStudyPath(p.slug)) } : {}),
      })),
    },
  };
}

/** A case study as a creative work of the agency for its client. */
export function caseStudyJsonLd(p: Project, publisher: string): Record<string, unknown> {
  const url = absoluteUrl(caseStudyPath(p.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: p.title,
    headline: p.title,
    description: excerpt(p.description),
    image: [p.imageURL, ...p.gallery.map((g) => g.url)].map(absoluteUrl),
    url,
    mainEntityOfPage: url,
    dateModified: p.updatedAt,
    ...(p.year ? { dateCreated: p.year } : {}),
    ...(p.client ? { sourceOrganization: { '@type': 'Organization', name: p.client } } : {}),
    creator: publisherOf(publisher),
    publisher: publisherOf(publisher),
  };
}
