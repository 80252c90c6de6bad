import { ProviderError } from '../errors.ts';
import type { ProductFactsProvider } from './index.ts';

/** PRODUCT_FACTS=off: nothing is asked and nothing is made up. Every lookup fails as 'not_configured', so
 *  the screen says the facts are unavailable here and the analysis keeps to what the device read. */
export function createEmbeddedProductFacts(): ProductFactsProvider {
  return {
    configured: false,
    name: 'none',
    async lookup() {
      throw new ProviderError('not_configured', 'Product facts are unavailable on this server');
    },
  };
}
