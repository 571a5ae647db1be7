'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type ToggleEvent,
} from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { SCROLL } from '@/lib/content/constants';
import { useScrollBand } from './use-scroll-band';
import { Icon } from '@/components/ui/icons';
import { useInBrowser } from '@/components/ui/use-in-browser';

export interface HeaderLink {
  label: string;
  href: string;
}

interface SiteHeaderProps {
  /** Anchors ('#works') scroll on the home page; paths ('/services') navigate. */
  links: HeaderLink[];
  cta: HeaderLink;
  /** The logo's content (mark and name), rendered by the server. */
  logo: ReactNode;
  logoLabel: string;
}

const isHomePath = (pathname: string) => pathname === '/' || pathname === '/home';
const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
/**
 * The section scroller loads when it is first needed (or when the pointer or focus reaches the
 * header, so that a click does not wait for it): most visits never follow an anchor, and every
 * public page carries this header.
 */
const loadScroller = () => import('./scroll-to-anchor');
const warmScroller = () => void loadScroller().catch(() => undefined);
/** Scrolls with the scroller; if it cannot load (offline), the browser jumps to the section. */
const withScroller = (id: string, scroll: (m: Awaited<ReturnType<typeof loadScroller>>) => void) =>
  void loadScroller()
    .then(scroll)
    .catch(() => {
      window.location.hash = id;
    });

/** Whether the menu is showing (as the popover it always is, where the browser has them). */
const popoverOpen = (panel: HTMLElement | null) =>
  !!panel && 'showPopover' in panel && panel.matches(':popover-open');

/**
 * The site header: it turns translucent after 100 px of scroll and always on
 * blog pages. Anchor links scroll on the home page; elsewhere they open '/' and scroll after
 * 250 ms. Below the lg breakpoint the links move into a menu.
 *
 * The menu is a popover, before the script runs, without it and after: the browser opens it from
 * the toggle, closes it on Escape (focus back on the toggle) or a tap outside, and puts it next
 * in the Tab order. The script only follows it (the toggle's name and icon, the header's
 * background), takes the focus to the first link when it opens, and closes it when a link is
 * followed without a page load, the focus leaves the header or the screen widens past the menu's
 * breakpoint. A browser without popovers gets the menu from the header's state.
 */
