import type { AppDeps } from '../../app-types.ts';
import { sendJson } from '../../compression/compress-answers.ts';
import { analysisAnswerJson, findSharedAnalysis } from '../../db/analyses.ts';
import { notFound } from '../../http/errors.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import type { Routes } from '../route-table.ts';
import { createViewCounter } from './view-counter.ts';

/** A shared analysis by its token; every read counts as a view (in memory, written in batches). */
export function sharedRoutes({ database, logger }: AppDeps): Routes<'getShared'> {
  const views = createViewCounter(database, logger);
  return {
    getShared: {
      handle: async (c) => {
        const token = c.req.param('token');
        const row = ID_PATTERN.test(token) ? await findSharedAnalysis(database, token) : null;
        if (!row) throw notFound('Analysis not found');
        return sendJson(c, analysisAnswerJson(row, views.count(row.id)));
      },
    },
  };
}
