'use client';

import { useEffect } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';

/** An unexpected rendering error below the root layout. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-6 py-24">
      <div className="max-w-lg text-center">
        <p className="text-sm font-semibold tracking-[0.16em] text-indigo-300 uppercase">Error</p>
        <h1 className="mt-4 font-display text-3xl font-semibold text-white sm:text-4xl">
          Something went wrong. Please try again!
        </h1>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={reset} className={buttonClasses('primary')}>
            Try again
          </button>
          {/* A full load: after an error the page starts afresh, and this boundary, which every
              page loads, stays free of next/link. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose */}
          <a href="/" className={buttonClasses('secondary')}>
            Back to Home
          </a>
        </div>
      </div>
    </main>
  );
}
