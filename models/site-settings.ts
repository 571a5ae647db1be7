import { Schema, model, models, type Model, type SchemaDefinition } from 'mongoose';
import { siteSettings, type SiteSettings } from '@/lib/entities';
import type { Doc } from './document';

export type SiteSettingsDoc = Doc<SiteSettings>;

/** One document; every text field with its limit from the entity, the subjects a list. */
const definition: SchemaDefinition = Object.fromEntries(
  Object.entries(siteSettings.fields).map(([name, field]) => [
    name,
    name === 'contactSubjects'
      ? { type: [String], default: undefined }
      : { type: String, default: '', maxlength: field.max },
  ]),
);

// Read by its id only: the _id index serves it.
const settingsSchema = new Schema<SiteSettingsDoc>(definition, {
  timestamps: true,
  autoIndex: false,
  collection: 'sitesettings',
});

export const SiteSettingsModel: Model<SiteSettingsDoc> =
  (models.SiteSettings as Model<SiteSettingsDoc>) ??
  model<SiteSettingsDoc>('SiteSettings', settingsSchema);
