import type { Metadata } from 'next';
import { recordPage } from '@/components/admin/admin-page';
import { review } from '@/lib/entities';

export const metadata: Metadata = { title: review.admin.updateHeading };

export default recordPage('reviews');
