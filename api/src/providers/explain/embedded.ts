import { ProviderError } from '../errors.ts';
import type { Explainer } from './index.ts';

/** Without a model nothing explains: callers see `configured: false` and answer their factual summary.
 *  Asked anyway, it fails as 'not_configured' rather than make up words. */
export function createEmbeddedExplainer(): Explainer {
  return {
    name: 'none',
    configured: false,
    async explain() {
      throw new ProviderError('not_configured', 'No model is configured to explain');
    },
  };
}
