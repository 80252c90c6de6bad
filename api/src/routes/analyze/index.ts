import { fullAnalysisOf } from '@costlens/contracts';
import type { AnalyzeResponse, IdentifyResponse, StoredAnalysis } from '@costlens/contracts';
import type { AppDeps } from '../../app-types.ts';
import { findAnalysisById, findAnalysisOwner, correctAnalysis, insertAnalysis } from '../../db/analyses.ts';
import type { NewAnalysis } from '../../db/analyses.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { idempotent, idempotentRowId, idempotencyKeyOf } from '../../http/idempotency.ts';
import { callerOf, providerCalls } from '../../http/provider-call.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import { hasImage, readAnalyzeUpload, readImageUpload } from './image-upload.ts';
import { analysisMadeUnderKey, analysisOfEarlierKeys } from './superseded.ts';
import type { Routes } from '../route-table.ts';

const WHAT = 'The product analysis service';

/** POST /api/analyze (a full analysis, stored for this device) and POST /api/identify-product (a search query). */
export function analyzeRoutes(deps: AppDeps): Routes<'analyze' | 'identifyProduct'> {
  const { database, providers, logger } = deps;
  const calls = providerCalls(deps);
  // An offline capture is sent again with the same Idempotency-Key until an answer arrives: the first
  // answer is replayed, and the same key with another photo is refused, as on every other mutation.
  const once = idempotent(deps);
  const fullAnalysisById = (id: string) => fullAnalysisByIdIn(database, id);
  return {
    analyze: {
      use: [once],
      handle: async (c) => {
        const deviceId = c.get('deviceId');
        const upload = await readAnalyzeUpload(c);
        if (upload.type && upload.type !== 'full')
          throw badRequest(
            '/api/analyze makes full analyses; use /api/identify-product for price or supplier searches',
            'type',
          );
        // Without a photo only a correction can be estimated: the words, and the analysis they correct.
        if (!hasImage(upload)) {
          if (upload.replaces === undefined)
            throw badRequest(
              'An image file in the form field "image" is required (without one, only a correction: the analysis it corrects in "replaces" and a product name)',
              'image',
            );
          if (!upload.hints.productName && !upload.hints.productCategory)
            throw badRequest('Type a product name or a category to estimate it again without its photo', 'productName');
        }
        // The analysis a key made is found by its row id even after the stored answer has expired, or when
        // the process died between storing the analysis and keeping the answer: the model is not asked again.
        const id = idempotentRowId(c);
        const key = idempotencyKeyOf(c);
        if (key) {
          const made = await analysisMadeUnderKey(c, database, key);
          if (made) return c.json(answer(made));
        }
        // A capture named after it was sent: the analysis an earlier send stored is corrected, not repeated.
        const replaces =
          upload.replaces ?? (hasImage(upload) ? await analysisOfEarlierKeys(c, deps, upload.supersedes) : undefined);
        // Checked before the model runs: a re-estimate may only replace this device's own analysis.
        if (replaces !== undefined) {
          if (!ID_PATTERN.test(replaces)) throw badRequest('replaces must be the id of an analysis', 'replaces');
          const owner = await findAnalysisOwner(database, replaces);
          if (owner === null) throw notFound('The analysis to replace was not found');
          if (owner !== deviceId) throw forbidden('Only the device that made this analysis can replace it', 'replaces');
        }
        const started = performance.now();
        const caller = { signal: c.req.raw.signal, ...callerOf(c, deps.config.TRUST_PROXY) };
        const { value: analysis } = await calls.call({ what: WHAT }, async () =>
          hasImage(upload)
            ? providers.vision.analyze(upload.bytes, upload.mime, upload.hints, caller)
            : providers.vision.analyzeFromWords(upload.hints, await fullAnalysisById(replaces!), caller),
        );
        const input: NewAnalysis = {
          id,
          deviceId,
          type: 'full',
          productName: analysis.productName,
          productCategory: analysis.productCategory,
          costRangeLow: analysis.costRangeLow,
          costRangeHigh: analysis.costRangeHigh,
          confidence: analysis.confidence,
          methodologyType: providers.vision.methodologyType,
          analysis,
        };
        if (replaces === undefined) {
          const stored = await insertAnalysis(database, input);
          logger.info('analysis stored', {
            id: stored.id,
            methodology: providers.vision.methodologyType,
            ms: Math.round(performance.now() - started),
          });
          return c.json(answer(stored));
        }
        // A correction keeps the analysis' id: its address, its public link, its comments and its place in
        // the history stay, and they now show the product as the owner named it.
        const stored = await correctAnalysis(database, input, replaces);
        logger.info('analysis corrected', {
          id: stored.id,
          methodology: providers.vision.methodologyType,
          ms: Math.round(performance.now() - started),
        });
        return c.json({ ...answer(stored), replaced: stored.id } satisfies AnalyzeResponse);
      },
    },
    identifyProduct: {
      handle: async (c) => {
        const upload = await readImageUpload(c);
        const { value: found } = await calls.call({ what: WHAT }, () =>
          providers.vision.identify(upload.bytes, upload.mime, {
            signal: c.req.raw.signal,
            ...callerOf(c, deps.config.TRUST_PROXY),
          }),
        );
        return c.json({
          productQuery: found.productQuery,
          upc: found.upc,
          identification: found,
        } satisfies IdentifyResponse);
      },
    },
  };
}

/** The analysis a correction without its photo corrects, as the provider reads it. */
async function fullAnalysisByIdIn(database: AppDeps['database'], id: string) {
  const stored = await findAnalysisById(database, id);
  return stored ? fullAnalysisOf(stored) : null;
}

/** The answer of an analysis this route stored; every row it stores holds the full analysis. */
function answer(stored: StoredAnalysis): AnalyzeResponse {
  const analysis = fullAnalysisOf(stored);
  if (!analysis) throw new Error(`analysis ${stored.id} was stored without its full analysis`);
  return { success: true, analysis };
}
