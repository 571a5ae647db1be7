import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { dismissToast, serverSnapshot, snapshot, subscribe, type Toast } from './toast-store';
import { TOAST_REGION_ID } from './toast-region';

/** A notice resumed after a pause stays at least this long, so it does not vanish at once. */
const RESUMED_MIN_MS = 1500;

/**
 * One notice: it leaves after its duration, which stops running while the pointer is on it or
 * the focus is in it (WCAG 2.2.1: a notice being read, or whose close button is focused, stays).
 */
function ToastItem({ item }: { item: Toast }) {
  const [leaving, setLeaving] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(item.duration);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const left = remaining.current;
    const hide = setTimeout(() => setLeaving(true), left - 200);
    const remove = setTimeout(() => dismissToast(item.id), left);
    return () => {
      clearTimeout(hide);
      clearTimeout(remove);
      remaining.current = Math.max(RESUMED_MIN_MS, left - (Date.now() - started));
    };
  }, [item, paused]);
  const hold = (set: (value: boolean) => void) => () => {
    set(true);
    setLeaving(false);
  };
  const tone =
    item.kind === 'error'
      ? 'border-rose-400/40 bg-rose-950/95 text-rose-50'
      : item.kind === 'success'
        ? 'border-emerald-400/40 bg-emerald-950/95 text-emerald-50'
        : 'border-white/15 bg-slate-900/95 text-white';
  return (
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      onPointerEnter={hold(setHovered)}
      onPointerLeave={() => setHovered(false)}
      onFocus={hold(setFocused)}
      onBlur={() => setFocused(false)}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 shadow-2xl shadow-black/40 backdrop-blur transition-opacity duration-200 ${tone} ${leaving ? 'opacity-0' : 'opacity-100'}`}
    >
      <span aria-hidden="true" className="mt-0.5 text-base leading-none">
        {item.kind === 'error' ? '!' : '✓'}
      </span>
      <div className="min-w-0 flex-1 text-sm">
        {item.title && <p className="font-semibold">{item.title}</p>}
        <p className={item.title ? 'opacity-90' : ''}>{item.message}</p>
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-m-1 rounded p-1 text-current/70 hover:text-current focus-visible:outline-2 focus-visible:outline-current"
        aria-label="Dismiss notification"
      >
        <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" fill="currentColor">
          <path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </div>
  );
}

function ToastList() {
  const items = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return items.map((item) => <ToastItem key={item.id} item={item} />);
}

let mounted: { region: HTMLElement; root: Root } | undefined;

/**
 * Draws the notices in <Toaster>'s live region (./toaster.tsx), a root of their own inside it.
 * The region React rendered has no children, so React never touches what is drawn in it. A
 * layout that replaced the region (another part of the panel, a test's next render) gets a new
 * root; without a region on the page, one is added, so no notice is ever lost.
 */
export function showToastList() {
  let region = document.getElementById(TOAST_REGION_ID);
  if (mounted && mounted.region === region && region?.isConnected) return;
  mounted?.root.unmount();
  if (!region) {
    region = document.createElement('div');
    region.id = TOAST_REGION_ID;
    region.setAttribute('aria-live', 'polite');
    region.className = 'toast-region';
    document.body.append(region);
  }
  const root = createRoot(region);
  root.render(<ToastList />);
  mounted = { region, root };
}
