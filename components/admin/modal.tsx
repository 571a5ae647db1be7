'use client';

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The open dialogs' panels, the last opened last. A dialog can open over another (leaving the
 * page from the ended-session dialog asks about unsaved changes): only the top one takes Tab and
 * Escape, and the page scrolls again once the last one closes.
 */
const openPanels: HTMLElement[] = [];
let pageOverflow = '';

/**
 * An accessible modal: labelled by its title, focus moved in and kept inside, Escape and the
 * backdrop close it (unless `dismissable` is false, e.g. while a request runs), and focus goes
 * back to what opened it, or, if that is gone, to its table or card.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  dismissable = true,
  initialFocus,
  size = 'md',
  role = 'dialog',
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  dismissable?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'md' | 'lg';
  role?: 'dialog' | 'alertdialog';
}) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Read inside the listeners, so they never go stale and the effect runs once per opening.
  const state = useRef({ onClose, dismissable });
  useEffect(() => {
    state.current = { onClose, dismissable };
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    // Where focus goes if the opener is gone when the dialog closes (the row just deleted): the
    // same control in the row that took its place (the next, else the previous), so a list can
    // be worked through from the keyboard; else its table, else its card.
    const row = opener?.closest('tr');
    const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
    const position = row && opener ? [...row.querySelectorAll(FOCUSABLE)].indexOf(opener) : -1;
    const near = [
      opener?.closest<HTMLElement>('[role="region"][tabindex]'),
      opener?.closest<HTMLElement>('section'),
    ];
    const target =
      initialFocus?.current ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel.current;
    target?.focus();
    const own = panel.current;
    if (own) {
      if (openPanels.length === 0) pageOverflow = document.body.style.overflow;
      openPanels.push(own);
    }
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (!own || openPanels.at(-1) !== own) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (state.current.dismissable) state.current.onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const at = own ? openPanels.indexOf(own) : -1;
      if (at !== -1) openPanels.splice(at, 1);
      if (openPanels.length === 0) document.body.style.overflow = pageOverflow;
      if (opener?.isConnected) {
        opener.focus();
        return;
      }
      // The same control: the one with the same title (rows may differ in their other
      // controls), else the one at the same place.
      const controls = neighbour?.isConnected
        ? [...neighbour.querySelectorAll<HTMLElement>(FOCUSABLE)]
        : [];
      const same =
        (opener?.title ? controls.find((el) => el.title === opener.title) : undefined) ??
        controls[position];
      if (same) {
        same.focus();
        return;
      }
      // Still there and still what it was (an emptied table's element may be reused for its
      // empty state).
      const fallback = near.find((el) => el?.isConnected && el.matches('[role="region"], section'));
      if (fallback && !fallback.hasAttribute('tabindex')) fallback.setAttribute('tabindex', '-1');
      fallback?.focus({ preventScroll: true });
    };
  }, [open, initialFocus]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-6">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/50 backdrop-blur-[2px]"
        // Not the second click of a double-click: the one that opened the dialog (a trash icon
        // double-clicked) lands here and would close it at once.
        onClick={(event) => dismissable && event.detail < 2 && onClose()}
      />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`relative flex max-h-[90dvh] w-full min-w-0 flex-col rounded-t-2xl bg-white text-slate-900 shadow-2xl ring-1 ring-slate-900/10 focus:outline-none sm:rounded-2xl ${size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-md'}`}
      >
        <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-6">
          {/* A record's name may be one unbroken word longer than the dialog: it wraps inside. */}
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-semibold wrap-anywhere text-slate-900">
              {title}
            </h2>
            {description && (
              <div id={descriptionId} className="mt-1 text-sm wrap-anywhere text-slate-600">
                {description}
              </div>
            )}
          </div>
          <Button
            variant="ghost"
            className="-mt-1 -mr-2 shrink-0"
            onClick={onClose}
            disabled={!dismissable}
            aria-label="Close"
          >
            <Icon name="close" />
          </Button>
        </div>
        {children && <div className="overflow-y-auto px-5 pt-4 sm:px-6">{children}</div>}
        <div className="flex flex-col-reverse gap-2 px-5 py-5 sm:flex-row sm:justify-end sm:px-6">
          {footer}
        </div>
      </div>
    </div>,
    document.body,
  );
}

/**
 * The question asked before every delete (and before unsaved changes are dropped). The caller
 * closes it once the server has answered.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  cancelLabel = 'Cancel',
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      dismissable={!busy}
      initialFocus={cancel}
      role="alertdialog"
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
