import { ProviderError } from '../errors.ts';
import type { PageReader } from './index.ts';

/** Without a model a page is read from its markup only: callers see `configured: false` and say the page
 *  names no product they can read. Asked anyway, it fails as 'not_configured' rather than guess. */
export function createEmbeddedPageReader(): PageReader {
  return {
    name: 'none',
    configured: false,
    async read() {
      throw new ProviderError('not_configured', 'No model is configured to read product pages');
    },
  };
}
