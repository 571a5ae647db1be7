'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useTransition,
  type ComponentProps,
  type MouseEvent,
} from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button-classes';

const Pending = createContext(false);

/** Whether the <SiteLink> around the caller is navigating (its page is loading). */
export const useSiteLinkPending = () => useContext(Pending);

export type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  /** Fetch the page when the pointer or focus reaches the link (default), or only on a click. */
  prefetch?: boolean;
};

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    link.hasAttribute('download') ||
    new URL(link.href).origin !== window.location.origin
  );
}

/**
 * The public site's internal link: a plain <a> that the app router follows without a page load,
 * the same navigation next/link makes, in a tenth of its code (next/link weighed 3.1 kB of
 * gzip on every public page, a third of what the site adds to the bare Next.js page). It
 * prefetches on intent (pointer, focus or touch), not on sight, and shares its pending state with
 * its children (the blog pages' full-screen loader, ./link-pending-loader.tsx).
 */
export function SiteLink({
  href,
  prefetch = true,
  onClick,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: SiteLinkProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const link = useRef<HTMLAnchorElement>(null);
  const followed = useRef(false);
  // A link that stays on screen (the header's, the footer's) would keep the focus on the new
  // page, where the next Tab went on from the old page's place: it moves to the new page's
  // content, as a page load starts over from the top.
  useEffect(() => {
    if (pending || !followed.current) return;
    followed.current = false;
    if (document.activeElement === link.current) {
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [pending]);
  const warm = () => {
    if (prefetch) router.prefetch(href);
  };
  return (
    <Pending.Provider value={pending}>
      <a
        href={href}
        {...props}
        ref={link}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || browserHandles(event)) return;
          event.preventDefault();
          followed.current = true;
          startTransition(() => router.push(href));
        }}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          warm();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          warm();
        }}
        onTouchStart={(event) => {
          onTouchStart?.(event);
          warm();
        }}
      />
    </Pending.Provider>
  );
}

/** An internal link styled as a button (components/ui/button-classes.ts). */
export function ButtonLink({
  variant,
  size,
  className = '',
  ...props
}: SiteLinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <SiteLink className={buttonClasses(variant, size, className)} {...props} />;
}
