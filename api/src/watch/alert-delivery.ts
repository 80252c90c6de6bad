/**
 * Pushes a check's alerts to every installed app of the watch's device, off the check: the check stores
 * its alerts and queues one push per alert per subscription; the push queue (its own, see
 * jobs/scheduler.ts) hands them to lanes fair by device (push-lanes.ts). A first try has a short deadline
 * (PUSH_FIRST_TIMEOUT_MS: a push service answers in well under a second), a later one the longer
 * PUSH_TIMEOUT_MS. A push that fails is tried again after a back-off (PUSH_RETRY_S, doubled each time); a
 * subscription whose pushes fail PUSH_ATTEMPTS times in a row is removed, one that never took a push after
 * PUSH_NEW_ATTEMPTS, and one the push service calls gone (404/410) at once. The alert stays listed in the
 * app whatever happens.
 */
import { createHash } from 'node:crypto';
import type { WatchPushPayload } from '@costlens/contracts';
import type { AppDeps } from '../app-types.ts';
import {
  countPushFailure,
  deletePushSubscription,
  findPushSubscription,
  markPushSent,
  pushSubscriptionsOf,
} from '../db/push-subscriptions.ts';
import { findAlertWithTitle, markAlertsPushed } from '../db/watch-alerts.ts';
import type { AlertRow } from '../db/watch-alerts.ts';
import type { QueuedJob } from '../jobs/job-queue.ts';
import type { PushSender } from './push-sender.ts';

export const PUSH_QUEUE = 'watch-push';

/** One push of one alert to one subscription; `attempt` counts from 1. */
export interface PushJob {
  alertId: string;
  endpoint: string;
  attempt: number;
  /** The subscription's device, whose lane the push waits in (absent on jobs queued before lanes). */
  deviceId?: string;
}

/** Where a check hands its alerts to be pushed (the process's push queue). */
export interface AlertPushes {
  push(deviceId: string, alertIds: readonly string[]): Promise<void>;
}

// The scheduler of a process puts its push queue here, so checks the routes run push through it too.
declare module '../app-types.ts' {
  interface AppDeps {
    alertPushes?: AlertPushes;
  }
}

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

/** A job's key: one push per alert, subscription and attempt (an endpoint is long: hashed). */
export function pushJob(job: PushJob, delayMs?: number): QueuedJob<PushJob> {
  const endpoint = createHash('sha256').update(job.endpoint).digest('base64url').slice(0, 22);
  return { key: `${job.alertId}:${endpoint}:${job.attempt}`, data: job, ...(delayMs ? { delayMs } : {}) };
}

/** The jobs for a device's new alerts: one per alert per subscription the device has now. */
export async function pushJobsFor(
  database: AppDeps['database'],
  deviceId: string,
  alertIds: readonly string[],
): Promise<QueuedJob<PushJob>[]> {
  if (alertIds.length === 0) return [];
  const subscriptions = await pushSubscriptionsOf(database, deviceId);
  return subscriptions.flatMap((sub) =>
    alertIds.map((alertId) => pushJob({ alertId, endpoint: sub.endpoint, attempt: 1, deviceId })),
  );
}

/** What became of one push: done (sent, or nothing left to send to), or to be tried again later. */
export type DeliveryStep = { done: PushOutcomeWord } | { retry: QueuedJob<PushJob> };
type PushOutcomeWord = 'sent' | 'gone' | 'dropped' | 'nothing_to_send';

/** Runs one push job: sends it, and records what the push service said. */
export function alertDelivery(deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'logger'>, push: PushSender) {
  const { database, clock, config, logger } = deps;
  return async function deliver(job: PushJob): Promise<DeliveryStep> {
    const [subscription, alert] = await Promise.all([
      findPushSubscription(database, job.endpoint),
      findAlertWithTitle(database, job.alertId),
    ]);
    // Unsubscribed, removed, or the watch deleted meanwhile.
    if (!subscription || !alert || subscription.device_id !== alert.device_id) return { done: 'nothing_to_send' };
    const deadlineMs = job.attempt === 1 ? config.PUSH_FIRST_TIMEOUT_MS : config.PUSH_TIMEOUT_MS;
    const result = await push.send(subscription, alertPayload(alert, alert.watch_title), { deadlineMs });
    const service = new URL(job.endpoint).host;
    if (result.outcome === 'sent') {
      await markPushSent(database, job.endpoint, clock.now());
      await markAlertsPushed(database, [alert.id], clock.now());
      return { done: 'sent' };
    }
    if (result.outcome === 'gone') {
      await deletePushSubscription(database, job.endpoint);
      logger.info('push subscription removed: gone', { service, status: result.status, detail: result.detail });
      return { done: 'gone' };
    }
    const failures = await countPushFailure(database, job.endpoint);
    if (failures === null) return { done: 'nothing_to_send' };
    // A subscription that never took a push is most likely no one's app: it is given fewer tries.
    const tries = subscription.last_sent_at === null ? config.PUSH_NEW_ATTEMPTS : config.PUSH_ATTEMPTS;
    if (failures >= tries) {
      await deletePushSubscription(database, job.endpoint);
      logger.warn('push subscription removed: its pushes kept failing', {
        service,
        failures,
        status: result.status,
        detail: result.detail,
      });
      return { done: 'dropped' };
    }
    logger.info('push failed; tried again later', {
      service,
      attempt: job.attempt,
      status: result.status,
      detail: result.detail,
    });
    const delayMs = config.PUSH_RETRY_S * 1000 * 2 ** (job.attempt - 1);
    return { retry: pushJob({ ...job, attempt: job.attempt + 1 }, delayMs) };
  };
}
