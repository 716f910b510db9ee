import { useSyncExternalStore, type ReactNode } from 'react';

/** Spec §9: one toast at a time; a new one replaces the one on screen. */
export const TOAST_LIMIT = 1;
/** Spec §9: how long a dismissed toast stays in the store after it closed. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Spec §2/§9: default time on screen. */
export const TOAST_DEFAULT_DURATION = 5000;
/** Spec §2/§9: the Chef's toast stays longer and fades out over 300 ms. */
export const CHEF_TOAST_DURATION = 8000;
export const CHEF_TOAST_FADE_OUT_MS = 300;

export const TOAST_VARIANTS = ['default', 'destructive', 'warning', 'ai-chef'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export type ToastActionOptions = {
  /** Button text; defaults to common "Show Me". */
  label?: string;
  /** What a screen reader user is told to do instead (Radix announces it); defaults to the label. */
  altText?: string;
  onClick: () => void;
};

export type ToastOptions = {
  /** For ai-chef, defaults to common "Chef Says". */
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastActionOptions;
  /** Milliseconds on screen; defaults to 5000, or 8000 for ai-chef. */
  duration?: number;
};

export type ToasterToast = Omit<ToastOptions, 'variant' | 'duration'> & {
  id: string;
  open: boolean;
  variant: ToastVariant;
  duration: number;
};

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (changes: ToastOptions) => void;
};

type State = { toasts: ToasterToast[] };

let state: State = { toasts: [] };
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setState(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

function cancelRemoval(id: string): void {
  const timer = removeTimers.get(id);
  if (timer !== undefined) {
    clearTimeout(timer);
    removeTimers.delete(id);
  }
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setState({ toasts: state.toasts.filter((t) => t.id !== id) });
    }, TOAST_REMOVE_DELAY),
  );
}

function defaultDuration(variant: ToastVariant): number {
  return variant === 'ai-chef' ? CHEF_TOAST_DURATION : TOAST_DEFAULT_DURATION;
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  for (const t of state.toasts) {
    if (id === undefined || t.id === id) scheduleRemoval(t.id);
  }
  setState({
    toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
  });
}

function updateToast(id: string, changes: ToastOptions): void {
  setState({
    toasts: state.toasts.map((t) => {
      if (t.id !== id) return t;
      const variant = changes.variant ?? t.variant;
      const duration = changes.duration ?? (changes.variant ? defaultDuration(variant) : t.duration);
      return { ...t, ...changes, variant, duration };
    }),
  });
}

/** Shows a toast; the one already on screen (if any) is replaced. Callable outside React. */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const variant = options.variant ?? 'default';
  const next: ToasterToast = {
    ...options,
    id,
    open: true,
    variant,
    duration: options.duration ?? defaultDuration(variant),
  };
  const kept = [next, ...state.toasts].slice(0, TOAST_LIMIT);
  for (const old of state.toasts) {
    if (!kept.includes(old)) cancelRemoval(old.id);
  }
  setState({ toasts: kept });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes) => updateToast(id, changes),
  };
}

/** Removes every toast at once, open or closing (sign-out, tests). */
export function clearToasts(): void {
  for (const id of removeTimers.keys()) cancelRemoval(id);
  setState({ toasts: [] });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): State {
  return state;
}

export function useToast(): { toasts: ToasterToast[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}
