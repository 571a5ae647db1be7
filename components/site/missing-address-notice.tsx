import Link from 'next/link';
import { Icon } from '@/components/ui/icons';
import { MISSING_ADDRESS } from '@/lib/content/notices';

/**
 * Says plainly, at the top of a page standing in for an address that does not exist, what
 * happened and what is shown instead. `targeted`: shown only when the address ends in its
 * #fragment (CSS :target), for a static page that a made-up address is redirected to (proxy.ts
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
      className={`missing-address ${targeted ? 'missing-address-targeted' : ''} ${className}`}
    >
      <Icon name="alert" size={20} className="missing-address-icon" />
      <p>
        <strong className="font-semibold text-white">{MISSING_ADDRESS.title}</strong>{' '}
        {MISSING_ADDRESS[instead]}
        {instead === 'post' && (
          <>
            {' '}
            <Link href="/blogs" className="missing-address-link">
              See all posts
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
