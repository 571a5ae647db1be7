'use client';

import type { ZodType } from 'zod';
import { adminPaths } from '@/lib/admin/routes';
import type { Blog, Project, Review, TeamMember } from '@/lib/data/types';
import { formatLongDate } from '@/lib/format';
import { blogSchema } from '@/lib/validation/blog';
import { projectSchema } from '@/lib/validation/project';
import { REVIEW_COLUMNS, reviewSchema } from '@/lib/validation/review';
import { teamMemberSchema } from '@/lib/validation/team';
import type { Column } from './data-table';
import { Thumbnail } from './thumbnail';

export type ResourceKind = 'projects' | 'team' | 'reviews' | 'blogs';
export type FormValues = Record<string, string>;

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'url' | 'textarea' | 'select';
  placeholder?: string;
  hint?: string;
  prefix?: string;
  rows?: number;
  options?: readonly { value: string; label: string }[];
  /** Takes the whole row of the two-column form grid. */
  wide?: boolean;
}

export interface Entity {
  _id: string;
  imageURL: string;
}

/** Everything that differs between the four image-carrying collections of the panel. */
export interface ResourceConfig<T extends Entity = Entity> {
  kind: ResourceKind;
  /** Response key of one record: `project`, `member`, `review`, `blog`. */
  recordKey: string;
  /** Response key of the list. */
  listKey: string;
  /** 'project', 'team member', ...: for dialog texts and logs. */
  noun: string;
  title: string;
  description: string;
  createHeading: string;
  createButton: string;
  createBusy: 'Creating...' | 'Adding...';
  updateHeading: string;
  listHeading: string;
  empty: string;
  imageLabel: string;
  paths: {
    list: string;
    add: string;
    get: (id: string) => string;
    update: (id: string) => string;
    remove: (id: string) => string;
    edit: (id: string) => string;
    page: string;
  };
  fields: FieldSpec[];
  schema: ZodType;
  emptyValues: FormValues;
  toValues: (record: T) => FormValues;
  columns: Column<T>[];
  /** How a record is named in texts: its title or name. */
  name: (record: T) => string;
}

const enc = encodeURIComponent;

function ExternalLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      {href.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
    </a>
  );
}

const strong = (text: string) => <span className="font-medium text-slate-900">{text}</span>;

const projects: ResourceConfig<Project> = {
  kind: 'projects',
  recordKey: 'project',
  listKey: 'allProjects',
  noun: 'project',
  title: 'Projects',
  description: 'Portfolio work shown in the Works section of the home page.',
  createHeading: 'Create Project',
  createButton: 'Create Project',
  createBusy: 'Creating...',
  updateHeading: 'Update Project',
  listHeading: 'All Projects',
  empty: 'No projects added yet',
  imageLabel: 'Project image',
  paths: {
    list: '/admin/projects/get',
    add: '/admin/projects/add',
    get: (id) => `/admin/project/${enc(id)}`,
    update: (id) => `/admin/project/update/${enc(id)}`,
    remove: (id) => `/admin/projects/delete/${enc(id)}`,
    edit: adminPaths.project,
    page: adminPaths.projects,
  },
  fields: [
    { name: 'title', label: 'Title', kind: 'text', placeholder: 'e.g. Harbor & Pine storefront' },
    { name: 'link', label: 'Live link', kind: 'url', placeholder: 'https://example.com' },
    {
      name: 'description',
      label: 'Description',
      kind: 'textarea',
      rows: 4,
      wide: true,
      placeholder: 'What we built and the result it brought.',
    },
  ],
  schema: projectSchema,
  emptyValues: { title: '', link: '', description: '' },
  toValues: (p) => ({ title: p.title, link: p.link, description: p.description }),
  columns: [
    {
      header: 'Image',
      clamp: false,
      className: 'w-20',
      cell: (p) => <Thumbnail src={p.imageURL} alt={p.title} />,
    },
    { header: 'Title', className: 'min-w-[10rem] max-w-[15rem]', cell: (p) => strong(p.title) },
    { header: 'Description', className: 'min-w-[16rem] max-w-md', cell: (p) => p.description },
    {
      header: 'Link',
      className: 'min-w-[10rem] max-w-[14rem]',
      cell: (p) => <ExternalLink href={p.link} />,
    },
  ],
  name: (p) => p.title,
};

