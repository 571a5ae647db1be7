import type { Metadata } from 'next';
import { collectionPage } from '@/components/admin/admin-page';
import { review } from '@/lib/entities';

export const metadata: Metadata = { title: review.admin.title };

export default collectionPage('reviews');
