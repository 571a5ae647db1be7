'use client';

import type { MouseEvent, ReactNode } from 'react';
import { publicEnv } from '@/lib/public-env';
import { toast } from '@/components/ui/toast';
import { NOTICES } from '@/lib/content/notices';
import { SHARE_POPUP, SHARE_TEXT } from '@/lib/content/constants';

export type Network = 'facebook' | 'x' | 'linkedin' | 'whatsapp';

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

async function copyLink(path: string) {
  try {
    await navigator.clipboard.writeText(shareUrl(path));
    toast.success(NOTICES.linkCopied);
  } catch (error) {
    console.error('[share] copy failed', error);
    toast.error(NOTICES.wentWrong);
  }
}

/**
 * The list around the share buttons, which the server renders: one click handler for all of
 * them, reading the button's `data-share` ('link' copies, a network opens its popup of 600x400,
 * WhatsApp 600x800). Keyboard activation of a button is a click too.
 */
export function ShareActions({ path, children }: { path: string; children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLUListElement>) => {
    const button = (e.target as Element).closest<HTMLElement>('button[data-share]');
    const action = button?.dataset.share;
    if (!action) return;
    if (action === 'link') {
      void copyLink(path);
      return;
    }
    const network = action as Network;
    const { width, height } = network === 'whatsapp' ? SHARE_POPUP.whatsapp : SHARE_POPUP.default;
    window.open(
      shareLink(network, shareUrl(path)),
      '_blank',
      `width=${width},height=${height},noopener,noreferrer`,
    );
  };
  return (
    // The buttons inside are the controls (a key press on one is a click); the list only hears
    // their clicks.
    <ul className="flex flex-wrap gap-2.5" onClick={onClick}>
      {children}
    </ul>
  );
}
