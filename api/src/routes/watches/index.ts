/**
 * Price watches, their alerts and the push subscriptions of the installed app, all per device. Creating a
 * watch reads its price at once (the first observation); "Check now" reads it again, no sooner than the
 * site's interval allows; the scheduler (api/src/jobs) does the rest. New watches and push subscriptions
 * are limited per address and per device in routes/endpoint-limits.ts; opening the watches notes that the
 * device is still here (its paused watches resume).
 */
import {
  CreateWatchRequest,
  PushSubscriptionRequest,
  PushUnsubscribeRequest,
  ReadWatchAlertsRequest,
  UpdateWatchRequest,
  WatchRules,
} from '@costlens/contracts';
import type { Watch } from '@costlens/contracts';
import { statesForRules } from '@costlens/domain';
import type { AppDeps } from '../../app-types.ts';
import { addPushSubscription, deletePushSubscription } from '../../db/push-subscriptions.ts';
import { listAlerts, markAlertsRead, unreadByWatch } from '../../db/watch-alerts.ts';
import { latestObservations, observationsSince } from '../../db/watch-observations.ts';
import {
  countWatches,
  deleteWatch,
  findWatch,
  insertWatch,
  listWatches,
  noteDeviceSeen,
  updateWatchRules,
} from '../../db/watches.ts';
import type { WatchRow } from '../../db/watches.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { callerOf } from '../../http/provider-call.ts';
import { idempotent, idempotentRowId } from '../../http/idempotency.ts';
import { limitPerIp } from '../../http/rate-limit.ts';
import { readJson } from '../../http/validate.ts';
import { ID_PATTERN, randomId } from '../../lib/ids.ts';
import { longDate, watchChecker } from '../../watch/check.ts';
import { pushSender } from '../../watch/push-sender.ts';
import { checkPushEndpoint, validAuthSecret, validP256dh } from '../../watch/push-services.ts';
import { alertView, observationView, parseRules, watchView } from '../../watch/view.ts';
import type { Routes } from '../route-table.ts';
import { refuseRulesThatCannotFire } from './rules.ts';
import { watchTarget } from './targets.ts';

const NOT_FOUND = 'Watch not found';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The price history a watch answers: a year, at most this many prices (a check every 6 hours is 1,460). */
export const HISTORY_DAYS = 365;
export const HISTORY_MAX_POINTS = 2_000;
export const ALERTS_LISTED = 100;
/** What a watch alerts on when the request names no rules. */
export const DEFAULT_RULES = WatchRules.parse({ lowest30Days: true });

type WatchEndpoint =
  | 'listWatches'
  | 'createWatch'
  | 'getWatch'
  | 'updateWatch'
  | 'deleteWatch'
  | 'checkWatch'
  | 'listWatchAlerts'
  | 'readWatchAlerts'
  | 'pushKey'
  | 'subscribePush'
  | 'unsubscribePush';

