import { Hono } from 'hono';
import type { HealthResponse } from '@costlens/contracts';
import type { AppDeps, AppEnv } from '../../app-types.ts';

export function healthRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const reachable = await database.ping();
    const body: HealthResponse = { ok: reachable, database: database.dialect, databaseReachable: reachable };
    return c.json(body, reachable ? 200 : 503);
  });
}
