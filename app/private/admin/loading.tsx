import { PageLoader } from '@/components/ui/spinner';

/** While an admin screen's data is read on the server, the spinner replaces the page. */
export default function AdminLoading() {
  return <PageLoader label="Loading…" />;
}
