import type { SiteSettings } from '@/lib/entities';
import { moderationMode } from '@/lib/entities/comment-moderation';
import { demoSettings } from './seed/content';
import type { Store } from './store';

/**
 * The settings as every reader sees them: the stored document, or a fresh install's until one
 * is stored (a database the seed has not reached yet still shows a complete site).
 */
export async function readSettings(store: Store): Promise<SiteSettings> {
  const stored = await store.settings.get();
  if (!stored) return defaultSettings();
  // A document stored before the moderation setting existed publishes, as the site did then.
  return { ...stored, commentModeration: moderationMode(stored) };
}

/** A fresh install's settings, for a page built while the store cannot be read. */
export const defaultSettings = (): SiteSettings => ({
  ...demoSettings,
  updatedAt: demoSettings.createdAt,
});

export type SocialIcon = 'linkedin' | 'x' | 'instagram' | 'dribbble' | 'github';

const SOCIAL_LABELS: Record<SocialIcon, string> = {
  linkedin: 'LinkedIn',
  x: 'X (Twitter)',
  instagram: 'Instagram',
  dribbble: 'Dribbble',
  github: 'GitHub',
};

/** The settings as the pages print them: links and the address on one line worked out once. */
export interface SiteView {
  name: string;
  email: string;
  phone: string;
  telHref: string;
  whatsappUrl: string;
  /** The address on one line. */
  address: string;
  streetAddress: string;
  mapUrl: string;
  social: { label: string; href: string; icon: SocialIcon }[];
  copyright: string;
}

export function siteView(s: SiteSettings): SiteView {
  const street = [s.street, s.suite].filter(Boolean).join(', ');
  const words = [s.street, s.suite, s.city, s.region, s.postalCode]
    .join(' ')
    .replace(/,/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return {
    name: s.name,
    email: s.email,
    phone: s.phone,
    telHref: `tel:+${s.phone.replace(/[^0-9]/g, '')}`,
    whatsappUrl: `https://wa.me/${s.whatsappNumber}`,
    address: `${street}, ${s.city}, ${s.region} ${s.postalCode}`,
    streetAddress: street,
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${words.map(encodeURIComponent).join('+')}`,
    social: (Object.keys(SOCIAL_LABELS) as SocialIcon[])
      .filter((icon) => s[icon])
      .map((icon) => ({ label: SOCIAL_LABELS[icon], href: s[icon], icon })),
    copyright: s.copyright,
  };
}
