import { Schema, model, models, type Model } from 'mongoose';
import { service, SERVICE_ICONS, SERVICE_LIMITS, type Service } from '@/lib/entities';
import type { Doc } from './document';

export type ServiceDoc = Doc<Service>;
const { fields } = service;

const card = new Schema(
  {
    title: { type: String, required: true, maxlength: SERVICE_LIMITS.cardTitle },
    description: { type: String, required: true, maxlength: SERVICE_LIMITS.cardText },
  },
  { _id: false },
);

const text = (max: number | undefined) => ({ type: String, required: true, maxlength: max });

const serviceSchema = new Schema<ServiceDoc>(
  {
    slug: { ...text(fields.slug.max), trim: true },
    title: text(fields.title.max),
    description: text(fields.description.max),
    icon: { type: String, required: true, enum: SERVICE_ICONS },
    accent: text(fields.accent.max),
    footerLabel: { type: String, default: '', maxlength: fields.footerLabel.max },
    heroHeading: text(fields.heroHeading.max),
    heroDescription: text(fields.heroDescription.max),
    heroImage: text(fields.heroImage.max),
    metaDescription: text(fields.metaDescription.max),
    detailsHeading: text(fields.detailsHeading.max),
    details: { type: [card], default: [] },
    cycleHeading: text(fields.cycleHeading.max),
    cycles: { type: [card], default: [] },
    position: { type: Number, required: true, min: 0 },
    retired: { type: Boolean, default: false },
    previousSlugs: { type: [String], default: [] },
  },
  { timestamps: true, autoIndex: false },
);
/** Every list, in the admins' order. */
serviceSchema.index({ position: 1, _id: 1 }, { name: 'position_1__id_1' });
/** A page's address: one service per slug. */
serviceSchema.index({ slug: 1 }, { name: 'slug_1', unique: true });
/** An old address, redirected to the service that had it. */
serviceSchema.index({ previousSlugs: 1 }, { name: 'previousSlugs_1' });

export const ServiceModel: Model<ServiceDoc> =
  (models.Service as Model<ServiceDoc>) ?? model<ServiceDoc>('Service', serviceSchema);
