import type { ReactNode } from 'react';
import { NOTICES } from '@/lib/content/notices';
import { RetryButton } from './retry-button';

/** A centred panel in place of a post: no posts at all, or posts that could not be loaded. */
export function BlogStatePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-[80vh] items-center pt-32 pb-24 outline-none"
    >
      <div className="container-site">
        <div className="mx-auto max-w-xl rounded-3xl border border-white/10 bg-surface px-8 py-14 text-center shadow-2xl shadow-black/30">
          <h1 className="font-display text-2xl font-semibold text-white sm:text-3xl">{title}</h1>
          <div className="mt-8 flex justify-center">{children}</div>
        </div>
      </div>
    </main>
  );
}

/**
 * 'Failed to load blogs. Please try again later.' with a Retry that reloads.
 * Light enough for the route's error boundary, which is a client component.
 */
export function BlogLoadError() {
  return (
    <BlogStatePanel title={NOTICES.blogsFailed}>
      <RetryButton>
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5L20 16M20 20v-4h-4" />
        </svg>
        Retry
      </RetryButton>
    </BlogStatePanel>
  );
}
