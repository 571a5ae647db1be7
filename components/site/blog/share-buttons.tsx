'use client';

import type { ReactNode } from 'react';
import { publicEnv } from '@/lib/public-env';
import { toast } from '@/components/ui/toast';
import { NOTICES } from '@/lib/content/notices';
import { SHARE_POPUP, SHARE_TEXT } from '@/lib/content/constants';

export type Network = 'facebook' | 'x' | 'linkedin' | 'whatsapp';

const NETWORKS: { id: Network; label: string; className: string }[] = [
  { id: 'facebook', label: 'Facebook', className: 'hover:border-[#1877f2] hover:bg-[#1877f2]' },
  { id: 'x', label: 'Twitter', className: 'hover:border-white/30 hover:bg-black' },
  { id: 'linkedin', label: 'LinkedIn', className: 'hover:border-[#0a66c2] hover:bg-[#0a66c2]' },
  { id: 'whatsapp', label: 'WhatsApp', className: 'hover:border-[#128c4a] hover:bg-[#128c4a]' },
];

/** The post's public address: NEXT_PUBLIC_SITE_URL, else this page's own origin. */
export function shareUrl(path: string): string {
  return `${publicEnv.siteUrl || window.location.origin}${path}`;
}

export function shareLink(network: Network, url: string): string {
  const u = encodeURIComponent(url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(SHARE_TEXT.default)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(`${SHARE_TEXT.whatsapp}${url}`)}`;
  }
}

/** Share buttons (popups of 600x400, WhatsApp 600x800) and Copy Link. */
export function ShareButtons({
  path,
  icons,
}: {
  path: string;
  icons: Record<Network | 'link', ReactNode>;
}) {
  const open = (network: Network) => {
    const { width, height } = network === 'whatsapp' ? SHARE_POPUP.whatsapp : SHARE_POPUP.default;
    window.open(
      shareLink(network, shareUrl(path)),
      '_blank',
      `width=${width},height=${height},noopener,noreferrer`,
    );
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl(path));
      toast.success(NOTICES.linkCopied);
    } catch (error) {
      console.error('[share] copy failed', error);
      toast.error(NOTICES.wentWrong);
    }
  };

  return (
    <ul className="flex flex-wrap gap-2.5">
      {NETWORKS.map((network) => (
        <li key={network.id}>
          <button
            type="button"
            onClick={() => open(network.id)}
            aria-label={`Share on ${network.label}`}
            className={`inline-flex size-11 items-center justify-center rounded-full border border-white/10 bg-white/5 text-slate-200 transition hover:text-white ${network.className}`}
          >
            {icons[network.id]}
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={copy}
          className="inline-flex h-11 items-center gap-2 rounded-full border border-white/10 bg-white/5 px-4 text-sm font-semibold text-slate-200 transition hover:border-indigo-300/40 hover:bg-indigo-500/20 hover:text-white"
        >
          {icons.link}
          Copy Link
        </button>
      </li>
    </ul>
  );
}
