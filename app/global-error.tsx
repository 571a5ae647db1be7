'use client';

import { useEffect } from 'react';
import './globals.css';

/** A failure of the root layout itself: a self-contained page with its own html and body. */
export default function GlobalError({
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
    <html lang="en">
      <body className="bg-ink font-sans text-white antialiased">
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
      </body>
    </html>
  );
}
