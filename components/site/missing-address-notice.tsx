import Link from 'next/link';
import { Icon } from '@/components/ui/icons';
import { MISSING_ADDRESS } from '@/lib/content/notices';

/**
 * Says plainly, at the top of a page standing in for an address that does not exist, what
 * happened and what is shown instead. `targeted`: shown only when the address ends in its
 * #fragment (CSS :target, app/globals.css), for a static page that a made-up address is redirected to (proxy.ts
 * adds the fragment): the page is the same for everyone, so it cannot know by itself.
 */
export function MissingAddressNotice({
  instead,
  targeted = false,
  className = '',
}: {
  instead: 'home' | 'post';
  targeted?: boolean;
  className?: string;
}) {
  return (
    <div
      id={targeted ? MISSING_ADDRESS.id : undefined}
      tabIndex={targeted ? -1 : undefined}
      className={`flex items-start gap-3 rounded-2xl border border-indigo-400/25 bg-indigo-500/10 px-4 py-4 text-sm leading-relaxed text-slate-200 outline-none ${className}`}
    >
      <Icon name="alert" size={20} className="mt-0.5 shrink-0 text-indigo-300" />
      <p>
        <strong className="font-semibold text-white">{MISSING_ADDRESS.title}</strong>{' '}
        {MISSING_ADDRESS[instead]}
        {instead === 'post' && (
          <>
            {' '}
            <Link
              href="/blogs"
              className="font-semibold whitespace-nowrap text-white underline hover:text-indigo-200"
            >
              See all posts
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
