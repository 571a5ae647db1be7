import { HomeContent } from '@/components/site/home/home-content';

/**
 * A slug no service has, nor had: the public home page with a 404 status, as for any address the
 * site does not know (app/global-not-found.tsx); the site's header and footer come from the
 * layout.
 */
export default function ServiceNotFound() {
  return <HomeContent />;
}
