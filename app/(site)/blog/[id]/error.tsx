'use client';

import { lazy, Suspense } from 'react';

// Loaded when a post fails to render, not with every post.
const BlogLoadError = lazy(() =>
  import('@/components/site/blog/blog-load-error').then((panel) => ({
    default: panel.BlogLoadError,
  })),
);

/**
 * A post that could not be rendered at run time (its first render with the database down):
 * the panel "Failed to load blogs. Please try again later." with Retry.
 */
export default function BlogError() {
  return (
    <Suspense>
      <BlogLoadError />
    </Suspense>
  );
}
