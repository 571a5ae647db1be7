'use client';

import type { MouseEvent, ReactNode } from 'react';
import { publicEnv } from '@/lib/public-env';
import { toast } from '@/components/ui/toast';
import { NOTICES } from '@/lib/content/notices';
import { SHARE_URL_SLOT } from '@/lib/content/constants';

/** The post's public address: NEXT_PUBLIC_SITE_URL, else this page's own origin. */
function shareUrl(path: string): string {
  return `${publicEnv.siteUrl || window.location.origin}${path}`;
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
 * them, reading the button's `data-share`: 'link' copies the address; a network's share address
 * opens in a popup of the button's `data-popup` size. Keyboard activation of a button is a
 * click too.
 */
export function ShareActions({ path, children }: { path: string; children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLUListElement>) => {
    const button = (e.target as Element).closest<HTMLElement>('button[data-share]');
    if (!button) return;
    const { share, popup } = button.dataset;
    if (share === 'link') {
      void copyLink(path);
      return;
    }
    const url = share!.replace(SHARE_URL_SLOT, encodeURIComponent(shareUrl(path)));
    window.open(url, '_blank', `${popup},noopener,noreferrer`);
  };
  return (
    // The buttons inside are the controls (a key press on one is a click); the list only hears
    // their clicks.
    <ul className="flex flex-wrap gap-2.5" onClick={onClick}>
      {children}
    </ul>
  );
}
