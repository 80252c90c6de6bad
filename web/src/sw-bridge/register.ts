import { registerSW } from 'virtual:pwa-register';
import { create } from 'zustand';
import { toast } from '../app/toast-store.ts';

interface SwState {
  needRefresh: boolean;
  update: (() => Promise<void>) | null;
  dismiss(): void;
}

/** Update state: a new version is offered, never forced (STYLE.md habit 7). */
export const useSwState = create<SwState>((set) => ({
  needRefresh: false,
  update: null,
  dismiss: () => set({ needRefresh: false }),
}));

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh() {
      useSwState.setState({ needRefresh: true, update: () => updateSW(true) });
    },
    onOfflineReady() {
      toast({ title: 'Ready to work offline', description: 'CostLens now opens without a connection.' });
    },
  });
}
