import { EventsRequest } from '@costlens/contracts';
import type { AppDeps } from '../../app-types.ts';
import { insertEvents } from '../../db/events.ts';
import { readJson } from '../../http/validate.ts';
import { randomId } from '../../lib/ids.ts';
import type { Routes } from '../route-table.ts';

/** Analytics: page views and the analysis funnel, stored as rows (no third-party tracker). */
export function eventRoutes({ database, clock }: AppDeps): Routes<'events'> {
  return {
    events: {
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
        return c.json({ accepted: events.length }, 202);
      },
    },
  };
}
