import { NotFoundContent } from '@/components/site/not-found-content';

/** A list page past the last one: a 404 inside the site's header and footer. */
export default function BlogPageNotFound() {
  return <NotFoundContent />;
}
