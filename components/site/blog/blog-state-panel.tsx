import type { ReactNode } from 'react';

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
