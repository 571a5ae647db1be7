import { Icon } from '@/components/ui/icons';
import { SHARE_POPUP, SHARE_TEXT, SHARE_URL_SLOT } from '@/lib/content/constants';
import { ShareActions } from './share-actions';

const popup = ({ width, height }: { width: number; height: number }) =>
  `width=${width},height=${height}`;

/**
 * Each network's share address, with SHARE_URL_SLOT where the post's own (encoded) goes, and its
 * popup's size. Each button takes its brand colour on hover (app/globals.css).
 */
const NETWORKS = [
  {
    id: 'facebook',
    className: 'share-facebook',
    label: 'Facebook',
    share: `https://www.facebook.com/sharer/sharer.php?u=${SHARE_URL_SLOT}`,
    popup: popup(SHARE_POPUP.default),
  },
  {
    id: 'x',
    className: 'share-x',
    label: 'Twitter',
    share: `https://twitter.com/intent/tweet?url=${SHARE_URL_SLOT}&text=${encodeURIComponent(SHARE_TEXT.default)}`,
    popup: popup(SHARE_POPUP.default),
  },
  {
    id: 'linkedin',
    className: 'share-linkedin',
    label: 'LinkedIn',
    share: `https://www.linkedin.com/sharing/share-offsite/?url=${SHARE_URL_SLOT}`,
    popup: popup(SHARE_POPUP.default),
  },
  {
    id: 'whatsapp',
    className: 'share-whatsapp',
    label: 'WhatsApp',
    // The text and the address are one parameter: "Check out this blog post: https://…".
    share: `https://api.whatsapp.com/send?text=${encodeURIComponent(SHARE_TEXT.whatsapp)}${SHARE_URL_SLOT}`,
    popup: popup(SHARE_POPUP.whatsapp),
  },
] as const;

/**
 * Share buttons (Facebook, Twitter, LinkedIn, WhatsApp) and Copy Link, rendered on the server
 * with each network's address; what a click does is ShareActions' job.
 */
export function ShareButtons({ path }: { path: string }) {
  return (
    <ShareActions path={path}>
      {NETWORKS.map((network) => (
        <li key={network.id}>
          <button
            type="button"
            data-share={network.share}
            data-popup={network.popup}
            aria-label={`Share on ${network.label}`}
            className={`share-btn ${network.className}`}
          >
            <Icon name={network.id} size={18} />
          </button>
        </li>
      ))}
      <li>
        <button type="button" data-share="link" className="share-link">
          <Icon name="link" size={17} />
          Copy Link
        </button>
      </li>
    </ShareActions>
  );
}
