import type { AnalyticsEvent, EventName } from '@costlens/contracts';
import { ENDPOINTS } from '@costlens/contracts/endpoints';
import { EVENTS_PER_REQUEST } from '@costlens/contracts/limits';
import { loadEventQueue } from '../lazy.ts';

/** The first seconds of a visit belong to the screen: no analytics request is made before then. Events of
 *  those seconds wait in memory; a visit closed before it may lose its page view, which is cheaper than a
 *  slower first screen on every visit. */
export const ANALYTICS_SETTLE_MS = 8_000;

const waiting: AnalyticsEvent[] = [];
let flushing = false;
const startedAt = Date.now();

/** Online, a batch goes straight to the API: loading the device store and the contracts' schemas (the
 *  outbox's code) for a page view was the largest task of a visit's first ten seconds. Only a batch that
 *  could not be sent (offline, or the server busy or down) is kept in the outbox, to go when it can.
 *  Events are at-least-once and keep no keys, so both ways deliver the same; a refused batch is dropped,
 *  as the outbox drops it. */
async function send(batch: AnalyticsEvent[]): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new Error('offline');
  const res = await fetch(ENDPOINTS.events.path, {
    method: ENDPOINTS.events.method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ events: batch }),
    credentials: 'include',
    keepalive: true,
  });
  if (res.status >= 500 || res.status === 429) throw new Error('not taken now');
}

async function keep(batch: AnalyticsEvent[]): Promise<void> {
  const { queueEvent } = await loadEventQueue();
  await Promise.all(batch.map((event) => queueEvent(event)));
}

function flush(): void {
  flushing = false;
  const events = waiting.splice(0);
  for (let i = 0; i < events.length; i += EVENTS_PER_REQUEST) {
    const batch = events.slice(i, i + EVENTS_PER_REQUEST);
    void send(batch)
      .catch(() => keep(batch))
      .catch(() => undefined);
  }
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

/** Records one analytics event (sent in batches; through the offline outbox when it cannot go now, so
 *  offline ones go when the connection is back); blocking the UI for one is never acceptable. */
export function track(name: EventName, props?: AnalyticsEvent['props']): void {
  waiting.push({ name, path: location.pathname, props, at: new Date().toISOString() });
  flushWhenSettled();
}
