import type { Model } from 'mongoose';
import { DatabaseUnavailableError, describeError } from '@/lib/api/errors';
import { BlogModel } from '@/models/blog';
import { ContactMessageModel } from '@/models/contact-message';
import { RETIRED_INDEXES } from '@/models/indexes';
import { ProjectModel } from '@/models/project';
import { RateLimitModel } from '@/models/rate-limit';
import { RedirectModel } from '@/models/redirect';
import { ReviewModel } from '@/models/review';
import { TeamMemberModel } from '@/models/team-member';
import { RETIRED_USER_INDEXES, UserModel } from '@/models/user';
import { FaqModel } from '@/models/faq';
import { ServiceModel } from '@/models/service';
import { SiteSettingsModel } from '@/models/site-settings';
import { PreviewLinkModel } from '@/models/preview-link';
import { TrashItemModel } from '@/models/trash-item';
import { ActivityModel } from '@/models/activity';

/** The server's code for "no such collection": it has no indexes yet. */
const NAMESPACE_NOT_FOUND = 26;

/** Each collection, and the indexes earlier versions built there that its schema replaced. */
const COLLECTIONS: { model: Model<never>; retired: readonly string[] }[] = [
  { model: ProjectModel as never, retired: RETIRED_INDEXES },
  { model: ReviewModel as never, retired: RETIRED_INDEXES },
  { model: TeamMemberModel as never, retired: RETIRED_INDEXES },
  { model: BlogModel as never, retired: RETIRED_INDEXES },
  { model: ContactMessageModel as never, retired: RETIRED_INDEXES },
  { model: UserModel as never, retired: [...RETIRED_INDEXES, ...RETIRED_USER_INDEXES] },
  { model: SiteSettingsModel as never, retired: [] },
  { model: ServiceModel as never, retired: [] },
  { model: FaqModel as never, retired: [] },
  { model: RateLimitModel as never, retired: [] },
  { model: PreviewLinkModel as never, retired: [] },
  { model: RedirectModel as never, retired: [] },
  { model: TrashItemModel as never, retired: [] },
  { model: ActivityModel as never, retired: [] },
];

/** A data problem the build cannot get past: fixing it takes an operator. */
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

interface IndexOptions {
  name: string;
  unique?: boolean;
  expireAfterSeconds?: number;
  collation?: { locale: string; strength?: number };
}
type Keys = Record<string, unknown>;
interface ExistingIndex extends Partial<IndexOptions> {
  key: Keys;
}

const sameKeys = (a: Keys, b: Keys) => JSON.stringify(a) === JSON.stringify(b);

/** An existing index that does what the wanted one does, whatever its name. */
function serves(existing: ExistingIndex, keys: Keys, wanted: IndexOptions): boolean {
  const collation = (c?: IndexOptions['collation']) => (c ? `${c.locale}/${c.strength}` : '');
  return (
    sameKeys(existing.key, keys) &&
    Boolean(existing.unique) === Boolean(wanted.unique) &&
    existing.expireAfterSeconds === wanted.expireAfterSeconds &&
    collation(existing.collation) === collation(wanted.collation)
  );
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

const isOutage = (error: unknown) => describeError(error).status === 503;

async function existingIndexes<D>(model: Model<D>): Promise<ExistingIndex[]> {
  try {
    return (await model.collection.indexes()) as ExistingIndex[];
  } catch (error) {
    if ((error as { code?: unknown }).code === NAMESPACE_NOT_FOUND) return [];
    throw error;
  }
}

/**
 * Builds the schema's indexes that no existing index serves yet, by name; then, only once every
 * one of them is in place, drops the retired indexes this collection still has. An old index
 * thus keeps doing its work until its replacement is built, and a retired name that turns out
 * to serve a wanted index (built under that name by an earlier version) is kept.
 */
async function buildCollection<D>(model: Model<D>, retired: readonly string[]): Promise<unknown[]> {
  const existing = await existingIndexes(model);
  const kept = new Set<string>();
  const errors: unknown[] = [];
  for (const [keys, options] of model.schema.indexes() as [Keys, IndexOptions][]) {
    const serving = existing.find((index) => serves(index, keys, options));
    if (serving?.name) {
      kept.add(serving.name);
      continue;
    }
    try {
      await model.collection.createIndex(keys as never, options);
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) return errors;
  for (const index of existing) {
    if (index.name && retired.includes(index.name) && !kept.has(index.name)) {
      await model.collection.dropIndex(index.name);
    }
  }
  return [];
}

/**
 * Builds every schema index and waits for the builds, the rate limits' too, one collection after
 * another. An unreachable database throws a DatabaseUnavailableError (a 503: the build is tried
 * again later); anything else, such as two usernames that differ only in letter case, throws an
 * IndexBuildError that says what to fix.
 *
 * Not `syncIndexes`: it drops every index the schemas do not define, including ones an operator
 * or Atlas's performance advisor added, and during a rolling deploy the old version's instances
 * would drop the new version's indexes. Only the retired names listed here are ever dropped.
 */
export async function buildIndexes(): Promise<void> {
  const failures: string[] = [];
  const outages: unknown[] = [];
  for (const { model, retired } of COLLECTIONS) {
    const errors = await buildCollection(model, retired).catch((error: unknown) => [error]);
    for (const error of errors) {
      if (isOutage(error)) outages.push(error);
      else failures.push(describeFailure(model, error));
    }
  }
  if (outages.length > 0) throw new DatabaseUnavailableError(outages[0]);
  if (failures.length > 0) throw new IndexBuildError(failures.sort());
}

/** What a failed build means and what to do, for the server's log. */
export function explainIndexFailure(error: unknown, prefix: string): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const reason =
    error instanceof Error ? `${error.message}${cause ? `: ${cause.message}` : ''}` : String(error);
  if (isOutage(error)) {
    return (
      `${prefix} MongoDB could not be reached to build its indexes (${reason}).\n` +
      '  The app serves anyway: pages come from the cache and the API answers 503 until the ' +
      'database is back. The next request that reaches the database builds them again; until ' +
      'then duplicate usernames are not refused. Check MONGODB_URI and that this host may ' +
      'connect (Atlas: Network Access).'
    );
  }
  return `${prefix} ${reason}`;
}
