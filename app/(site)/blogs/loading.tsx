import { PageLoader } from '@/components/site/page-loader';

export default function BlogsLoading() {
  return <PageLoader label="Loading articles…" />;
}
