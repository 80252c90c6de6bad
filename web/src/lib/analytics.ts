import type { AnalyticsEvent, EventName } from '@costlens/contracts';
import { loadEventQueue } from '../lazy.ts';

/** The first seconds of a visit belong to the screen: the outbox (the device store and its code) is not
 *  loaded for analytics before then. Events of those seconds wait in memory; a visit closed before it
 *  may lose its page view, which is cheaper than a slower first screen on every visit. */
export const ANALYTICS_SETTLE_MS = 8_000;

const waiting: AnalyticsEvent[] = [];
let flushing = false;
const startedAt = Date.now();

function flush(): void {
  flushing = false;
  const batch = waiting.splice(0);
  if (batch.length === 0) return;
  void loadEventQueue()
    .then(({ queueEvent }) => Promise.all(batch.map((event) => queueEvent(event))))
    .catch(() => undefined);
}

function flushWhenSettled(): void {
  if (flushing) return;
  flushing = true;
  const wait = Math.max(0, startedAt + ANALYTICS_SETTLE_MS - Date.now());
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(flush, { timeout: 2_000 }) : flush();
  setTimeout(idle, wait);
}

// A page being hidden may never run its timers again: what waits goes to the outbox now.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Records one analytics event through the offline outbox (sent in batches, offline ones when the
 *  connection is back); blocking the UI for one is never acceptable. */
export function track(name: EventName, props?: AnalyticsEvent['props']): void {
  waiting.push({ name, path: location.pathname, props, at: new Date().toISOString() });
  flushWhenSettled();
}
