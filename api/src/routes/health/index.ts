import type { HealthResponse } from '@costlens/contracts';
import type { AppDeps } from '../../app-types.ts';
import type { Routes } from '../route-table.ts';

/** Whether the API and its database answer: 503 with the same body when the database does not. */
export function healthRoutes({ database }: AppDeps): Routes<'health'> {
  return {
    health: {
      handle: async (c) => {
        const reachable = await database.ping();
        const body: HealthResponse = { ok: reachable, database: database.dialect, databaseReachable: reachable };
        return c.json(body, reachable ? 200 : 503);
      },
    },
  };
}
