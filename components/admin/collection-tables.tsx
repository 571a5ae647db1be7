import { Fragment } from 'react';
import type { ImageEntityKind } from '@/lib/entities';
import type { Blog, Project, Review, TeamMember } from '@/lib/entities';
import { formatLongDate } from '@/lib/format';
import { PHONE, type Column } from './data-table';
import { MarkdownExcerpt } from './markdown-excerpt';
import { Thumbnail } from './thumbnail';

/** The record each collection's table shows. */
export interface CollectionRows {
  projects: Project;
  team: TeamMember;
  reviews: Review;
  blogs: Blog;
}
export type RowOf<K extends ImageEntityKind> = CollectionRows[K];

interface Table<T> {
  /** The table's columns after Sr# (the screen adds Actions). */
  columns: Column<T>[];
  /** How a record is named in texts: its title or name. */
  name: (row: T) => string;
  /** How the record starts a sentence, where its name does not ('the review by …'). */
  subject?: (row: T) => string;
}

function ExternalLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      // On a phone's card a line of its own: a taller target, apart from its neighbours.
      className="wrap-anywhere text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 max-sm:inline-block max-sm:py-1"
    >
      {/* A line may break after each slash (a browser would not), before it breaks a word. */}
      {href
        .replace(/^https?:\/\/(www\.)?/, '')
        .replace(/\/$/, '')
        .split('/')
        .map((part, i) => (
          <Fragment key={i}>
            {i > 0 && '/'}
            {i > 0 && <wbr />}
            {part}
          </Fragment>
        ))}
    </a>
  );
}

const strong = (text: string) => <span className="font-medium text-slate-900">{text}</span>;

/** What each collection's table shows of a record, and how the panel names one. */
export const COLLECTION_TABLES: { [K in ImageEntityKind]: Table<RowOf<K>> } = {
  projects: {
    columns: [
      {
        header: 'Image',
        clamp: false,
        className: 'w-20 max-sm:w-auto',
        cell: (p) => <Thumbnail src={p.imageURL} alt={p.title} />,
      },
      {
        header: 'Title',
        className: `min-w-[10rem] max-w-[15rem] ${PHONE.lead}`,
        cell: (p) => strong(p.title),
      },
      {
        header: 'Description',
        className: `min-w-[16rem] max-w-md ${PHONE.line}`,
        cell: (p) => p.description,
      },
      {
        header: 'Link',
        className: `min-w-[10rem] max-w-[14rem] ${PHONE.meta}`,
        phoneLabel: true,
        cell: (p) => <ExternalLink href={p.link} />,
      },
    ],
    name: (p) => p.title,
  },
  team: {
    columns: [
      {
        header: 'Image',
        clamp: false,
        className: 'w-20 max-sm:w-auto',
        cell: (m) => <Thumbnail src={m.imageURL} alt={m.name} round />,
      },
      {
        header: 'Name',
        className: `min-w-[9rem] max-w-[13rem] ${PHONE.lead}`,
        cell: (m) => strong(m.name),
      },
      {
        header: 'Description',
        className: `min-w-[14rem] max-w-sm ${PHONE.line}`,
        cell: (m) => m.description,
      },
      {
        header: 'Skill',
        className: `min-w-[8rem] max-w-[12rem] ${PHONE.meta}`,
        phoneLabel: true,
        cell: (m) => m.skill,
      },
      {
        header: 'LinkedIn',
        className: `min-w-[9rem] max-w-[12rem] ${PHONE.meta}`,
        phoneLabel: true,
        cell: (m) => <ExternalLink href={m.linkedIn} />,
      },
      {
        header: 'GitHub',
        className: `min-w-[9rem] max-w-[12rem] ${PHONE.meta}`,
        phoneLabel: true,
        cell: (m) => <ExternalLink href={m.github} />,
      },
    ],
    name: (m) => m.name,
  },
  reviews: {
    columns: [
      {
        header: 'Image',
        clamp: false,
        className: 'w-20 max-sm:w-auto',
        cell: (r) => <Thumbnail src={r.imageURL} alt={r.clientName} round />,
      },
      {
        header: 'Client Name',
        className: `min-w-[9rem] max-w-[13rem] ${PHONE.lead}`,
        cell: (r) => strong(r.clientName),
      },
      {
        header: 'Client Account',
        className: `min-w-[8rem] max-w-[12rem] ${PHONE.meta}`,
        phoneLabel: true,
        cell: (r) => `@${r.clientAccount}`,
      },
      {
        header: 'Description',
        className: `min-w-[16rem] max-w-md ${PHONE.line}`,
        cell: (r) => r.description,
      },
      {
        header: 'Column',
        className: `w-24 ${PHONE.meta}`,
        phoneLabel: true,
        cell: (r) => (
          <span className="inline-flex size-7 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700">
            {r.col}
          </span>
        ),
      },
    ],
    name: (r) => `the review by ${r.clientName}`,
    subject: (r) => `The review by ${r.clientName}`,
  },
  blogs: {
    columns: [
      {
        header: 'Image',
        clamp: false,
        className: 'w-20 max-sm:w-auto',
        cell: (b) => <Thumbnail src={b.imageURL} alt={b.title} />,
      },
      {
        header: 'Title',
        className: `min-w-[11rem] max-w-[16rem] ${PHONE.lead}`,
        cell: (b) => strong(b.title),
      },
      {
        header: 'Description',
        className: `min-w-[16rem] max-w-sm ${PHONE.line}`,
        cell: (b) => <MarkdownExcerpt text={b.description} />,
      },
      {
        header: 'Author',
        className: `min-w-[7rem] max-w-[10rem] ${PHONE.meta}`,
        phoneLabel: true,
        cell: (b) => b.author,
      },
      {
        header: 'Created',
        className: `whitespace-nowrap ${PHONE.meta}`,
        phoneLabel: true,
        cell: (b) => <time dateTime={b.createdAt}>{formatLongDate(b.createdAt)}</time>,
      },
    ],
    name: (b) => b.title,
  },
};
