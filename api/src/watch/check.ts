/**
 * One check of one watch, start to end: claim it (so one process checks it), keep the per-site interval,
 * read the price, store it exactly as seen, run the rules, store their alerts, and queue their pushes (the
 * push queue sends them, never the check: a push service that is slow or hostile holds no check). Whatever
 * happens, the watch leaves with its next check set: on its interval, later after failures, at the site's
 * next free slot when the site was read too recently (or slowly, or failed), when this process's or the
 * site's budget of reads has room again, after midnight UTC when the day's paid searches are spent, or in
 * WATCH_DEVICE_IDLE_DAYS when its device has been away that long (paused until the device comes back). The
 * observation, the alerts and the new rule states are written in one transaction, and only by the holder
 * of the claim.
 */
import type { AlertRow } from '../db/watch-alerts.ts';
import { insertAlerts } from '../db/watch-alerts.ts';
import { insertObservation, latestObservations, priceWindow } from '../db/watch-observations.ts';
import { claimHostSlot, reportSiteRead } from '../db/watch-hosts.ts';
import { claimWatchCheck, findWatchById, finishWatchCheck } from '../db/watches.ts';
import type { WatchCheckPatch, WatchRow } from '../db/watches.ts';
import type { AppDeps } from '../app-types.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { randomId } from '../lib/ids.ts';
import { ProviderError } from '../providers/errors.ts';
import { PageFetchError } from '../providers/product-page/page-fetch-error.ts';
import { pageReadingPool } from '../providers/product-page/page-reading.ts';
import type { CallFor } from '../providers/vendor-meter.ts';
import { evaluateRules, LOW_WINDOW_DAYS } from '@costlens/domain';
import type { WatchStatus } from '@costlens/contracts';
// Brings in AppDeps's `alertPushes`, where the checks hand their alerts.
import type {} from './alert-delivery.ts';
import { nextCheckDelay } from './backoff.ts';
import { readOffersPrice, readPagePrice } from './price-sources.ts';
import type { PriceReading } from './price-sources.ts';
import { parseRules } from './view.ts';
import { spendSchedulerSearch } from './scheduler-budget.ts';
import { processReadBudget, siteKey } from './site-budget.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A claimed check that has not finished by then is presumed dead (its process crashed): the watch falls
 *  due again. Far longer than a check can take (a 10 s fetch and a 5 s read). */
export const CHECK_LEASE_MS = 2 * 60 * 1000;
/** A check put off because every page reader of this process was taken is tried again this much later. */
const BUSY_RETRY_MS = 60 * 1000;

/** A check the scheduler runs when it falls due, or one a client asked for now (its paid searches count
 *  against that client's own daily budget). */
export type CheckTrigger = { kind: 'scheduled'; due: number } | ({ kind: 'now' } & CallFor);

export type CheckResult =
  | { outcome: 'skipped' }
  | { outcome: 'deferred'; until: number }
  | { outcome: 'observed'; alerts: number }
  | { outcome: 'no_price' }
  | { outcome: 'failed'; message: string }
  | { outcome: 'budget'; until: number }
  | { outcome: 'paused'; until: number };

export interface WatchChecker {
  check(watchId: string, trigger: CheckTrigger): Promise<CheckResult>;
}

type CheckDeps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'logger' | 'providers' | 'alertPushes'>;

