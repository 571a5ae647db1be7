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

/**
 * Every index is declared with its name: a generated name depends only on the keys, so an index
 * on the same keys with other options (a collation) would collide with an older one.
 */
export const NEWEST_FIRST_OPTIONS = { name: 'createdAt_-1__id_-1' } as const;

/** Indexes earlier versions built on every collection that the schemas replaced, by name. */
export const RETIRED_INDEXES = ['createdAt_-1'] as const;
