import type { Metadata } from 'next';
import { ResourceScreen } from '@/components/admin/resource-screen';

export const metadata: Metadata = { title: 'Reviews' };

export default function AdminReviewsPage() {
  return <ResourceScreen kind="reviews" />;
}
