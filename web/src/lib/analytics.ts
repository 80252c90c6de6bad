import type { AnalyticsEvent, EventName } from '@costlens/contracts';
import { loadEventQueue } from '../lazy.ts';

/** Records one analytics event through the offline outbox (sent in batches, offline ones when the
 *  connection is back); blocking the UI for one is never acceptable. */
export function track(name: EventName, props?: AnalyticsEvent['props']): void {
  const event: AnalyticsEvent = { name, path: location.pathname, props, at: new Date().toISOString() };
  void loadEventQueue()
    .then(({ queueEvent }) => queueEvent(event))
    .catch(() => undefined);
}
