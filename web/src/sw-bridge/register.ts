import { registerSW } from 'virtual:pwa-register';
import { create } from 'zustand';
import { toast } from '../lib/toasts.ts';
import { listenForInstallOffer } from './install.ts';
import { listenToServiceWorker } from './messages.ts';

interface SwState {
  needRefresh: boolean;
  update: (() => Promise<void>) | null;
  dismiss(): void;
}

/** Which build is running (`VITE_APP_VERSION` at build time); an update changes it. */
export const APP_VERSION = import.meta.env.VITE_APP_VERSION ?? 'dev';

/** Update state: a new version is offered, never forced. */
export const useSwState = create<SwState>((set) => ({
  needRefresh: false,
  update: null,
  dismiss: () => set({ needRefresh: false }),
}));

export function registerServiceWorker(): void {
  document.documentElement.dataset.appVersion = APP_VERSION;
  listenForInstallOffer();
  if (!('serviceWorker' in navigator)) return;
  listenToServiceWorker();
  // workbox-window underneath: a new worker waits until the user accepts; `updateSW(true)` then sends
  // SKIP_WAITING and reloads once the new worker controls the page.
  const updateSW = registerSW({
    onNeedRefresh() {
      useSwState.setState({ needRefresh: true, update: () => updateSW(true) });
    },
    onOfflineReady() {
      // A passing notice: it must not push 'Analysis Complete' or an error off the screen (one toast at a time).
      toast({
        title: 'Ready to work offline',
        description: 'CostLens now opens without a connection.',
        unlessBusy: true,
      });
    },
    onRegisteredSW(_url, registration) {
      // An app left open for days still hears of new versions: look when it comes back to the front.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible' && navigator.onLine)
          void registration?.update().catch(() => undefined);
      });
    },
  });
}