export function watchChecker(deps: CheckDeps): WatchChecker {
  const { database, clock, config, logger, providers } = deps;
  const reading = pageReadingPool({
    workers: config.PAGE_READ_WORKERS,
    maxWaiting: config.PAGE_READ_WAITING,
    timeLimitMs: config.PAGE_READ_TIME_LIMIT_MS,
  });
  const timing = { intervalMs: config.WATCH_INTERVAL_S * 1000, maxBackoffMs: config.WATCH_MAX_BACKOFF_S * 1000 };
  const siteIntervalMs = config.WATCH_SITE_INTERVAL_S * 1000;
  const idleMs = config.WATCH_DEVICE_IDLE_DAYS * DAY_MS;
  const processReads = processReadBudget(config.WATCH_PROCESS_FETCHES_PER_MINUTE);

  /** The status columns: `since` moves only when the status changes. */
  const status = (watch: WatchRow, next: WatchStatus, message: string | null, now: number) => ({
    status: next,
    status_message: message,
    status_since: watch.status === next && watch.status_since !== null ? watch.status_since : now,
  });

  const finish = (watch: WatchRow, token: string, patch: WatchCheckPatch) =>
    finishWatchCheck(database.db, watch.id, token, patch);

  async function read(watch: WatchRow, trigger: CheckTrigger, onFetched?: (ms: number) => void): Promise<PriceReading> {
    if (watch.source === 'page') {
      const [last] = await latestObservations(database, watch.id, 1);
      const lastPrice = last ? { price: Number(last.price), currency: last.currency } : null;
      return readPagePrice(watch, lastPrice, { reading, allowPrivate: config.FETCH_ALLOW_PRIVATE, onFetched });
    }
    if (!providers.shopping.configured) {
      throw new ProviderError('not_configured', 'Price search is not configured on this server.');
    }
    // A check the user asked for is metered against the user's own budget by the transport.
    if (trigger.kind === 'scheduled') await spendSchedulerSearch(deps);
    return readOffersPrice(watch, providers.shopping, trigger.kind === 'now' ? { client: trigger.client } : {});
  }

  /** Stores a price and what the rules made of it; false when the claim was lost. */
  async function record(watch: WatchRow, token: string, reading: Extract<PriceReading, { kind: 'price' }>) {
    const seenAt = clock.now();
    const [previous] = await latestObservations(database, watch.id, 1);
    const window = await priceWindow(database, watch.id, reading.currency, seenAt - LOW_WINDOW_DAYS * DAY_MS, seenAt);
    const { rules, states } = parseRules(watch);
    const outcome = evaluateRules(rules, states, {
      price: reading.price,
      currency: reading.currency,
      at: seenAt,
      previous: previous
        ? { price: Number(previous.price), currency: previous.currency, at: Number(previous.observed_at) }
        : null,
      windowLow: window.low,
      firstSeenAt: window.firstSeenAt ?? seenAt,
    });
    const alerts: AlertRow[] = outcome.alerts.map((a) => ({
      id: randomId(),
      watch_id: watch.id,
      device_id: watch.device_id,
      rule: a.rule,
      message: a.message,
      price: a.price,
      currency: a.currency,
      created_at: seenAt,
      read_at: null,
      pushed_at: null,
    }));
    const title = watch.title === watch.url && reading.name ? reading.name.slice(0, 300) : watch.title;
    const kept = await database.db.transaction().execute(async (trx) => {
      const mine = await finishWatchCheck(trx, watch.id, token, {
        title,
        currency: reading.currency,
        rule_states: JSON.stringify(outcome.states),
        ...status(watch, 'ok', null, seenAt),
        failures: 0,
        etag: reading.validators.etag,
        last_modified: reading.validators.lastModified,
        last_checked_at: seenAt,
        next_check_at: seenAt + timing.intervalMs,
      });
      if (!mine) return false;
      await insertObservation(trx, {
        id: randomId(),
        watch_id: watch.id,
        price: reading.price,
        currency: reading.currency,
        retailer: reading.retailer,
        url: reading.url,
        source: watch.source,
        not_modified: reading.notModified ? 1 : 0,
        observed_at: seenAt,
      });
      await insertAlerts(trx, alerts);
      return true;
    });
    return { kept, alerts, title };
  }

  /** Put off without a read: the watch's status stays as it was. */
  async function defer(watch: WatchRow, token: string, until: number) {
    await finish(watch, token, { next_check_at: until });
    return { outcome: 'deferred', until } as const;
  }

  /** A page read's turn: this process's budget (scheduled reads), the site's slot and its day's budget. */
  async function takeTurn(site: string, trigger: CheckTrigger, now: number): Promise<number | null> {
    if (trigger.kind === 'scheduled') {
      const turn = processReads.take(now);
      if (!turn.ok) return turn.until;
    }
    const slot = await claimHostSlot(database, site, now, siteIntervalMs);
    if (!slot.claimed) return slot.nextAt;
    const day = await hitRateLimit(
      database,
      `watch-site:${site}`,
      { limit: config.WATCH_SITE_FETCHES_PER_DAY, windowMs: DAY_MS },
      now,
    );
    return day.allowed ? null : now + day.retryAfterSeconds * 1000;
  }

  async function run(watch: WatchRow, token: string, trigger: CheckTrigger) {
    const now = clock.now();
    const site = watch.source === 'page' ? siteKey(watch.url!) : null;
    if (site) {
      const wait = await takeTurn(site, trigger, now);
      if (wait !== null) return defer(watch, token, wait);
    }
    let reading: PriceReading;
    let fetchMs = 0;
    const spacing = { intervalMs: siteIntervalMs, maxBackoffMs: timing.maxBackoffMs };
    try {
      reading = await read(watch, trigger, (ms) => (fetchMs = ms));
    } catch (err) {
      // The site failed us (not our own readers): its spacing grows.
      if (site && err instanceof PageFetchError)
        await reportSiteRead(database, site, { bad: true, now: clock.now(), ...spacing });
      return failed(watch, token, err);
    }
    if (site) {
      await reportSiteRead(database, site, { bad: fetchMs > config.WATCH_SLOW_SITE_MS, now: clock.now(), ...spacing });
    }
    if (reading.kind === 'no_price') {
      const seenAt = clock.now();
      const [last] = await latestObservations(database, watch.id, 1);
      const message =
        watch.source === 'offers'
          ? 'No retailer listed a price for this product at the last check.'
          : last
            ? 'The page no longer shows a price.'
            : 'The page shows no price we can read.';
      await finish(watch, token, {
        ...status(watch, 'no_price', message, seenAt),
        failures: 0,
        etag: reading.validators.etag,
        last_modified: reading.validators.lastModified,
        last_checked_at: seenAt,
        next_check_at: seenAt + timing.intervalMs,
      });
      return { outcome: 'no_price' } as const;
    }
    const { kept, alerts } = await record(watch, token, reading);
    if (!kept) return { outcome: 'skipped' } as const;
    if (alerts.length && deps.alertPushes) {
      try {
        await deps.alertPushes.push(
          watch.device_id,
          alerts.map((a) => a.id),
        );
      } catch (err) {
        // The alerts are stored and listed in the app; a push that could not be queued is not a failed check.
        logger.warn('watch alerts not queued for push', { watch: watch.id, err: String(err) });
      }
    }
    return { outcome: 'observed', alerts: alerts.length } as const;
  }

  async function failed(watch: WatchRow, token: string, err: unknown): Promise<CheckResult> {
    const now = clock.now();
    if (err instanceof ProviderError && err.code === 'daily_limit') {
      const until = now + (err.opts.retryAfterSeconds ?? 3600) * 1000;
      const message = "Today's price searches are used up; the next check is after midnight UTC.";
      await finish(watch, token, { ...status(watch, 'budget', message, now), next_check_at: until });
      return { outcome: 'budget', until };
    }
    if (err instanceof ProviderError && err.code === 'busy' && watch.source === 'page') {
      // Our own page readers were all taken: nothing is wrong with the site.
      await finish(watch, token, { next_check_at: now + BUSY_RETRY_MS });
      return { outcome: 'deferred', until: now + BUSY_RETRY_MS };
    }
    if (!(err instanceof PageFetchError) && !(err instanceof ProviderError)) {
      logger.error('watch check failed', { watch: watch.id, err: String(err) });
    }
    const message =
      err instanceof PageFetchError
        ? err.message
        : err instanceof ProviderError && err.code === 'not_configured'
          ? err.message
          : err instanceof ProviderError
            ? 'The price search is unavailable right now; the watch will try again.'
            : 'The check failed on this server; the watch will try again.';
    const failures = watch.failures + 1;
    await finish(watch, token, {
      ...status(watch, 'failing', message, now),
      failures,
      last_checked_at: now,
      next_check_at: now + nextCheckDelay(failures, timing),
    });
    return { outcome: 'failed', message };
  }

  return {
    // A check runs to its end even when the user who asked for it leaves: it is bounded by the page's
    // time limits, and its result is what the next visit shows.
    async check(watchId, trigger) {
      const now = clock.now();
      const token = randomId();
      const claimed = await claimWatchCheck(database, watchId, {
        due: trigger.kind === 'scheduled' ? trigger.due : null,
        now,
        token,
        leaseUntil: now + CHECK_LEASE_MS,
      });
      if (!claimed) return { outcome: 'skipped' };
      const watch = await findWatchById(database, watchId);
      if (!watch) return { outcome: 'skipped' };
      if (trigger.kind === 'scheduled' && now - Number(watch.device_seen_at) > idleMs) {
        // Nobody has looked at this watch for long: no site is read for it until its device comes back.
        const message = `Paused: this device hasn't opened its price watches since ${longDate(Number(watch.device_seen_at))}. Checks start again when it does.`;
        await finish(watch, token, { ...status(watch, 'paused', message, now), next_check_at: now + idleMs });
        return { outcome: 'paused', until: now + idleMs };
      }
      try {
        return await run(watch, token, trigger);
      } catch (err) {
        return failed(watch, token, err);
      }
    },
  };
}

/** "November 23, 2026", as the watch's words say a day. */
export function longDate(ms: number): string {
  return new Date(ms).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
