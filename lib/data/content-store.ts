import type { Trashable } from './store';
import type {
  Faq,
  FaqFields,
  Service,
  ServiceFields,
  SiteSettings,
  SiteSettingsFields,
} from '@/lib/entities';

/**
 * The repositories of the site's own content: the settings document, and the ordered FAQs and
 * services. Lists answer in the admins' order (`position`, then the id); every method answers
 * plain copies; an unknown or malformed id answers null.
 */

export interface SettingsRepository {
  /** The one settings document; null before the seed wrote it. */
  get(): Promise<SiteSettings | null>;
  /**
   * Writes every field in one atomic write (creating the document if there is none). With
   * `expectedUpdatedAt`, only while the stored document was last changed then: 'changed' when
   * someone else's save landed since.
   */
  update(input: SiteSettingsFields, expectedUpdatedAt?: string): Promise<SiteSettings | 'changed'>;
}

export interface OrderedRepository<T, Input> extends Trashable<T> {
  /** Every record in the admins' order. */
  list(): Promise<T[]>;
  get(id: string): Promise<T | null>;
  /** Added after the last one. */
  create(input: Input): Promise<T>;
  /** See SettingsRepository.update; null when there is no such record. */
  update(
    id: string,
    patch: Partial<Input>,
    expectedUpdatedAt?: string,
  ): Promise<T | 'changed' | null>;
  /** Moves the record to `position` (0 first; past the end means last); null when it is unknown. */
  move(id: string, position: number): Promise<T | null>;
  /** The removed record, or null when there was none. */
  remove(id: string): Promise<T | null>;
  count(): Promise<number>;
}

/** What the store writes for a service beside its fields. */
export type ServiceInput = ServiceFields & Pick<Service, 'retired' | 'previousSlugs'>;

export interface ServiceRepository extends OrderedRepository<Service, ServiceInput> {
  /** The service whose slug, or one of whose previous slugs, this is (retired ones too). */
  findBySlug(slug: string): Promise<Service | null>;
}

/** The FAQs the home page shows, or one service's page: in order. */
export type FaqPlace = { home: true } | { service: string };

export interface FaqRepository extends OrderedRepository<Faq, FaqFields> {
  listFor(place: FaqPlace): Promise<Faq[]>;
}
