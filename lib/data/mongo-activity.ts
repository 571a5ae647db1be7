import {
  activityKeys,
  activityTimeRange,
  type Activity,
  type ActivityFilter,
} from '@/lib/entities';
import { ActivityModel } from '@/models/activity';
import { NEWEST_FIRST } from '@/models/indexes';
import type { ActivityRepository } from './activity-store';
import type { Connect, Lean } from './mongo-repository';
import { shape } from './shape';

/** An entry as both stores answer it: no field the entry did not have. */
function map(doc: Lean): Activity {
  const defined = Object.entries(doc).filter(([, value]) => value !== undefined);
  return shape<Activity>(activityKeys, Object.fromEntries(defined));
}

/**
 * The filter of a read: each part one indexed equality (kind_1_…, actor.id_1_…) and the time
 * range on createdAt, which those indexes and the newest-first one hold next.
 */
function activityFilter(filter: ActivityFilter = {}): Record<string, unknown> {
  const { since, before } = activityTimeRange(filter);
  const createdAt = {
    ...(since ? { $gte: new Date(since) } : {}),
    ...(before ? { $lt: new Date(before) } : {}),
  };
  return {
    ...(filter.actorId ? { 'actor.id': filter.actorId } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(since || before ? { createdAt } : {}),
  };
}

export function activityRepository(connect: Connect): ActivityRepository {
  const M = ActivityModel;
  return {
    async add(entry) {
      await connect();
      const given = Object.entries(entry).filter(([, value]) => value !== undefined);
      const doc = await new M(Object.fromEntries(given)).save();
      return map(doc.toObject() as Lean);
    },
    async list(filter, { skip = 0, limit } = {}) {
      await connect();
      let find = M.find(activityFilter(filter)).sort(NEWEST_FIRST);
      if (skip > 0) find = find.skip(skip);
      if (limit !== undefined) find = find.limit(limit);
      return (await find.lean<Lean[]>()).map(map);
    },
    async count(filter) {
      await connect();
      return M.countDocuments(activityFilter(filter));
    },
  };
}
