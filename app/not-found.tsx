import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';
import { pageMeta } from '@/lib/content/page-copy';

// Next.js marks every 404 response noindex itself.
export const metadata: Metadata = {
  title: pageMeta.notFound.title,
  description: pageMeta.notFound.description,
};

/**
 * A 404 raised inside a known route (a list page past the last one). Deliberately self-contained
 * and small: this page travels in the payload of every page of the app. URLs no route matches
 * get the whole public home page, with its header and footer, from app/global-not-found.tsx.
 */
export default function NotFound() {
  return <NotFoundContent />;
}
