import type { AnalysisResponse } from '@costlens/contracts';
import type { AppDeps } from '../../app-types.ts';
import { viewSharedAnalysis } from '../../db/analyses.ts';
import { notFound } from '../../http/errors.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import type { Routes } from '../route-table.ts';

/** A shared analysis by its token; every read counts as a view. */
export function sharedRoutes({ database }: AppDeps): Routes<'getShared'> {
  return {
    getShared: {
      handle: async (c) => {
        const token = c.req.param('token');
        const stored = ID_PATTERN.test(token) ? await viewSharedAnalysis(database, token) : null;
        if (!stored) throw notFound('Analysis not found');
        return c.json({ analysis: stored } satisfies AnalysisResponse);
      },
    },
  };
}