export function SiteHeader({ links, cta, logo, logoLabel }: SiteHeaderProps) {
  const pathname = usePathname() ?? '/';
  const router = useRouter();
  const scroll = useScrollBand(SCROLL.headerTranslucentAfter);
  const translucent = scroll === 2 || pathname.startsWith('/blog');
  // Whether anything can be under the header: at the very top only the page's own backdrop is,
  // and its blur is drawn in the stylesheet from the first pixel of scroll (site-header).
  const overContent = scroll > 0;
  const [open, setOpen] = useState(false);
  // Until the script runs the browser says whether the popover is open (its toggle's implicit
  // state); from then on the header does, as the toggle's name does.
  const scripted = useInBrowser();
  const menuId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  /** A section to scroll to once the home page has replaced the current one. */
  const pendingAnchor = useRef<string | null>(null);

  // The 250 ms count from when the home page is on screen, not from the click: on a slow
  // navigation a timer started at the click would fire before the page exists.
  useEffect(() => {
    if (!isHomePath(pathname)) return;
    const id = pendingAnchor.current;
    if (id) {
      pendingAnchor.current = null;
      const due = performance.now() + SCROLL.anchorDelayMs;
      withScroller(id, (m) => m.scrollToSectionAfter(id, Math.max(0, due - performance.now())));
      return;
    }
    // Arriving at a section's own address (/#analytics from the footer, a shared link, a new
    // tab): the browser's scroll to it is aimed before the sections above it have rendered.
    const hash = window.location.hash.slice(1);
    if (hash && document.getElementById(hash)?.tagName === 'SECTION')
      withScroller(hash, (m) => m.scrollToSection(hash));
  }, [pathname]);

  const onToggle = (e: ToggleEvent<HTMLDivElement>) => {
    const opened = e.newState === 'open';
    setOpen(opened);
    if (opened) e.currentTarget.querySelector<HTMLElement>('a')?.focus();
  };

  /** Closes the menu when a link in it is followed without a page load. */
  const close = () => {
    if (popoverOpen(panelRef.current)) panelRef.current?.hidePopover();
    else setOpen(false);
  };

  // Opened before the script ran: the header follows from the start. And a screen that widens
  // past the menu's breakpoint (a tablet turned to landscape) closes it: hidden there, it would
  // open again over the page, away from the focus, when the screen narrows back. A link focused
  // in it hands the focus to the same link in the wide header, so Tab goes on from there.
  useLayoutEffect(() => {
    if (popoverOpen(panelRef.current)) setOpen(true);
    const wide = window.matchMedia?.('(min-width:64rem)');
    if (!wide) return;
    wide.onchange = (e) => {
      if (!e.matches) return;
      const panel = panelRef.current!;
      const href =
        panel.contains(document.activeElement) && document.activeElement!.getAttribute('href');
      close();
      // The header's own links come before the menu's: the first with that address is the twin.
      if (href) panel.parentElement!.querySelector<HTMLElement>(`a[href="${href}"]`)?.focus();
    };
    return () => void (wide.onchange = null);
  }, []);

  const onAnchor = (e: MouseEvent<HTMLAnchorElement>, hash: string) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    close();
    const id = hash.slice(1);
    if (isHomePath(pathname) && document.getElementById(id)) {
      withScroller(id, (m) => m.scrollToSection(id));
      return;
    }
    pendingAnchor.current = id;
    // Next's own scroll to the top would cancel the smooth scroll to the section.
    router.push('/', { scroll: false });
  };

  const onLogo = (e: MouseEvent<HTMLAnchorElement>) => {
    close();
    if (pathname !== '/' || !isPlainClick(e)) return;
    e.preventDefault();
    // Smooth, or a jump for reduced motion: the stylesheet's scroll-behavior decides.
    window.scrollTo({ top: 0 });
  };

  const linkProps = (href: string) => {
    if (href.startsWith('#')) {
      return { href: `/${href}`, onClick: (e: MouseEvent<HTMLAnchorElement>) => onAnchor(e, href) };
    }
    const current = pathname === href || pathname.startsWith(`${href}/`);
    return {
      href,
      onClick: close,
      'aria-current': current ? ('page' as const) : undefined,
    };
  };

  return (
    <header
      data-translucent={translucent}
      data-over-content={overContent || undefined}
      onPointerEnter={warmScroller}
      onFocus={warmScroller}
      // Its looks, transparent or ink, are the stylesheet's (site-header).
      className="site-header fixed inset-x-0 top-0 z-50"
    >
      <div className="container-site flex h-16 items-center justify-between gap-6 lg:h-20">
        <Link
          href="/"
          onClick={onLogo}
          className="group flex min-w-0 items-center gap-2.5 rounded-lg"
          aria-label={logoLabel}
        >
          {logo}
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.label}>
                <Link {...linkProps(link.href)} className="nav-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          <span className="hidden sm:block">
            <Link href={cta.href} className={buttonClasses('primary', 'sm')}>
              {cta.label}
              <Icon name="arrow-right" size={16} />
            </Link>
          </span>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full border border-white/10 bg-white/5 text-white transition hover:bg-white/10 lg:hidden"
            aria-expanded={scripted ? open : undefined}
            aria-controls={menuId}
            aria-label={open ? 'Close menu' : 'Open menu'}
            popoverTarget={menuId}
            onClick={() => {
              if (!('showPopover' in panelRef.current!)) setOpen((value) => !value);
            }}
          >
            {open ? <Icon name="close" size={22} /> : <Icon name="menu" size={22} />}
          </button>
        </div>
      </div>

      <div
        id={menuId}
        ref={panelRef}
        popover="auto"
        onToggle={onToggle}
        // Tab past its last link: it closes rather than cover where the focus went.
        onBlur={(e) => {
          if (e.relatedTarget && !e.currentTarget.parentElement?.contains(e.relatedTarget)) close();
        }}
        data-open={open || undefined}
        className="site-menu border-t border-white/10 lg:hidden"
      >
        <nav
          aria-label="Mobile"
          className="container-site max-h-[calc(100dvh-4rem)] overflow-y-auto py-4"
        >
          <ul className="flex flex-col">
            {links.map((link) => (
              <li key={link.label}>
                <Link {...linkProps(link.href)} className="nav-link-mobile">
                  {link.label}
                  <Icon name="arrow-right" size={18} className="text-slate-500" />
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href={cta.href}
            onClick={close}
            className={buttonClasses('primary', 'md', 'mt-6 mb-2 w-full')}
          >
            {cta.label}
            <Icon name="arrow-right" size={16} />
          </Link>
        </nav>
      </div>
    </header>
  );
}
