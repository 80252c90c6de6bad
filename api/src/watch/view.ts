/** Database rows as the contracts' Watch, Observation and WatchAlert. */
import { RuleStates, WatchRules } from '@costlens/contracts';
import type { Observation, Watch, WatchAlert, WatchSource, WatchStatus } from '@costlens/contracts';
import { priceChange } from '@costlens/domain';
import type { AlertWithTitle } from '../db/watch-alerts.ts';
import type { ObservationRow } from '../db/watch-observations.ts';
import type { WatchRow } from '../db/watches.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export function observationView(row: ObservationRow): Observation {
  return {
    price: Number(row.price),
    currency: row.currency,
    retailer: row.retailer,
    url: row.url,
    observedAt: iso(Number(row.observed_at)),
    source: row.source as WatchSource,
    notModified: Number(row.not_modified) === 1,
  };
}

export function parseRules(row: Pick<WatchRow, 'rules' | 'rule_states'>) {
  return {
    rules: WatchRules.parse(JSON.parse(row.rules)),
    states: RuleStates.parse(JSON.parse(row.rule_states)),
  };
}

/** A watch with its latest two observations (newest first) and its unread alerts. */
export function watchView(row: WatchRow, latest: readonly ObservationRow[], unread: number): Watch {
  const [now, before] = latest.map(observationView);
  const { rules, states } = parseRules(row);
  return {
    id: row.id,
    source: row.source as WatchSource,
    title: row.title,
    url: row.url,
    query: row.query,
    upc: row.upc,
    currency: row.currency,
    current: now ?? null,
    change: priceChange(now ?? null, before ?? null),
    rules,
    ruleStates: states,
    status: row.status as WatchStatus,
    statusMessage: row.status_message,
    statusSince: row.status_since === null ? null : iso(Number(row.status_since)),
    lastCheckedAt: row.last_checked_at === null ? null : iso(Number(row.last_checked_at)),
    nextCheckAt: iso(Number(row.next_check_at)),
    createdAt: iso(Number(row.created_at)),
    unreadAlerts: unread,
  };
}

export function alertView(row: AlertWithTitle): WatchAlert {
  return {
    id: row.id,
    watchId: row.watch_id,
    watchTitle: row.watch_title,
    rule: row.rule as WatchAlert['rule'],
    message: row.message,
    price: Number(row.price),
    currency: row.currency,
    createdAt: iso(Number(row.created_at)),
    read: row.read_at !== null,
  };
}
