import type { ExtractedProduct } from '@costlens/contracts';
import type { ProviderInfo } from '../provider-info.ts';
import type { ChatClient } from '../transports/openai/chat-completions.ts';
import type { CallFor } from '../vendor-meter.ts';
import { createEmbeddedPageReader } from './embedded.ts';
import { createOpenAIPageReader } from './openai.ts';

/** Reads a product from a page whose markup names none (product-page/extract.ts found nothing). */
export interface PageReader extends ProviderInfo {
  /** The product the page's text names, or null when it names none. `text` is the page's text when the
   *  caller has it already (product-page/page-reading.ts reads it off the main thread). */
  read(
    page: { html: string; url: string; text?: string },
    opts?: { signal?: AbortSignal } & CallFor,
  ): Promise<ExtractedProduct | null>;
}

/** The model behind the OpenAI-compatible transport when there is one (the same model as vision and
 *  explanations); otherwise nothing reads past the markup. */
export function createPageReader(openai: ChatClient | null): PageReader {
  return openai ? createOpenAIPageReader(openai) : createEmbeddedPageReader();
}
