import { Schema, model, models, type Model } from 'mongoose';

/**
 * The counters of the MongoDB rate limits (lib/rate-limit.ts), one document per limiter and
 * client. rate-limiter-flexible reads and writes them itself; this model only declares the
 * collection's indexes, so they are built and checked with the others instead of by each
 * limiter in the background: the unique key makes concurrent first attempts share one counter,
 * and the TTL index removes counters once they expire.
 */
export interface RateLimitDoc {
  key: string;
  points: number;
  expire: Date | null;
}

const rateLimitSchema = new Schema<RateLimitDoc>(
  {
    key: { type: String, required: true },
    points: { type: Number, required: true },
    expire: { type: Date },
  },
  { collection: 'rate_limits', autoIndex: false, versionKey: false },
);
// The names rate-limiter-flexible gives them, so collections it indexed itself already match.
rateLimitSchema.index({ key: 1 }, { unique: true, name: 'key_1' });
rateLimitSchema.index({ expire: -1 }, { expireAfterSeconds: 0, name: 'expire_-1' });

export const RateLimitModel: Model<RateLimitDoc> =
  (models.RateLimit as Model<RateLimitDoc>) ?? model<RateLimitDoc>('RateLimit', rateLimitSchema);
