'use client';

import { useEffect } from 'react';
import { buttonClasses } from './button-classes';

/** What Next.js hands an error boundary. */
export interface ErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/**
 * The views behind app/error.tsx and app/global-error.tsx. Every page loads its boundaries, so
 * the boundaries themselves are a few lines that import these on demand: their code reaches a
 * visitor only when something failed.
 */

/** An unexpected rendering error below the root layout. */
export function ErrorView({ error, reset }: ErrorProps) {
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
          {/* A full load: after an error the page starts afresh. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose */}
          <a href="/" className={buttonClasses('secondary')}>
            Back to Home
          </a>
        </div>
      </div>
    </main>
  );
}

/** A failure of the root layout itself: the body of app/global-error.tsx's own page. */
export function GlobalErrorView({ error, reset }: ErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="flex min-h-screen items-center justify-center px-6 py-24">
      <div className="max-w-lg text-center">
        <h1 className="text-3xl font-semibold">Something went wrong. Please try again!</h1>
        <div className="mt-10 flex justify-center gap-3">
          <button
            type="button"
            onClick={reset}
            className="h-12 rounded-full bg-indigo-500 px-6 font-semibold text-white hover:bg-indigo-400"
          >
            Try again
          </button>
          {/* A full page load: the app's router may be what failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a
            href="/"
            className="inline-flex h-12 items-center rounded-full border border-white/20 px-6 font-semibold"
          >
            Back to Home
          </a>
        </div>
      </div>
    </main>
  );
}
