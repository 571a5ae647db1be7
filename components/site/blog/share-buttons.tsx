import { Icon } from '@/components/ui/icons';
import { ShareActions, type Network } from './share-actions';

const NETWORKS: { id: Network; label: string; className: string }[] = [
  { id: 'facebook', label: 'Facebook', className: 'hover:border-[#1877f2] hover:bg-[#1877f2]' },
  { id: 'x', label: 'Twitter', className: 'hover:border-white/30 hover:bg-black' },
  { id: 'linkedin', label: 'LinkedIn', className: 'hover:border-[#0a66c2] hover:bg-[#0a66c2]' },
  { id: 'whatsapp', label: 'WhatsApp', className: 'hover:border-[#128c4a] hover:bg-[#128c4a]' },
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
        <button
          type="button"
          data-share="link"
          className="inline-flex h-11 items-center gap-2 rounded-full border border-white/10 bg-white/5 px-4 text-sm font-semibold text-slate-200 transition hover:border-indigo-300/40 hover:bg-indigo-500/20 hover:text-white"
        >
          <Icon name="link" size={17} />
          Copy Link
        </button>
      </li>
    </ShareActions>
  );
}
