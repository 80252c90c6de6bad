import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive';
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

/** One toast at a time, shown for 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

interface ToastState {
  toasts: Toast[];
  /** `unlessBusy`: a passing notice that is dropped (answer 0) rather than replace a toast on screen. */
  show(t: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant; unlessBusy?: boolean }): number;
  dismiss(id: number): void;
}

let nextId = 1;
export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: (t) => {
    if (t.unlessBusy && get().toasts.length > 0) return 0;
    const id = nextId++;
    const next: Toast = { id, title: t.title, description: t.description, variant: t.variant ?? 'default' };
    set((s) => ({ toasts: [next, ...s.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((x) => x.id !== id) })),
}));

/** Shows a toast from anywhere (event handlers, mutations). */
export function toast(t: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  unlessBusy?: boolean;
}): number {
  return useToastStore.getState().show(t);
}
