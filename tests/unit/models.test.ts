import type { Schema } from 'mongoose';
import { blog, comment, contactMessage, project, review, teamMember, user } from '@/lib/entities';
import { BlogModel } from '@/models/blog';
import { ContactMessageModel } from '@/models/contact-message';
import { ProjectModel } from '@/models/project';
import { ReviewModel } from '@/models/review';
import { TeamMemberModel } from '@/models/team-member';
import { UserModel } from '@/models/user';
import { redirectKeys } from '@/lib/entities';
import { RedirectModel } from '@/models/redirect';

/**
 * Each Mongoose schema stores exactly its entity's fields (lib/entities): Mongoose silently drops
 * a field its schema lacks when it saves, and the compiler cannot see the difference.
 */

/** The schema's own top-level fields (Mongoose's version key aside). */
const stored = (schema: Schema) =>
  Object.keys(schema.paths)
    .filter((path) => !path.includes('.') && path !== '__v')
    .sort();

const commentSchema = BlogModel.schema.path('comments').schema as Schema;

test.each<[string, readonly string[], Schema, string[]]>([
  ['project', project.keys, ProjectModel.schema, []],
  ['review', review.keys, ReviewModel.schema, []],
  ['team member', teamMember.keys, TeamMemberModel.schema, []],
  ['blog', blog.keys, BlogModel.schema, []],
  ['blog comment', comment.keys, commentSchema, []],
  ['contact message', contactMessage.keys, ContactMessageModel.schema, []],
  ['redirect', redirectKeys, RedirectModel.schema, []],
  // The server's own fields, never answered: the hash, removal claims, the session version.
  ['user', user.keys, UserModel.schema, ['password', 'removals', 'sessionVersion']],
])(
  'the %s model stores every field of its entity, and nothing else',
  (_name, keys, schema, own) => {
    expect(stored(schema)).toEqual([...keys, ...own].sort());
  },
);
