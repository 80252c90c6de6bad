import type { Supplier } from '@costlens/contracts';
import { callApi } from '../../lib/api-client.ts';

/** Searches are for Canada; recommendations go with an empty city (no city narrows them). */
export const SUPPLIER_COUNTRY = 'CA';
export const SUPPLIER_CITY = '';

export function findSuppliers(product: { name: string; brand?: string }, signal?: AbortSignal) {
  return callApi('findSuppliers', { body: { product, country: SUPPLIER_COUNTRY }, signal });
}

export function recommendSuppliers(product: { brand?: string; name?: string; upc?: string }, signal?: AbortSignal) {
  return callApi('recommendSuppliers', {
    body: { product, country: SUPPLIER_COUNTRY, city: SUPPLIER_CITY },
    signal,
  });
}

export function explainSuppliers(kind: 'find' | 'recommend', product: Record<string, unknown>, suppliers: Supplier[]) {
  return callApi(kind === 'find' ? 'explainSuppliers' : 'explainRecommendations', {
    body: { product, suppliers },
  });
}
