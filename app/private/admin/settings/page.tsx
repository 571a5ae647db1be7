import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { SettingsScreen } from '@/components/admin/settings-screen';
import { readSettings } from '@/lib/data/site-content';
import { siteSettings } from '@/lib/entities';

export const metadata: Metadata = { title: siteSettings.admin.title };

/** /private/admin/settings: the agency's details and the figures the public pages show. */
export default function SettingsPage() {
  return adminPage(siteSettings.admin.page, readSettings, (settings) => (
    <SettingsScreen settings={settings} />
  ));
}
