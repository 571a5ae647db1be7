import { Spinner } from '@/components/ui/spinner';

/** The full-screen loader of the blog pages (spec section 2), shown while a page streams in. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <main id="main" className="fixed inset-0 z-40 flex items-center justify-center bg-ink">
      <div role="status" className="flex flex-col items-center gap-4 text-slate-300">
        <Spinner size={40} className="text-indigo-400" />
        <span className="text-sm">{label}</span>
      </div>
    </main>
  );
}
