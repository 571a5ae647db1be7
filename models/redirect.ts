import { Schema, model, models, type Model } from 'mongoose';
import { REDIRECT_LIMITS, type Redirect } from '@/lib/entities';
import type { Doc } from './document';
import { NEWEST_FIRST, NEWEST_FIRST_OPTIONS } from './indexes';

export type RedirectDoc = Omit<Doc<Redirect>, 'lastHitAt'> & { lastHitAt: Date | null };

const redirectSchema = new Schema<RedirectDoc>(
  {
    from: { type: String, required: true, maxlength: REDIRECT_LIMITS.from },
    to: { type: String, required: true, maxlength: REDIRECT_LIMITS.to },
    permanent: { type: Boolean, required: true },
    external: { type: Boolean, default: false },
    hits: { type: Number, default: 0, min: 0 },
    lastHitAt: { type: Date, default: null },
    origin: { type: String, required: true, enum: ['admin', 'post'] },
  },
  { timestamps: true, autoIndex: false },
);
/** The panel's list, newest first. */
redirectSchema.index(NEWEST_FIRST, NEWEST_FIRST_OPTIONS);
/** The rule of an address: one per source. */
redirectSchema.index({ from: 1 }, { name: 'from_1', unique: true });
/** The rules that lead to an address: a chain collapsed when that address gains a rule. */
redirectSchema.index({ to: 1 }, { name: 'to_1' });
/** The latest change, which the proxies compare to know their copy of the rules is stale. */
redirectSchema.index({ updatedAt: -1 }, { name: 'updatedAt_-1' });

export const RedirectModel: Model<RedirectDoc> =
  (models.Redirect as Model<RedirectDoc>) ?? model<RedirectDoc>('Redirect', redirectSchema);
