import { Icon } from '@/components/ui/icons';
import { ShareActions, type Network } from './share-actions';

/** Each network's button takes its brand colour on hover (app/globals.css). */
const NETWORKS: { id: Network; label: string; className: string }[] = [
  { id: 'facebook', label: 'Facebook', className: 'share-facebook' },
  { id: 'x', label: 'Twitter', className: 'share-x' },
  { id: 'linkedin', label: 'LinkedIn', className: 'share-linkedin' },
  { id: 'whatsapp', label: 'WhatsApp', className: 'share-whatsapp' },
];

/**
 * Share buttons (Facebook, Twitter, LinkedIn, WhatsApp) and Copy Link, rendered on the server;
 * what a click does is ShareActions' job.
 */
export function ShareButtons({ path }: { path: string }) {
  return (
    <ShareActions path={path}>
      {NETWORKS.map((network) => (
        <li key={network.id}>
          <button
            type="button"
            data-share={network.id}
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