export function watchRoutes(deps: AppDeps): Routes<WatchEndpoint> {
  const { database, clock, config } = deps;
  const checker = watchChecker(deps);
  const push = pushSender(deps);
  // Reading a page costs what reading one for "Find Similar" does, and counts in the same window.
  const pages = limitPerIp(deps, 'product', (s) => s.productPerIp);
  const once = idempotent(deps);

  const owned = async (deviceId: string, id: string): Promise<WatchRow> => {
    const watch = ID_PATTERN.test(id) ? await findWatch(database, deviceId, id) : undefined;
    if (!watch) throw notFound(NOT_FOUND);
    return watch;
  };
  const view = async (watch: WatchRow): Promise<Watch> => {
    const [latest, unread] = await Promise.all([
      latestObservations(database, watch.id, 2),
      unreadByWatch(database, watch.device_id),
    ]);
    return watchView(watch, latest, unread.get(watch.id) ?? 0);
  };
  const fresh = async (deviceId: string, id: string) => view(await owned(deviceId, id));
  const seen = (deviceId: string) =>
    noteDeviceSeen(
      database,
      deviceId,
      clock.now(),
      (since) => `Paused while this device was away (since ${longDate(since)}); checking again now.`,
    );

  return {
    listWatches: {
      handle: async (c) => {
        const deviceId = c.get('deviceId');
        await seen(deviceId);
        const [rows, unread] = await Promise.all([listWatches(database, deviceId), unreadByWatch(database, deviceId)]);
        const watches = await Promise.all(
          rows.map(async (w) => watchView(w, await latestObservations(database, w.id, 2), unread.get(w.id) ?? 0)),
        );
        return c.json({ watches });
      },
    },

    createWatch: {
      // A watch made offline is queued and sent again until an answer arrives: the first answer is replayed.
      use: [once, pages],
      handle: async (c) => {
        const deviceId = c.get('deviceId');
        const body = await readJson(c, CreateWatchRequest);
        refuseRulesThatCannotFire(body.rules);
        const target = await watchTarget(body, deps);
        if ((await countWatches(database, deviceId)) >= config.WATCHES_PER_DEVICE) {
          throw conflict(
            `This device watches ${config.WATCHES_PER_DEVICE} products, the most it may; stop watching one first.`,
          );
        }
        const now = clock.now();
        const rules = body.rules ?? DEFAULT_RULES;
        const { watch, created } = await insertWatch(database, {
          // Derived from the key when there is one, so a replay after a crash finds the same row.
          id: idempotentRowId(c) ?? randomId(),
          device_id: deviceId,
          source: target.source,
          dedupe_key: target.dedupeKey,
          title: body.title ?? target.defaultTitle,
          url: target.url,
          host: target.host,
          query: target.query,
          upc: target.upc,
          currency: null,
          rules: JSON.stringify(rules),
          rule_states: JSON.stringify(statesForRules(rules, null, {})),
          status: 'pending',
          status_message: null,
          status_since: now,
          failures: 0,
          etag: null,
          last_modified: null,
          next_check_at: now,
          check_token: null,
          last_checked_at: null,
          created_at: now,
          device_seen_at: now,
        });
        // The first price is read now, so the watch opens with it (or says why there is none).
        if (created) await checker.check(watch.id, { kind: 'now', ...callerOf(c, deps.config.TRUST_PROXY) });
        return c.json({ watch: await fresh(deviceId, watch.id) }, created ? 201 : 200);
      },
    },

    getWatch: {
      handle: async (c) => {
        await seen(c.get('deviceId'));
        const watch = await owned(c.get('deviceId'), c.req.param('id'));
        const since = clock.now() - HISTORY_DAYS * DAY_MS;
        const [observations, alerts, shown] = await Promise.all([
          observationsSince(database, watch.id, since, HISTORY_MAX_POINTS),
          listAlerts(database, watch.device_id, { watchId: watch.id, limit: ALERTS_LISTED }),
          view(watch),
        ]);
        return c.json({ watch: shown, observations: observations.map(observationView), alerts: alerts.map(alertView) });
      },
    },

    updateWatch: {
      handle: async (c) => {
        const deviceId = c.get('deviceId');
        const watch = await owned(deviceId, c.req.param('id'));
        const body = await readJson(c, UpdateWatchRequest);
        refuseRulesThatCannotFire(body.rules);
        const before = parseRules(watch);
        await updateWatchRules(database, deviceId, watch.id, {
          rules: JSON.stringify(body.rules),
          rule_states: JSON.stringify(statesForRules(body.rules, before.rules, before.states)),
          ...(body.title ? { title: body.title } : {}),
        });
        return c.json({ watch: await fresh(deviceId, watch.id) });
      },
    },

    deleteWatch: {
      handle: async (c) => {
        const id = c.req.param('id');
        if (!ID_PATTERN.test(id) || !(await deleteWatch(database, c.get('deviceId'), id))) throw notFound(NOT_FOUND);
        return c.json({ success: true as const });
      },
    },

    checkWatch: {
      use: [pages],
      handle: async (c) => {
        const deviceId = c.get('deviceId');
        const watch = await owned(deviceId, c.req.param('id'));
        const result = await checker.check(watch.id, { kind: 'now', ...callerOf(c, deps.config.TRUST_PROXY) });
        if (result.outcome === 'skipped') {
          throw conflict('This watch is being checked right now; its price shows in a moment.');
        }
        // Deferred: the site was read moments ago; the check runs at its next slot (202, not done yet).
        return c.json({ watch: await fresh(deviceId, watch.id) }, result.outcome === 'deferred' ? 202 : 200);
      },
    },

    listWatchAlerts: {
      handle: async (c) => {
        const deviceId = c.get('deviceId');
        await seen(deviceId);
        const rows = await listAlerts(database, deviceId, { limit: ALERTS_LISTED });
        const unread = [...(await unreadByWatch(database, deviceId)).values()].reduce((a, b) => a + b, 0);
        return c.json({ alerts: rows.map(alertView), unread });
      },
    },

    readWatchAlerts: {
      handle: async (c) => {
        const { ids } = await readJson(c, ReadWatchAlertsRequest);
        await markAlertsRead(database, c.get('deviceId'), ids, clock.now());
        return c.json({ success: true as const });
      },
    },

    pushKey: {
      handle: async (c) => c.json({ publicKey: await push.publicKey() }),
    },

    subscribePush: {
      handle: async (c) => {
        const body = await readJson(c, PushSubscriptionRequest);
        const endpoint = checkPushEndpoint(body.endpoint, config.TEST_ONLY_PUSH_SERVICE);
        if (!endpoint.ok) throw badRequest(`endpoint: ${endpoint.why}`, 'endpoint');
        if (!validP256dh(body.keys.p256dh)) {
          throw badRequest('keys.p256dh: not a browser push key (a 65-byte P-256 point)', 'keys.p256dh');
        }
        if (!validAuthSecret(body.keys.auth)) {
          throw badRequest('keys.auth: not a browser push secret (16 bytes)', 'keys.auth');
        }
        const deviceId = c.get('deviceId');
        const outcome = await addPushSubscription(
          database,
          {
            endpoint: body.endpoint,
            device_id: deviceId,
            p256dh: body.keys.p256dh,
            auth: body.keys.auth,
            created_at: clock.now(),
          },
          config.PUSH_SUBSCRIPTIONS_PER_DEVICE,
        );
        if (outcome === 'another_device') {
          // Another device holds it (this browser's cookie was cleared, or a client posted someone else's
          // address): it stays there; the app makes a new subscription and sends that (field: endpoint).
          throw conflict(
            'These notifications belong to an earlier visit of this browser; set them up again.',
            'endpoint',
          );
        }
        if (outcome === 'device_full') {
          throw conflict(
            `Price alerts already go to ${config.PUSH_SUBSCRIPTIONS_PER_DEVICE} browsers of this device, the most they may; turn them off in one first.`,
          );
        }
        await seen(deviceId);
        return c.json({ success: true as const });
      },
    },

    unsubscribePush: {
      handle: async (c) => {
        const { endpoint } = await readJson(c, PushUnsubscribeRequest);
        await deletePushSubscription(database, endpoint, c.get('deviceId'));
        return c.json({ success: true as const });
      },
    },
  };
}
