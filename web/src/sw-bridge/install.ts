import { create } from 'zustand';

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** Set when the browser offers installation; null once used, installed, or never offered. */
  offer: BeforeInstallPromptEvent | null;
  install(): Promise<void>;
}

export const useInstallState = create<InstallState>((set, get) => ({
  offer: null,
  install: async () => {
    const offer = get().offer;
    if (!offer) return;
    // The event can prompt only once.
    set({ offer: null });
    await offer.prompt();
    await offer.userChoice;
  },
}));

/** Keeps the browser's install offer for the 'Install app' button instead of its mini-infobar. */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallState.setState({ offer: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallState.setState({ offer: null }));
}
