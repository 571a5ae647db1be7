import type { Model } from 'mongoose';
import {
  faq,
  service,
  siteSettings,
  type Faq,
  type Service,
  type SiteSettings,
  type TrashKind,
} from '@/lib/entities';
import { FaqModel } from '@/models/faq';
import { ServiceModel } from '@/models/service';
import { SiteSettingsModel } from '@/models/site-settings';
import type {
  FaqRepository,
  OrderedRepository,
  ServiceRepository,
  SettingsRepository,
} from './content-store';
import { isObjectId } from './ids';
import { mongoTrashable } from './mongo-trash';
import type { SeedData } from './seed-types';
import { shape } from './shape';

/** The site's own content in MongoDB: the settings document, the ordered FAQs and services. */

type Lean = Record<string, unknown> & { _id: unknown };
type Connect = () => Promise<unknown>;

const ORDER = { position: 1, _id: 1 } as const;
const AFTER = { returnDocument: 'after', runValidators: true } as const;
const defined = (patch: object) =>
  Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));

/** The filter of an update: the record, and when given the time it was last changed. */
function filterOf(id: string, expectedUpdatedAt?: string): Record<string, unknown> {
  const filter: Record<string, unknown> = { _id: id };
  if (expectedUpdatedAt !== undefined) filter.updatedAt = new Date(expectedUpdatedAt);
  return filter;
}

function orderedRepository<D, T, Input extends object>(
  m: Model<D>,
  connect: Connect,
  map: (doc: Lean) => T,
  kind: TrashKind,
): OrderedRepository<T, Input> {
  const repository: OrderedRepository<T, Input> = {
    // Back at its old place in the order, or the last one.
    ...mongoTrashable(m, connect, map, kind, {
      end: () => lastPosition(m).then((last) => last + 1),
      place: (id, position) => repository.move(id, position),
    }),
    async list() {
      await connect();
      return (await m.find().sort(ORDER).lean<Lean[]>()).map(map);
    },
    async get(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await m.findById(id).lean<Lean>();
      return doc ? map(doc) : null;
    },
    async create(input) {
      await connect();
      const position = (await lastPosition(m)) + 1;
      const doc = await new m({ ...input, position }).save();
      return map(doc.toObject() as Lean);
    },
    async update(id, patch, expectedUpdatedAt) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await m
        .findOneAndUpdate(
          filterOf(id, expectedUpdatedAt),
          defined(patch) as Record<string, unknown>,
          AFTER,
        )
        .lean<Lean>();
      if (doc) return map(doc);
      return expectedUpdatedAt !== undefined && (await m.exists({ _id: id })) ? 'changed' : null;
    },
    async move(id, position) {
      if (!isObjectId(id)) return null;
      await connect();
      const ids = (await m.find().sort(ORDER).select({ _id: 1 }).lean<Lean[]>()).map((d) =>
        String(d._id),
      );
      const at = ids.indexOf(id.toLowerCase());
      if (at === -1) return null;
      ids.splice(at, 1);
      ids.splice(Math.min(position, ids.length), 0, id.toLowerCase());
      // One write for the whole order; the records' own updatedAt stays (a move is no edit).
      await m.bulkWrite(
        ids.map((recordId, index) => ({
          updateOne: { filter: { _id: recordId }, update: { $set: { position: index } } },
        })) as never,
        { timestamps: false } as never,
      );
      const doc = await m.findById(id).lean<Lean>();
      return doc ? map(doc) : null;
    },
    async remove(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await m.findByIdAndDelete(id).lean<Lean>();
      return doc ? map(doc) : null;
    },
    async count() {
      await connect();
      return m.countDocuments();
    },
  };
  return repository;
}

/** The last record's position; -1 when there is none. */
async function lastPosition<D>(m: Model<D>): Promise<number> {
  const last = await m
    .findOne()
    .sort({ position: -1, _id: -1 })
    .select({ position: 1 })
    .lean<Lean>();
  return last ? (last.position as number) : -1;
}

export function serviceRepository(connect: Connect): ServiceRepository {
  const map = (d: Lean) => shape<Service>(service.keys, d);
  const base = orderedRepository<unknown, Service, Parameters<ServiceRepository['create']>[0]>(
    ServiceModel as Model<unknown>,
    connect,
    map,
    'services',
  );
  return {
    ...base,
    async findBySlug(slug) {
      await connect();
      const doc = await ServiceModel.findOne({
        $or: [{ slug }, { previousSlugs: slug }],
      }).lean<Lean>();
      return doc ? map(doc) : null;
    },
  };
}

export function faqRepository(connect: Connect): FaqRepository {
  const map = (d: Lean) => shape<Faq>(faq.keys, d);
  const base = orderedRepository<unknown, Faq, Parameters<FaqRepository['create']>[0]>(
    FaqModel as Model<unknown>,
    connect,
    map,
    'faqs',
  );
  return {
    ...base,
    async listFor(place) {
      await connect();
      const filter = 'home' in place ? { home: true } : { services: place.service };
      return (await FaqModel.find(filter).sort(ORDER).lean<Lean[]>()).map(map);
    },
  };
}

export function settingsRepository(connect: Connect): SettingsRepository {
  const map = (d: Lean) => shape<SiteSettings>(siteSettings.keys, d);
  return {
    async get() {
      await connect();
      const doc = await SiteSettingsModel.findOne().sort({ _id: 1 }).lean<Lean>();
      return doc ? map(doc) : null;
    },
    async update(input, expectedUpdatedAt) {
      await connect();
      const current = await SiteSettingsModel.findOne()
        .sort({ _id: 1 })
        .select({ _id: 1 })
        .lean<Lean>();
      if (!current) return map((await new SiteSettingsModel(input).save()).toObject() as Lean);
      const filter = filterOf(String(current._id), expectedUpdatedAt);
      const doc = await SiteSettingsModel.findOneAndUpdate(
        filter,
        { $set: input },
        AFTER,
      ).lean<Lean>();
      return doc ? map(doc) : 'changed';
    },
  };
}

/** Seeding: each record under its fixed id unless one with that id exists. */
export async function importContentSeed(data: SeedData): Promise<void> {
  const insertMissing = async <D>(
    model: Model<D>,
    records: { _id: string; createdAt: string }[],
  ) => {
    if (records.length === 0) return;
    await model.bulkWrite(
      records.map((record) => ({
        updateOne: {
          filter: { _id: record._id },
          update: { $setOnInsert: { ...record, updatedAt: record.createdAt } },
          upsert: true,
        },
      })) as never,
      { timestamps: false } as never,
    );
  };
  // One settings document: the seed's only when there is none yet.
  if (data.settings && !(await SiteSettingsModel.exists({}))) {
    await insertMissing(SiteSettingsModel, [data.settings]);
  }
  await insertMissing(ServiceModel, data.services ?? []);
  await insertMissing(FaqModel, data.faqs ?? []);
}

export const CONTENT_MODELS = [SiteSettingsModel, ServiceModel, FaqModel] as const;
