'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  title?: string;
  message: string;
  /** Milliseconds on screen. */
  duration: number;
}

/** Success notices stay 4.5 s (spec); errors a little longer, so they can be read. */
export const TOAST_DURATION = { success: 4500, info: 4500, error: 6000 } as const;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function push(
  kind: ToastKind,
  message: string,
  options: { title?: string; duration?: number } = {},
) {
  const item: Toast = {
    id: nextId++,
    kind,
    message,
    title: options.title,
    duration: options.duration ?? TOAST_DURATION[kind],
  };
  toasts = [...toasts, item].slice(-4);
  emit();
  return item.id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Shows a notice from anywhere in client code; a <Toaster /> in the layout renders it. */
export const toast = {
  success: (message: string, options?: { title?: string; duration?: number }) =>
    push('success', message, options),
  error: (message: string, options?: { title?: string; duration?: number }) =>
    push('error', message, options),
  info: (message: string, options?: { title?: string; duration?: number }) =>
    push('info', message, options),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => toasts;
// One shared empty list: useSyncExternalStore needs a stable server snapshot.
const NO_TOASTS: Toast[] = [];
const serverSnapshot = () => NO_TOASTS;

function ToastItem({ item }: { item: Toast }) {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const hide = setTimeout(() => setLeaving(true), item.duration - 200);
    const remove = setTimeout(() => dismissToast(item.id), item.duration);
    return () => {
      clearTimeout(hide);
      clearTimeout(remove);
    };
  }, [item]);
  const tone =
    item.kind === 'error'
      ? 'border-rose-400/40 bg-rose-950/95 text-rose-50'
      : item.kind === 'success'
        ? 'border-emerald-400/40 bg-emerald-950/95 text-emerald-50'
        : 'border-white/15 bg-slate-900/95 text-white';
  return (
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
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

/** The live region every notice appears in. Place once per layout. */
export function Toaster() {
  const items = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4 sm:top-auto sm:right-4 sm:bottom-4 sm:left-auto sm:items-end"
    >
      {items.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </div>
  );
}