const team: ResourceConfig<TeamMember> = {
  kind: 'team',
  recordKey: 'member',
  listKey: 'allMembers',
  noun: 'team member',
  title: 'Team',
  description: 'The people shown in the Our Team section.',
  createHeading: 'Add Team Member',
  createButton: 'Add Member',
  createBusy: 'Adding...',
  updateHeading: 'Update Team Member',
  listHeading: 'All Team Members',
  empty: 'No team member added yet',
  imageLabel: 'Photo',
  paths: {
    list: '/admin/team/get',
    add: '/admin/team/add',
    get: (id) => `/admin/member/${enc(id)}`,
    update: (id) => `/admin/member/update/${enc(id)}`,
    remove: (id) => `/admin/team/delete/${enc(id)}`,
    edit: adminPaths.member,
    page: adminPaths.team,
  },
  fields: [
    { name: 'name', label: 'Name', kind: 'text', placeholder: 'e.g. Sofia Marin' },
    { name: 'skill', label: 'Skill', kind: 'text', placeholder: 'e.g. Lead Product Designer' },
    {
      name: 'linkedIn',
      label: 'LinkedIn',
      kind: 'url',
      placeholder: 'https://www.linkedin.com/in/…',
    },
    { name: 'github', label: 'GitHub', kind: 'url', placeholder: 'https://github.com/…' },
    {
      name: 'description',
      label: 'Description',
      kind: 'textarea',
      rows: 4,
      wide: true,
      placeholder: 'A short introduction.',
    },
  ],
  schema: teamMemberSchema,
  emptyValues: { name: '', skill: '', linkedIn: '', github: '', description: '' },
  toValues: (m) => ({
    name: m.name,
    skill: m.skill,
    linkedIn: m.linkedIn,
    github: m.github,
    description: m.description,
  }),
  columns: [
    {
      header: 'Image',
      clamp: false,
      className: 'w-20',
      cell: (m) => <Thumbnail src={m.imageURL} alt={m.name} round />,
    },
    { header: 'Name', className: 'min-w-[9rem] max-w-[13rem]', cell: (m) => strong(m.name) },
    { header: 'Description', className: 'min-w-[14rem] max-w-sm', cell: (m) => m.description },
    { header: 'Skill', className: 'min-w-[8rem] max-w-[12rem]', cell: (m) => m.skill },
    {
      header: 'LinkedIn',
      className: 'min-w-[9rem] max-w-[12rem]',
      cell: (m) => <ExternalLink href={m.linkedIn} />,
    },
    {
      header: 'GitHub',
      className: 'min-w-[9rem] max-w-[12rem]',
      cell: (m) => <ExternalLink href={m.github} />,
    },
  ],
  name: (m) => m.name,
};

const COLUMN_OPTIONS = REVIEW_COLUMNS.map((c) => ({ value: c, label: `Column ${c}` }));

