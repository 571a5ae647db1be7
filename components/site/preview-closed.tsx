import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import type { PreviewState } from '@/lib/publishing/preview';

const TEXTS: Record<Exclude<PreviewState['kind'], 'post'>, { title: string; text: string }> = {
  invalid: {
    title: 'This preview link is not valid',
    text: 'The address is incomplete or was changed. Ask whoever sent it for a new link.',
  },
  expired: {
    title: 'This preview link has expired',
    text: 'Preview links work for a limited time. Ask whoever sent it for a new link.',
  },
  revoked: {
    title: 'This preview link was revoked',
    text: 'Whoever shared it has turned it off. Ask them for a new link if you still need it.',
  },
  gone: {
    title: 'This post no longer exists',
    text: 'The post this link previewed has been deleted.',
  },
};

/** What a preview link that opens nothing shows instead of the post: why, and where to go. */
export function PreviewClosed({ kind }: { kind: keyof typeof TEXTS }) {
  const { title, text } = TEXTS[kind];
  return (
    <main id="main" tabIndex={-1} className="not-found" data-preview={kind}>
      <div aria-hidden="true" className="not-found-glow" />
      <div className="container-site text-center">
        <p className="not-found-code">Preview</p>
        <h1 className="not-found-title">{title}</h1>
        <p className="not-found-text">{text}</p>
        <div className="not-found-actions">
          <Link href="/" className={buttonClasses('primary', 'lg')}>
            <Icon name="home" size={18} />
            Back to Home
          </Link>
        </div>
      </div>
    </main>
  );
}
