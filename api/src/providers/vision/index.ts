import type { Analysis, AnalyzeHints, Identification } from '@costlens/contracts';
import type { Config } from '../../env.ts';
import { createEmbeddedVision } from './embedded.ts';
import { createOpenAIVision } from './openai.ts';

/** The image formats the analyze routes accept (checked by magic number before a provider sees them). */
export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

/** Recognises a product in a photo and estimates what it costs to make. Every implementation returns
 *  results valid against the contracts schemas, or throws a ProviderError (providers/errors.ts). */
export interface VisionProvider {
  /** Stored with each analysis as its methodology type: what kind of work produced the numbers. */
  readonly methodologyType: 'on-device-estimate' | 'ai-analysis';
  /** What the product is, as a search query (and the UPC when a barcode was read). */
  identify(image: Uint8Array, mime: ImageMime, opts?: { signal?: AbortSignal }): Promise<Identification>;
  /** The full analysis of spec §3; `hints` carry the user's correction of name or category. */
  analyze(image: Uint8Array, mime: ImageMime, hints?: AnalyzeHints, opts?: { signal?: AbortSignal }): Promise<Analysis>;
  /** Loads what the first request would otherwise wait for (on-device models); optional. */
  warmup?(): Promise<void>;
}

/** A model behind an OpenAI-compatible API when OPENAI_API_KEY is set; the on-device estimator otherwise. */
export function createVisionProvider(config: Config): VisionProvider {
  if (config.OPENAI_API_KEY) {
    return createOpenAIVision({
      baseUrl: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY,
      model: config.OPENAI_MODEL,
    });
  }
  return createEmbeddedVision();
}
