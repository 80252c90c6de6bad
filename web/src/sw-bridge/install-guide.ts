/** Whether to show how to install by hand: Safari on iPhone and iPad never offers installation to the page
 *  (no beforeinstallprompt), so the user is told where Apple keeps it, unless the app is already installed. */
export function needsManualInstallGuide(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>, standalone: boolean) {
  if (standalone) return false;
  const ua = nav.userAgent;
  // iPadOS reports itself as a Mac; only its touch screen tells it apart.
  const apple = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  return apple;
}

/** Whether this page runs as the installed app. */
export function runsInstalled(): boolean {
  return (
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches)
  );
}

const DISMISSED_KEY = 'costlens.install-offer-dismissed';

export function installOfferDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissInstallOffer(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Private browsing without storage: the offer comes back on the next visit, nothing is lost.
  }
}
