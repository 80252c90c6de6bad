/**
 * Product facts kept in the shared provider cache (db/provider-cache.ts), for as long as each kind of
 * answer stays true: a product a database knows for days; a code none knows for a day (someone may add
 * it); a code the fallback was not asked about (its budget spent, or it failed) for an hour.
 */
import type { ProductFacts } from '@costlens/contracts';
import type { Database } from '../../db/database.ts';
import { readProviderCache, writeProviderCache } from '../../db/provider-cache.ts';
import type { ProviderInfo } from '../../providers/provider-info.ts';

const HOUR_MS = 60 * 60 * 1000;
export const FOUND_TTL_MS = 7 * 24 * HOUR_MS;
export const NOT_FOUND_TTL_MS = 24 * HOUR_MS;
export const PARTLY_SEARCHED_TTL_MS = HOUR_MS;

/** A UPC-A and the EAN-13 that is the same code with a leading 0 share one entry. */
export function factsCacheKey(provider: ProviderInfo, code: string): string {
  return `product-facts:${provider.name}:${code.length === 12 ? `0${code}` : code}`;
}

export function factsTtlMs(facts: ProductFacts): number {
  if (facts.found) return FOUND_TTL_MS;
  return facts.searched.includes('UPCitemdb') ? NOT_FOUND_TTL_MS : PARTLY_SEARCHED_TTL_MS;
}

export function readCachedFacts(database: Database, key: string, now: number): Promise<ProductFacts | null> {
  return readProviderCache<ProductFacts>(database, key, now);
}

export function keepFacts(database: Database, key: string, facts: ProductFacts, now: number): Promise<void> {
  return writeProviderCache(database, key, facts, factsTtlMs(facts), now);
}
