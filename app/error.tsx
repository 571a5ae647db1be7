'use client';

import { lazy, Suspense } from 'react';
import type { ErrorProps } from '@/components/ui/error-views';

// Loaded when a page fails, not with every page (components/ui/error-views.tsx).
const ErrorView = lazy(() =>
  import('@/components/ui/error-views').then((views) => ({ default: views.ErrorView })),
);

/** An unexpected rendering error below the root layout. */
export default function ErrorPage(props: ErrorProps) {
  return (
    <Suspense>
      <ErrorView {...props} />
    </Suspense>
  );
}
