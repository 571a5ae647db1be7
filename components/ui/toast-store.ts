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
  /** Where it came from (a form): a newer notice from there replaces it. */
  source?: object;
}

export interface ToastOptions {
  title?: string;
  duration?: number;
  /**
   * Where the notice comes from. A form's notices replace each other: the latest says where the
   * form stands, and a visitor who sends it twice sees one notice, not a stack. Without it, the
   * form holding the focus (the submit button just pressed, or the field a check focused).
   */
  source?: object;
}

/** The form the visitor is working in, which a notice raised now is about. */
function focusedForm(): object | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.activeElement?.closest('form') ?? undefined;
}

/** Success notices stay 4.5 s; errors a little longer, so they can be read. */
export const TOAST_DURATION = { success: 4500, info: 4500, error: 6000 } as const;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function push(kind: ToastKind, message: string, options: ToastOptions = {}) {
  const item: Toast = {
    id: nextId++,
    kind,
    message,
    title: options.title,
    duration: options.duration ?? TOAST_DURATION[kind],
    source: options.source ?? focusedForm(),
  };
  // The same notice again, or another from the same form, replaces the one showing.
  const replaced = (t: Toast) =>
    (item.source !== undefined && t.source === item.source) ||
    (t.kind === kind && t.message === message && t.title === item.title);
  toasts = [...toasts.filter((t) => !replaced(t)), item].slice(-4);
  emit();
  void import('./toast-list').then((list) => list.showToastList());
  return item.id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Takes away the notices of one source: its form now says where it stands beside its fields. */
export function dismissToastsFrom(source: object) {
  if (!toasts.some((t) => t.source === source)) return;
  toasts = toasts.filter((t) => t.source !== source);
  emit();
}

/** Shows a notice from anywhere in client code, in the layout's <Toaster /> region. */
export const toast = {
  success: (message: string, options?: ToastOptions) => push('success', message, options),
  error: (message: string, options?: ToastOptions) => push('error', message, options),
  info: (message: string, options?: ToastOptions) => push('info', message, options),
};

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const snapshot = () => toasts;
// One shared empty list: useSyncExternalStore needs a stable server snapshot.
const NO_TOASTS: Toast[] = [];
export const serverSnapshot = () => NO_TOASTS;
