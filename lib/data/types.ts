/**
 * The app's view of every stored entity: plain objects with `_id` as a string and dates as ISO
 * strings, whichever store produced them. A password hash never appears in these types.
 */

export type Role = 'admin' | 'user';
export type ReviewColumn = 1 | 2 | 3;

export interface Project {
  _id: string;
  title: string;
  description: string;
  link: string;
  imageURL: string;
  createdAt: string;
  updatedAt: string;
}

export interface Review {
  _id: string;
  clientName: string;
  /** Stored without the leading @; the site shows it with one. */
  clientAccount: string;
  description: string;
  imageURL: string;
  col: ReviewColumn;
  createdAt: string;
  updatedAt: string;
}

export interface BlogComment {
  _id: string;
  name: string;
  email: string;
  comment: string;
  createdAt: string;
}

export interface Blog {
  _id: string;
  title: string;
  description: string;
  imageURL: string;
  author: string;
  comments: BlogComment[];
  createdAt: string;
  updatedAt: string;
}

export interface TeamMember {
  _id: string;
  name: string;
  skill: string;
  description: string;
  imageURL: string;
  linkedIn: string;
  github: string;
  createdAt: string;
  updatedAt: string;
}

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  createdAt: string;
}

export interface User {
  _id: string;
  username: string;
  email: string;
  role: Role;
  createdAt: string;
  updatedAt: string;
}

/** A user as the credential check sees it: the only shape that carries the hash. */
export interface UserWithHash extends User {
  passwordHash: string;
}

type Writable<T> = Omit<T, '_id' | 'createdAt' | 'updatedAt'>;

export type ProjectInput = Writable<Project>;
export type ReviewInput = Writable<Review>;
export type TeamMemberInput = Writable<TeamMember>;
export type BlogInput = Omit<Writable<Blog>, 'comments'>;
export type CommentInput = Omit<BlogComment, '_id' | 'createdAt'>;
export type ContactMessageInput = Omit<ContactMessage, '_id' | 'createdAt'>;
export interface UserInput {
  username: string;
  email: string;
  role: Role;
  passwordHash: string;
}

/** Seed records carry fixed ids and dates so every store and every build link alike. */
export type Seed<T extends { _id: string; createdAt: string }> = Omit<T, 'updatedAt'>;
