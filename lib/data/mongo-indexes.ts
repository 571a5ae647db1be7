import type { Model } from 'mongoose';
import { BlogModel } from '@/models/blog';
import { ContactMessageModel } from '@/models/contact-message';
import { RETIRED_INDEXES } from '@/models/indexes';
import { ProjectModel } from '@/models/project';
import { ReviewModel } from '@/models/review';
import { TeamMemberModel } from '@/models/team-member';
import { UserModel } from '@/models/user';
import { FaqModel } from '@/models/faq';
import { ServiceModel } from '@/models/service';
import { SiteSettingsModel } from '@/models/site-settings';

/** The server's codes for "no such index" and "no such collection": nothing to drop. */
const NOTHING_TO_DROP = new Set([26, 27]);

export class IndexBuildError extends Error {
  constructor(readonly failures: string[]) {
    super(
      `MongoDB indexes could not be built:\n${failures.map((f) => `  - ${f}`).join('\n')}\n` +
        'Without them lists are slower and duplicate usernames are not refused. Fix the cause ' +
        'above, then restart the app or run `npm run seed` (which builds them and waits).',
    );
    this.name = 'IndexBuildError';
  }
}

function describeFailure<D>(model: Model<D>, error: unknown): string {
  const e = error as { code?: unknown; keyValue?: unknown; message?: string };
  if (e.code === 11000 && model.modelName === UserModel.modelName) {
    return (
      `users: two accounts share a username (letter case aside): ${JSON.stringify(e.keyValue)}. ` +
      'Rename or delete one of them so usernames can be unique.'
    );
  }
  return `${model.collection.name}: ${e.message ?? String(error)}`;
}

/**
 * Builds every schema index with `createIndexes` and waits for the builds; then drops the
 * indexes earlier versions built and the schemas replaced, by name.
 *
 * Not `syncIndexes`: it drops every index the schemas do not define, including ones an operator
 * or Atlas's performance advisor added, and during a rolling deploy the old version's instances
 * would drop the new version's indexes. `createIndexes` only adds (and is a no-op for indexes
 * that exist), so running it at every start is safe.
 */
export async function buildIndexes(): Promise<void> {
  const failures: string[] = [];
  const build = async <D>(model: Model<D>) => {
    try {
      await model.createIndexes();
    } catch (error) {
      failures.push(describeFailure(model, error));
    }
    for (const name of RETIRED_INDEXES) {
      try {
        await model.collection.dropIndex(name);
      } catch (error) {
        if (!NOTHING_TO_DROP.has((error as { code?: number }).code ?? -1)) {
          failures.push(`${model.collection.name}: dropping ${name}: ${(error as Error).message}`);
        }
      }
    }
  };
  await Promise.all([
    build(ProjectModel),
    build(ReviewModel),
    build(TeamMemberModel),
    build(BlogModel),
    build(ContactMessageModel),
    build(UserModel),
    build(SiteSettingsModel),
    build(ServiceModel),
    build(FaqModel),
  ]);
  if (failures.length > 0) throw new IndexBuildError(failures.sort());
}
