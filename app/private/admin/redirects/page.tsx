import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { RedirectsScreen } from '@/components/admin/redirects-screen';
import { redirect } from '@/lib/entities';

export const metadata: Metadata = { title: redirect.admin.title };

export default function RedirectsPage() {
  return adminPage(
    redirect.admin.page,
    (store) => store.redirects.list(),
    (redirects) => <RedirectsScreen redirects={redirects} />,
  );
}
