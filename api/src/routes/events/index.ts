import { Hono } from 'hono';
import { EventsRequest } from '@costlens/contracts';
import type { AppDeps, AppEnv } from '../../app-types.ts';
import { insertEvents } from '../../db/events.ts';
import { readJson } from '../../http/validate.ts';
import { randomId } from '../../lib/ids.ts';

/** Analytics: page views and the analysis funnel, stored as rows (no third-party tracker). */
export function eventRoutes({ database, clock }: AppDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
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
  });
}
