/**
 * What the estimator found, as the contracts' `Identification` that analyses and searches carry. A module
 * of its own with type-only imports, so the API can shape the estimator thread's answer without loading
 * the models' code at start-up.
 */
import type { Identification } from '@costlens/contracts';

import type { EstimatorIdentification } from './identify.ts';

export function identificationOf(found: EstimatorIdentification): Identification {
  return {
    productQuery: found.productQuery,
    upc: found.upc,
    brand: found.brand,
    source: found.source,
    evidence: found.evidence,
    // Only when said: an unsure answer asks before it is used, with what else the photo could be.
    ...(found.outcome ? { outcome: found.outcome } : {}),
    ...(found.candidates?.length ? { candidates: found.candidates } : {}),
  };
}
