import type { PublicListResponse } from '@costlens/contracts';
import type { AppDeps } from '../../app-types.ts';
import { listPublicAnalyses } from '../../db/analyses.ts';
import type { Routes } from '../route-table.ts';
import { freshPublicList } from './fresh-list.ts';

/** The community list holds the newest public analyses; the web filters them client-side. */
export const PUBLIC_LIST_SIZE = 50;

/** The community gallery: analyses their owners shared, newest first. */
export function publicRoutes({ database, clock }: AppDeps): Routes<'listPublic'> {
  return {
    listPublic: {
      handle: async (c) => {
        const body = await freshPublicList(database, clock, async () =>
          JSON.stringify({
            analyses: await listPublicAnalyses(database, PUBLIC_LIST_SIZE),
          } satisfies PublicListResponse),
        );
        return c.body(body, 200, { 'Content-Type': 'application/json' });
      },
    },
  };
}
