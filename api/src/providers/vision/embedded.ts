import { identificationOf } from '@costlens/estimator/identification';

import { ProviderError } from '../errors.ts';
import type { ProviderErrorCode } from '../errors.ts';
import { estimatorThread, EstimatorThreadError } from './estimator-thread.ts';
import type { VisionProvider } from './index.ts';

/** The on-device estimator (packages/estimator): barcode, a bundled detector, packaging text and the
 *  sourced cost book, so the main job works with no keys. It runs in a worker thread of its own
 *  (estimator-thread.ts), loads its models on first use, once per process, and reads one photo at a
 *  time; importing it there keeps TensorFlow and tesseract out of start-up and out of other routes. */

/** Seconds a client is asked to wait when the estimator's line is full: a few photos' time. */
export const ESTIMATOR_BUSY_RETRY_AFTER_S = 15;

/** The estimator's own error codes that mean "this photo", not "this server": answered as 4xx. */
const PHOTO_ERRORS = new Map<string, ProviderErrorCode>([
  ['not_a_product', 'refused'],
  ['unknown_category', 'unknown_kind'],
  ['image_unreadable', 'unsupported_input'],
]);

function mapError(err: unknown): never {
  if (!(err instanceof EstimatorThreadError)) throw err;
  const { code, message } = err;
  const kind = code ? PHOTO_ERRORS.get(code) : undefined;
  if (kind) throw new ProviderError(kind, message, { cause: err, choices: err.choices });
  if (code === 'estimator_busy') {
    throw new ProviderError('busy', message, { retryAfterSeconds: ESTIMATOR_BUSY_RETRY_AFTER_S, cause: err });
  }
  if (code === 'load_failed') {
    throw new ProviderError(
      'not_configured',
      `The on-device estimator could not be loaded (${message}). Set OPENAI_API_KEY to analyse with a model instead.`,
      { cause: err },
    );
  }
  if (code === 'stopped') throw new ProviderError('unavailable', message, { cause: err });
  throw err;
}

export function createEmbeddedVision({ maxWaiting }: { maxWaiting: number }): VisionProvider {
  const estimator = () => estimatorThread(maxWaiting);
  return {
    name: 'on-device',
    configured: false,
    methodologyType: 'on-device-estimate',
    async identify(image, _mime, opts = {}) {
      const found = await estimator().identify(image, opts.signal).catch(mapError);
      if (found.refused) throw new ProviderError('refused', found.refused.reason);
      if (!found.productQuery.trim())
        throw new ProviderError('refused', found.needsCorrection?.reason ?? 'No product was found in this photo.');
      return identificationOf(found);
    },
    async analyze(image, _mime, hints, opts = {}) {
      return estimator().analyze(image, hints, opts.signal).catch(mapError);
    },
    async analyzeFromWords(hints, previous, opts = {}) {
      return estimator()
        .fromWords(hints, previous?.identification?.upc ?? null, opts.signal)
        .catch(mapError);
    },
    async warmup() {
      await estimator().warmup().catch(mapError);
    },
  };
}
