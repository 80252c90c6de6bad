// Analytics ride the outbox too: an event made offline is sent when the connection is back (in
// batches of up to 100 per request). Events are at-least-once: the events API keeps no keys.
import type { AnalyticsEvent } from '@costlens/contracts';
import { ENDPOINTS } from '@costlens/contracts/endpoints';
import { enqueue } from '@costlens/offline';
import { replayNow } from './replayer.ts';

/** Events made within this window go out together. */
export const EVENT_BATCH_DELAY_MS = 2000;
let flush: ReturnType<typeof setTimeout> | null = null;

/** Queues one event; never throws (losing an analytics event must not break a screen). */
export async function queueEvent(event: AnalyticsEvent): Promise<void> {
  try {
    await enqueue({ kind: 'event', request: { method: 'POST', url: ENDPOINTS.events.path, body: event } });
  } catch {
    return;
  }
  flush ??= setTimeout(() => {
    flush = null;
    void replayNow();
  }, EVENT_BATCH_DELAY_MS);
}
