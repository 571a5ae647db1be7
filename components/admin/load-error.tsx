import Link from 'next/link';
import { Button, panelButtonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

/** Shown in place of a screen whose data could not be loaded (the toast has already said so). */
export function LoadError({
  onRetry,
  notFound,
  backHref,
  backLabel,
}: {
  onRetry?: () => void;
  /** The record does not exist (404): no point retrying. */
  notFound?: string;
  backHref?: string;
  backLabel?: string;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-600"
      >
        <Icon name="alert" size={24} />
      </span>
      <h1 className="mt-4 text-lg font-semibold text-slate-900">
        {notFound ?? 'This page could not be loaded'}
      </h1>
      <p className="mt-1 text-sm text-slate-500">
        {notFound ? 'It may have been deleted.' : 'Check your connection and try again.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {backHref && (
          <Link href={backHref} className={panelButtonClasses('secondary')}>
            {backLabel ?? 'Back'}
          </Link>
        )}
        {onRetry && !notFound && <Button onClick={onRetry}>Retry</Button>}
      </div>
    </div>
  );
}
