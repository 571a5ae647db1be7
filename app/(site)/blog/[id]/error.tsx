'use client';

import { BlogLoadError } from '@/components/site/blog/blog-state-panel';

/**
 * A post that could not be rendered at run time (its first render with the database down):
 * the panel "Failed to load blogs. Please try again later." with Retry.
 */
export default function BlogError() {
  return <BlogLoadError />;
}
