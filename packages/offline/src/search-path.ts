// The address of a kept search, light enough for screens that must not load the device store.
import type { SearchItem } from './db.ts';

/** The address that shows a search again. */
export function searchPath(search: Pick<SearchItem, 'type' | 'query' | 'upc' | 'brand'>): string {
  const params = new URLSearchParams({ q: search.query });
  if (search.upc) params.set('upc', search.upc);
  if (search.brand) params.set('brand', search.brand);
  return `/${search.type === 'price' ? 'prices' : 'suppliers'}?${params.toString()}`;
}
