import { EventsRequest } from '@costlens/contracts';
import type { AppDeps } from '../../app-types.ts';
import { insertEvents, sweepEvents } from '../../db/events.ts';
import { idempotent } from '../../http/idempotency.ts';
import { readJson } from '../../http/validate.ts';
import { randomId } from '../../lib/ids.ts';
import type { Routes } from '../route-table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Old and surplus events are swept on a process's first batch and every this many batches after. */
export const EVENTS_SWEEP_EVERY = 200;

/**
 * Analytics: page views and the analysis funnel, stored as rows (no third-party tracker). A batch holds
 * at most 100 events (the contracts' schema) in at most 64 KB, a client sends at most 30 batches a
 * minute (endpoint-limits.ts), and the table keeps EVENTS_RETENTION_DAYS and at most EVENTS_MAX_ROWS
 * rows: the disk they take is bounded without a scheduler. The outbox sends each batch with an Idempotency-Key: a batch sent again
 * is stored once.
 */
export function eventRoutes(deps: AppDeps): Routes<'events'> {
  const { database, clock, config } = deps;
  let batches = 0;
  return {
    events: {
      use: [idempotent(deps)],
      handle: async (c) => {
        const body = await readJson(c, EventsRequest);
        const events = 'events' in body ? body.events : [body];
        const now = clock.now();
        await insertEvents(
          database,
          events.map((e) => ({
            id: randomId(),
            device_id: c.get('deviceId'),
            name: e.name,
            path: e.path ?? null,
            props: e.props ? JSON.stringify(e.props) : null,
            at: e.at ?? new Date(now).toISOString(),
            created_at: now,
          })),
        );
        if (batches++ % EVENTS_SWEEP_EVERY === 0) {
          await sweepEvents(database, {
            before: now - config.EVENTS_RETENTION_DAYS * DAY_MS,
            maxRows: config.EVENTS_MAX_ROWS,
          });
        }
        return c.json({ accepted: events.length }, 202);
      },
    },
  };
}
