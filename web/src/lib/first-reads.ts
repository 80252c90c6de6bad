/**
 * Answers the server wrote into the page along with its first view (the community list's first page),
 * as `<script type="application/json" data-first-read="<address>">` blocks. The app's first request
 * for the same address takes that answer instead of asking the network again, so its first render shows
 * what the page already showed. Each is taken once: later requests ask the server.
 */
export function takeFirstRead(url: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const block of document.querySelectorAll<HTMLScriptElement>(
    'script[type="application/json"][data-first-read]',
  )) {
    if (block.dataset.firstRead !== url) continue;
    block.remove();
    return block.textContent;
  }
  return null;
}
