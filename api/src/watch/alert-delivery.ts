/** Sends a check's alerts to every installed app of the watch's device: one push per alert per
 *  subscription; a subscription the push service calls gone (404/410) is removed at once. */
import type { WatchPushPayload } from '@costlens/contracts';
import type { Database } from '../db/database.ts';
import { deletePushSubscription, markPushSent, pushSubscriptionsOf } from '../db/push-subscriptions.ts';
import { markAlertsPushed } from '../db/watch-alerts.ts';
import type { AlertRow } from '../db/watch-alerts.ts';
import type { PushSender } from './push-sender.ts';

/** Where a notification leads: the watch on the Watching screen. */
export const watchPath = (watchId: string) => `/watching/${encodeURIComponent(watchId)}`;

export function alertPayload(alert: Pick<AlertRow, 'watch_id' | 'message'>, watchTitle: string): WatchPushPayload {
  return {
    title: `Price alert: ${watchTitle}`.slice(0, 120),
    body: alert.message,
    url: watchPath(alert.watch_id),
    tag: `watch-${alert.watch_id}`,
  };
}

export interface DeliveryReport {
  sent: number;
  gone: number;
  failed: number;
}

export async function deliverAlerts(
  { database, push, now }: { database: Database; push: PushSender; now: () => number },
  deviceId: string,
  watchTitle: string,
  alerts: readonly AlertRow[],
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, gone: 0, failed: 0 };
  if (alerts.length === 0) return report;
  const subscriptions = await pushSubscriptionsOf(database, deviceId);
  const pushed = new Set<string>();
  for (const sub of subscriptions) {
    for (const alert of alerts) {
      const outcome = await push.send(sub, alertPayload(alert, watchTitle));
      report[outcome]++;
      if (outcome === 'gone') {
        await deletePushSubscription(database, sub.endpoint);
        break;
      }
      if (outcome === 'sent') {
        pushed.add(alert.id);
        await markPushSent(database, sub.endpoint, now());
      }
    }
  }
  await markAlertsPushed(database, [...pushed], now());
  return report;
}
