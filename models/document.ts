/**
 * A record as MongoDB stores it: the entity's fields (lib/entities) with real dates, the id
 * left to Mongoose.
 */
export type Doc<T> = Omit<T, '_id' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};
