'use client';

import { lazy, Suspense } from 'react';
import type { ErrorProps } from '@/components/ui/error-views';
import './globals.css';

// Loaded when the root layout fails, not with every page (components/ui/error-views.tsx).
const GlobalErrorView = lazy(() =>
  import('@/components/ui/error-views').then((views) => ({ default: views.GlobalErrorView })),
);

/** A failure of the root layout itself: a self-contained page with its own html and body. */
export default function GlobalError(props: ErrorProps) {
  return (
    <html lang="en">
      <body className="bg-ink font-sans text-white antialiased">
        <Suspense>
          <GlobalErrorView {...props} />
        </Suspense>
      </body>
    </html>
  );
}
