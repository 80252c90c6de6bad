import { Hono } from 'hono';
import type { AnalysisResponse } from '@costlens/contracts';
import type { AppDeps, AppEnv } from '../../app-types.ts';
import { notFound } from '../../http/errors.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import { viewSharedAnalysis } from '../../db/analyses.ts';

/** A shared analysis by its token (/api/shared/:token); every read counts as a view. */
export function sharedRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get('/:token', async (c) => {
    const token = c.req.param('token');
    const stored = ID_PATTERN.test(token) ? await viewSharedAnalysis(database, token) : null;
    if (!stored) throw notFound('Analysis not found');
    return c.json({ analysis: stored } satisfies AnalysisResponse);
  });
}
