import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { RecordNotFound } from '@/components/admin/record-not-found';
import { ResourceEditor } from '@/components/admin/resource-editor';

export const metadata: Metadata = { title: 'Update Review' };

export default async function AdminReviewsEditPage({
  params,
}: {
  params: Promise<{ reviewID: string }>;
}) {
  const { reviewID } = await params;
  return adminPage(
    (store) => store.reviews.get(reviewID),
    (record) =>
      record ? (
        <ResourceEditor kind="reviews" record={record} />
      ) : (
        <RecordNotFound kind="reviews" />
      ),
  );
}
