import type { AnalyticsEvent, EventName } from '@costlens/contracts';

/** Records one analytics event through the offline outbox (sent in batches, offline ones when the
 *  connection is back); blocking the UI for one is never acceptable. */
export function track(name: EventName, props?: AnalyticsEvent['props']): void {
  const event: AnalyticsEvent = { name, path: location.pathname, props, at: new Date().toISOString() };
  void import('../sync/events.ts').then(({ queueEvent }) => queueEvent(event)).catch(() => undefined);
}
