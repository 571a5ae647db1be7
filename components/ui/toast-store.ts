/**
 * The notices' shared store and the `toast` API, without any rendering (./toast.tsx re-exports
 * them; <Toaster> in ./toaster.tsx is the live region; ./toast-list.tsx draws the notices into it, and loads
 * with the first notice).
 */
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  title?: string;
  message: string;
  /** Milliseconds on screen. */
  duration: number;
}

/** Success notices stay 4.5 s; errors a little longer, so they can be read. */
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
  // The same notice again (a form sent twice while blank) replaces the one showing.
  const same = (t: Toast) => t.kind === kind && t.message === message && t.title === item.title;
  toasts = [...toasts.filter((t) => !same(t)), item].slice(-4);
  emit();
  void import('./toast-list').then((list) => list.showToastList());
  return item.id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Shows a notice from anywhere in client code, in the layout's <Toaster /> region. */
export const toast = {
  success: (message: string, options?: { title?: string; duration?: number }) =>
    push('success', message, options),
  error: (message: string, options?: { title?: string; duration?: number }) =>
    push('error', message, options),
  info: (message: string, options?: { title?: string; duration?: number }) =>
    push('info', message, options),
};

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const snapshot = () => toasts;
// One shared empty list: useSyncExternalStore needs a stable server snapshot.
const NO_TOASTS: Toast[] = [];
export const serverSnapshot = () => NO_TOASTS;
