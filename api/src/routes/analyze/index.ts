import { Hono } from 'hono';
import type { AnalyzeResponse, IdentifyResponse, StoredAnalysis } from '@costlens/contracts';
import type { AppDeps, AppEnv } from '../../app-types.ts';
import {
  findAnalysisByClientKey,
  findAnalysisOwner,
  insertAnalysis,
  insertReplacingAnalysis,
} from '../../db/analyses.ts';
import type { NewAnalysis } from '../../db/analyses.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { providerCalls } from '../../http/provider-call.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import { readImageUpload } from './image-upload.ts';

/** A client-made key (an offline draft, a retried upload): the same key answers the same analysis.
 *  Visible ASCII up to 255 characters, as the IETF draft and api/src/http/idempotency.ts take it. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const WHAT = 'The product analysis service';

/** POST /api/analyze (a full analysis, stored for this device) and POST /api/identify-product (a search query). */
export function analyzeRoutes(deps: AppDeps) {
  const { database, providers, logger } = deps;
  const calls = providerCalls(deps);
  return new Hono<AppEnv>()
    .post('/analyze', async (c) => {
      const key = c.req.header('idempotency-key');
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters', 'Idempotency-Key');
      }
      const deviceId = c.get('deviceId');
      // Keys are scoped to the device, so nobody can read another device's analysis by replaying its key.
      const clientKey = key ? `${deviceId}:${key}` : null;
      const upload = await readImageUpload(c);
      if (upload.type && upload.type !== 'full')
        throw badRequest(
          '/api/analyze makes full analyses; use /api/identify-product for price or supplier searches',
          'type',
        );
      if (clientKey) {
        const replay = await findAnalysisByClientKey(database, clientKey);
        if (replay) return c.json(answer(replay));
      }
      // Checked before the model runs: a re-estimate may only replace this device's own analysis.
      if (upload.replaces !== undefined) {
        if (!ID_PATTERN.test(upload.replaces)) throw badRequest('replaces must be the id of an analysis', 'replaces');
        const owner = await findAnalysisOwner(database, upload.replaces);
        if (owner === null) throw notFound('The analysis to replace was not found');
        if (owner !== deviceId) throw forbidden('Only the device that made this analysis can replace it', 'replaces');
      }
      const started = performance.now();
      const { value: analysis } = await calls.call({ what: WHAT }, () =>
        providers.vision.analyze(upload.bytes, upload.mime, upload.hints, { signal: c.req.raw.signal }),
      );
      const input: NewAnalysis = {
        deviceId,
        type: 'full',
        productName: analysis.productName,
        productCategory: analysis.productCategory,
        costRangeLow: analysis.costRangeLow,
        costRangeHigh: analysis.costRangeHigh,
        confidence: analysis.confidence,
        methodologyType: providers.vision.methodologyType,
        analysis,
        clientKey,
      };
      if (upload.replaces === undefined) {
        const stored = await insertAnalysis(database, input);
        logger.info('analysis stored', {
          id: stored.id,
          methodology: providers.vision.methodologyType,
          ms: Math.round(performance.now() - started),
        });
        return c.json(answer(stored));
      }
      const { stored, replaced } = await insertReplacingAnalysis(database, input, upload.replaces);
      logger.info('analysis stored', {
        id: stored.id,
        replaced: replaced ? upload.replaces : null,
        methodology: providers.vision.methodologyType,
        ms: Math.round(performance.now() - started),
      });
      return c.json({
        ...answer(stored),
        ...(replaced ? { replaced: upload.replaces } : {}),
      } satisfies AnalyzeResponse);
    })
    .post('/identify-product', async (c) => {
      const upload = await readImageUpload(c);
      const { value: found } = await calls.call({ what: WHAT }, () =>
        providers.vision.identify(upload.bytes, upload.mime, { signal: c.req.raw.signal }),
      );
      return c.json({
        productQuery: found.productQuery,
        upc: found.upc,
        identification: found,
      } satisfies IdentifyResponse);
    });
}

function answer(stored: StoredAnalysis): AnalyzeResponse {
  if (!stored.analysis)
    throw new HttpError(409, 'conflict', 'This key belongs to a request that was not a full analysis', {
      field: 'Idempotency-Key',
    });
  return { success: true, analysis: { ...stored.analysis, id: stored.id } };
}
