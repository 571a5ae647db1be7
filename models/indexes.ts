/**
 * Every list reads newest first with `sort({ createdAt: -1, _id: -1 })` (the id breaks ties
 * between records created in the same millisecond). This compound index serves that sort
 * exactly; it also serves anything a `{ createdAt: -1 }` index would (its prefix), so that
 * single-field index is retired.
 *
 * Schemas set `autoIndex: false`: Mongoose would otherwise start background builds when a model
 * first connects and drop their errors. Indexes are built explicitly and awaited instead
 * (lib/data/mongo-indexes.ts), at start-up and by the seed.
 */
export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** Indexes earlier versions built that the schemas no longer define; dropped by name. */
export const RETIRED_INDEXES = ['createdAt_-1'] as const;
