import type { Analysis, AnalyzeHints, Identification } from '@costlens/contracts';
import type { ProviderInfo } from '../provider-info.ts';
import type { ChatClient } from '../transports/openai/chat-completions.ts';
import type { CallFor } from '../vendor-meter.ts';
import { createEmbeddedVision } from './embedded.ts';
import { createOpenAIVision } from './openai.ts';

/** The image formats the analyze routes accept (checked by magic number before a provider sees them). */
export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

/** Recognises a product in a photo and estimates what it costs to make. Every implementation returns
 *  results valid against the contracts schemas, or throws a ProviderError (providers/errors.ts). */
export interface VisionProvider extends ProviderInfo {
  /** Stored with each analysis as its methodology type: what kind of work produced the numbers. */
  readonly methodologyType: 'on-device-estimate' | 'ai-analysis';
  /** What the product is, as a search query (and the UPC when a barcode was read). */
  identify(image: Uint8Array, mime: ImageMime, opts?: { signal?: AbortSignal } & CallFor): Promise<Identification>;
  /** The full analysis (bill of materials, cost range, make-or-buy, pricing, market, where to sell);
   *  `hints` carry the user's correction of name or category. */
  analyze(
    image: Uint8Array,
    mime: ImageMime,
    hints?: AnalyzeHints,
    opts?: { signal?: AbortSignal } & CallFor,
  ): Promise<Analysis>;
  /** A re-estimate from the user's words alone, when the photo is no longer at hand: `previous` is the
   *  analysis being corrected (its barcode stays with the product). */
  analyzeFromWords(
    hints: AnalyzeHints,
    previous: Analysis | null,
    opts?: { signal?: AbortSignal } & CallFor,
  ): Promise<Analysis>;
  /** Loads what the first request would otherwise wait for (on-device models); optional. */
  warmup?(): Promise<void>;
}

/** The model behind the OpenAI-compatible transport when there is one; the on-device estimator otherwise,
 *  with at most `estimatorMaxWaiting` photos waiting behind the one it reads. */
export function createVisionProvider(
  openai: ChatClient | null,
  { estimatorMaxWaiting }: { estimatorMaxWaiting: number },
): VisionProvider {
  return openai ? createOpenAIVision(openai) : createEmbeddedVision({ maxWaiting: estimatorMaxWaiting });
}
