import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';
import { pageMeta } from '@/lib/content/page-copy';

// Next.js marks every 404 response noindex itself.
export const metadata: Metadata = {
  title: pageMeta.notFound.title,
  description: pageMeta.notFound.description,
};

/**
 * A 404 raised inside a known route (a missing record, say). Deliberately self-contained and
 * small: this page travels in the payload of every page of the app. Unknown paths get the whole
 * public home page, with its header and footer, from app/(site)/[...missing].
 */
export default function NotFound() {
  return <NotFoundContent />;
}