const reviews: ResourceConfig<Review> = {
  kind: 'reviews',
  recordKey: 'review',
  listKey: 'allReviews',
  noun: 'review',
  title: 'Reviews',
  description: 'Client reviews, shown in three columns on the home page.',
  createHeading: 'Create Reviews',
  createButton: 'Create Review',
  createBusy: 'Creating...',
  updateHeading: 'Update Review',
  listHeading: 'All Reviews',
  empty: 'No reviews added yet',
  imageLabel: 'Client image',
  paths: {
    list: '/admin/reviews/get',
    add: '/admin/reviews/add',
    get: (id) => `/admin/review/${enc(id)}`,
    update: (id) => `/admin/review/update/${enc(id)}`,
    remove: (id) => `/admin/reviews/delete/${enc(id)}`,
    edit: adminPaths.review,
    page: adminPaths.reviews,
  },
  fields: [
    { name: 'clientName', label: 'Client name', kind: 'text', placeholder: 'e.g. Amelia Hart' },
    {
      name: 'clientAccount',
      label: 'Client account',
      kind: 'text',
      prefix: '@',
      placeholder: 'handle',
      hint: 'The client’s social handle, e.g. @handle. The site shows it with the @.',
    },
    {
      name: 'col',
      label: 'Column',
      kind: 'select',
      options: COLUMN_OPTIONS,
      hint: 'Which of the three review columns on the home page shows it.',
    },
    {
      name: 'description',
      label: 'Description',
      kind: 'textarea',
      rows: 4,
      wide: true,
      placeholder: 'What the client said.',
    },
  ],
  schema: reviewSchema,
  emptyValues: { clientName: '', clientAccount: '', col: '1', description: '' },
  toValues: (r) => ({
    clientName: r.clientName,
    clientAccount: r.clientAccount,
    col: String(r.col),
    description: r.description,
  }),
  columns: [
    {
      header: 'Image',
      clamp: false,
      className: 'w-20',
      cell: (r) => <Thumbnail src={r.imageURL} alt={r.clientName} round />,
    },
    {
      header: 'Client Name',
      className: 'min-w-[9rem] max-w-[13rem]',
      cell: (r) => strong(r.clientName),
    },
    {
      header: 'Client Account',
      className: 'min-w-[8rem] max-w-[12rem]',
      cell: (r) => `@${r.clientAccount}`,
    },
    { header: 'Description', className: 'min-w-[16rem] max-w-md', cell: (r) => r.description },
    {
      header: 'Column',
      className: 'w-24',
      cell: (r) => (
        <span className="inline-flex size-7 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700">
          {r.col}
        </span>
      ),
    },
  ],
  name: (r) => `the review by ${r.clientName}`,
};

const blogs: ResourceConfig<Blog> = {
  kind: 'blogs',
  recordKey: 'blog',
  listKey: 'allBlogs',
  noun: 'blog',
  title: 'Blogs',
  description: 'Articles on the blog, newest first. You are the author of the posts you create.',
  createHeading: 'Create Blog',
  createButton: 'Create Blog',
  createBusy: 'Creating...',
  updateHeading: 'Update Blog',
  listHeading: 'All Blogs',
  empty: 'No blogs added yet',
  imageLabel: 'Cover image',
  paths: {
    list: '/admin/blogs/get',
    add: '/admin/blogs/add',
    get: (id) => `/admin/blog/${enc(id)}`,
    update: (id) => `/admin/blog/update/${enc(id)}`,
    remove: (id) => `/admin/blogs/delete/${enc(id)}`,
    edit: adminPaths.blog,
    page: adminPaths.blogs,
  },
  fields: [
    {
      name: 'title',
      label: 'Title',
      kind: 'text',
      wide: true,
      placeholder: 'e.g. How to pass Core Web Vitals',
    },
    {
      name: 'description',
      label: 'Description',
      kind: 'textarea',
      rows: 10,
      wide: true,
      placeholder: 'The article. Leave an empty line between paragraphs.',
    },
  ],
  schema: blogSchema,
  emptyValues: { title: '', description: '' },
  toValues: (b) => ({ title: b.title, description: b.description }),
  columns: [
    {
      header: 'Image',
      clamp: false,
      className: 'w-20',
      cell: (b) => <Thumbnail src={b.imageURL} alt={b.title} />,
    },
    { header: 'Title', className: 'min-w-[11rem] max-w-[16rem]', cell: (b) => strong(b.title) },
    { header: 'Description', className: 'min-w-[16rem] max-w-sm', cell: (b) => b.description },
    { header: 'Author', className: 'min-w-[7rem] max-w-[10rem]', cell: (b) => b.author },
    {
      header: 'Created',
      className: 'whitespace-nowrap',
      cell: (b) => <time dateTime={b.createdAt}>{formatLongDate(b.createdAt)}</time>,
    },
  ],
  name: (b) => b.title,
};

export const RESOURCES: Record<ResourceKind, ResourceConfig> = {
  projects: projects as unknown as ResourceConfig,
  team: team as unknown as ResourceConfig,
  reviews: reviews as unknown as ResourceConfig,
  blogs: blogs as unknown as ResourceConfig,
};
