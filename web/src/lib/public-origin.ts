// The address share links are built on in the page. The server decides it (PUBLIC_ORIGIN, else the address
// the user is on) and says so in every share answer; the page remembers the last one it heard, so a link
// shown again after a reload, or copied from History, is the same one the share dialog gave. Until a share
// answer has said otherwise, it is the address the user is on. Storage is per origin, so a site reached
// under two names keeps one answer for each.
const KEY = 'costlens.public-origin';

/** The origin share links are built on here. */
export function publicOrigin(): string {
  try {
    return localStorage.getItem(KEY) ?? location.origin;
  } catch {
    return location.origin;
  }
}

/** Remembers the origin of a share link the server answered. */
export function rememberPublicOrigin(shareUrl: string): void {
  try {
    const origin = new URL(shareUrl, location.origin).origin;
    if (origin === location.origin) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, origin);
  } catch {
    // No storage (some private modes): links fall back to the address the user is on.
  }
}
