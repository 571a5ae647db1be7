'use client';

import { useLinkStatus } from 'next/link';
import { createPortal } from 'react-dom';
import { Spinner } from '@/components/ui/spinner';

/**
 * The full-screen loader of the blog pages, shown while the next/link around it is loading its
 * page (give that link `prefetch={false}`: a prefetched page has no pending phase). A route
 * loading.tsx would put the loader in the prerendered HTML itself, in front of the content.
 */
export function LinkPendingLoader({ label = 'Loading…' }: { label?: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  // At the end of <body>: a section's containment must not trap a fixed overlay.
  return createPortal(
    <span
      role="status"
      className="fixed inset-0 z-[80] flex flex-col items-center justify-center gap-4 bg-ink/95 text-sm text-slate-300 animate-[fade-in_200ms_ease-out_150ms_both]"
    >
      <Spinner size={40} className="text-indigo-400" />
      {label}
    </span>,
    document.body,
  );
}
