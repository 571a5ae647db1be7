import { PageLoader } from '@/components/site/page-loader';

export default function BlogLoading() {
  return <PageLoader label="Loading article…" />;
}
