import type { ExplainResponse, Supplier, SupplierFindResponse, SupplierRecommendResponse } from '@costlens/contracts';
import { apiJson } from '../../lib/api.ts';

/** The search country is fixed to CA (spec §1); recommendations go with an empty city (spec §2 Insights). */
export const SUPPLIER_COUNTRY = 'CA';
export const SUPPLIER_CITY = '';

/** The home flow's stand-in when identification failed: not a product anyone can search for. */
export const PLACEHOLDER_QUERY = 'product from image';

export function findSuppliers(product: { name: string; brand?: string }, signal?: AbortSignal) {
  return apiJson<SupplierFindResponse>(
    'POST',
    '/api/suppliers/find',
    { product, country: SUPPLIER_COUNTRY },
    { signal },
  );
}

export function recommendSuppliers(product: { brand?: string; name?: string; upc?: string }, signal?: AbortSignal) {
  return apiJson<SupplierRecommendResponse>(
    'POST',
    '/api/suppliers/recommend',
    { product, country: SUPPLIER_COUNTRY, city: SUPPLIER_CITY },
    { signal },
  );
}

export function explainSuppliers(kind: 'find' | 'recommend', product: Record<string, unknown>, suppliers: Supplier[]) {
  return apiJson<ExplainResponse>(
    'POST',
    kind === 'find' ? '/api/suppliers/explain' : '/api/suppliers/recommend/explain',
    { product, suppliers },
  );
}
