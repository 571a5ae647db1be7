import type { Metadata } from 'next';
import { ResourceEditor } from '@/components/admin/resource-editor';

export const metadata: Metadata = { title: 'Update Review' };

export default async function AdminEditReviewPage({
  params,
}: {
  params: Promise<{ reviewID: string }>;
}) {
  const { reviewID } = await params;
  return <ResourceEditor kind="reviews" id={reviewID} />;
}
