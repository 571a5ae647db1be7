'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './modal';

/** Form values differ from where they started (compared field by field). */
export function changedFrom(start: Record<string, unknown>, now: Record<string, unknown>): boolean {
  return Object.keys({ ...start, ...now }).some((key) => start[key] !== now[key]);
}

/** A same-tab link into this site, followed by a plain click: the panel's own navigation. */
function inAppLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link to a place on this same page leaves nothing.
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}

/** The part of the Navigation API the guard uses (Chromium, Safari 26, Firefox 147). */
interface NavigationApi extends EventTarget {
  traverseTo(key: string): unknown;
}
interface NavigateEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { key: string };
}
const navigationApi = () => (window as { navigation?: NavigationApi }).navigation;

/**
 * Guards a form with unsaved changes. Reloading, closing the tab or leaving the site asks the
 * browser's own question; a link inside the site, the browser's Back and Forward between the
 * panel's pages, and any action passed through `guard()` (such as Cancel) ask this dialog first.
 * Saving, which resets the form, ends the guard.
 *
 * Back and Forward inside the panel never unload the page (the router moves between its own
 * history entries), so they are caught with the Navigation API, whose traversal the page may hold
 * back once the admin has interacted with it; a browser without it leaves them unguarded.
 */
export function useUnsavedChanges(dirty: boolean): {
  guard: (proceed: () => void) => void;
  dialog: ReactNode;
} {
  const router = useRouter();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  /** Set by "Leave without saving": the traversal it starts (Cancel's back) is let through. */
  const leaving = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  });

  useEffect(() => {
    if (!dirty) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    }
    function onClick(event: MouseEvent) {
      const url = inAppLink(event);
      if (!url) return;
      // Before Next.js's <Link> (React listens at the app's root) and the browser act on it.
      event.preventDefault();
      event.stopImmediatePropagation();
      setPending(() => () => router.push(`${url.pathname}${url.search}${url.hash}`));
    }
    const navigation = navigationApi();
    function onNavigate(event: Event) {
      const { navigationType, destination, cancelable } = event as NavigateEvent;
      if (navigationType !== 'traverse' || !cancelable) return;
      if (leaving.current) {
        leaving.current = false;
        return;
      }
      event.preventDefault();
      setPending(() => () => navigation?.traverseTo(destination.key));
    }
    leaving.current = false;
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [dirty, router]);

  const guard = useCallback((proceed: () => void) => {
    if (dirtyRef.current) setPending(() => proceed);
    else proceed();
  }, []);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="Leave without saving?"
      description="Your changes on this form have not been saved. If you leave now, they are lost."
      cancelLabel="Keep editing"
      confirmLabel="Leave without saving"
      busy={false}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const proceed = pending;
        setPending(null);
        leaving.current = true;
        proceed?.();
      }}
    />
  );
  return { guard, dialog };
}
