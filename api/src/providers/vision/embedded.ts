import type { Estimator } from '@costlens/estimator';
import { ProviderError } from '../errors.ts';
import type { ProviderErrorCode } from '../errors.ts';
import type { VisionProvider } from './index.ts';

/** The on-device estimator (packages/estimator): barcode, a bundled detector, packaging text and the
 *  sourced cost book, so the main job works with no keys. Its models are loaded on first use, once per
 *  process; importing it lazily keeps TensorFlow and tesseract out of start-up and out of other routes. */

let estimator: Promise<Estimator> | null = null;

function loadEstimator(): Promise<Estimator> {
  estimator ??= import('@costlens/estimator')
    .then((m) => m.createEstimator())
    .catch((err: unknown) => {
      estimator = null; // a later request may find it installed
      throw new ProviderError(
        'not_configured',
        `The on-device estimator could not be loaded (${(err as Error).message}). Set OPENAI_API_KEY to analyse with a model instead.`,
        { cause: err },
      );
    });
  return estimator;
}

/** The estimator's own error codes that mean "this photo", not "this server": answered as 4xx. */
const PHOTO_ERRORS = new Map<string, ProviderErrorCode>([
  ['not_a_product', 'refused'],
  ['unknown_category', 'refused'],
  ['image_unreadable', 'unsupported_input'],
]);

function mapError(err: unknown): never {
  const code = (err as { code?: unknown }).code;
  const kind = typeof code === 'string' ? PHOTO_ERRORS.get(code) : undefined;
  if (kind) throw new ProviderError(kind, (err as Error).message, { cause: err });
  throw err;
}

export function createEmbeddedVision(): VisionProvider {
  return {
    name: 'on-device',
    configured: false,
    methodologyType: 'on-device-estimate',
    async identify(image) {
      const est = await loadEstimator();
      const found = await est.identify(image).catch(mapError);
      if (found.refused) throw new ProviderError('refused', found.refused.reason);
      if (!found.productQuery.trim())
        throw new ProviderError('refused', found.needsCorrection?.reason ?? 'No product was found in this photo.');
      return {
        productQuery: found.productQuery,
        upc: found.upc,
        brand: found.brand,
        source: found.source,
        evidence: found.evidence,
      };
    },
    async analyze(image, _mime, hints) {
      const est = await loadEstimator();
      return est.analyze(image, hints).catch(mapError);
    },
    async warmup() {
      await (await loadEstimator()).warmup();
    },
  };
}
