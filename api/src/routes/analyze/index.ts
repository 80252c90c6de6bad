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
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import { ProviderError, providerErrorToHttp } from '../../providers/errors.ts';
import { readImageUpload } from './image-upload.ts';

/** A client-made key (an offline draft, a retried upload): the same key answers the same analysis.
 *  Visible ASCII up to 255 characters, as the IETF draft and api/src/http/idempotency.ts take it. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const WHAT = 'The product analysis service';

/** POST /api/analyze (a full analysis, stored for this device) and POST /api/identify-product (a search query). */
export function analyzeRoutes({ database, providers, logger }: AppDeps) {
  const rethrow = (err: unknown): never => {
    if (err instanceof ProviderError) {
      logger.warn('vision provider failed', { code: err.code, err: err.message });
      throw providerErrorToHttp(err, WHAT);
    }
    throw err;
  };
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
        if (owner !== deviceId)
          throw new HttpError(403, 'Only the device that made this analysis can replace it', { field: 'replaces' });
      }
      const started = performance.now();
      const analysis = await providers.vision
        .analyze(upload.bytes, upload.mime, upload.hints, { signal: c.req.raw.signal })
        .catch(rethrow);
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
      const found = await providers.vision
        .identify(upload.bytes, upload.mime, { signal: c.req.raw.signal })
        .catch(rethrow);
      return c.json({
        productQuery: found.productQuery,
        upc: found.upc,
        identification: found,
      } satisfies IdentifyResponse);
    });
}

function answer(stored: StoredAnalysis): AnalyzeResponse {
  if (!stored.analysis)
    throw new HttpError(409, 'This key belongs to a request that was not a full analysis', {
      field: 'Idempotency-Key',
    });
  return { success: true, analysis: { ...stored.analysis, id: stored.id } };
}
