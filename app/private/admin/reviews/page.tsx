import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { ResourceScreen } from '@/components/admin/resource-screen';

export const metadata: Metadata = { title: 'Reviews' };

export default function AdminReviewsPage() {
  return adminPage(
    (store) => store.reviews.list(),
    (rows) => <ResourceScreen kind="reviews" initialRows={rows} />,
  );
}
