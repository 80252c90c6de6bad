import type { AnalyticsEvent, EventName } from '@costlens/contracts';

/** Sends one analytics event; losing one is acceptable, blocking the UI for one is not. */
export function track(name: EventName, props?: AnalyticsEvent['props']): void {
  const event: AnalyticsEvent = { name, path: location.pathname, props, at: new Date().toISOString() };
  void fetch('/api/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
