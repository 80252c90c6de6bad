import { createHash } from 'node:crypto';
import { normalisedRequestJson } from '@costlens/domain';
import type { Database } from '../db/database.ts';
import { readProviderCache, writeProviderCache } from '../db/provider-cache.ts';
import type { Clock } from '../lib/clock.ts';

/** Provider results are kept for the spec's two-hour price window. */
export const PROVIDER_CACHE_TTL_MS = 2 * 60 * 60 * 1000;

/** A stable key for a request: the same normalised body always hashes the same (keys sorted, strings trimmed and lower-cased). */
export function cacheKey(namespace: string, request: unknown): string {
  return `${namespace}:${createHash('sha256').update(normalisedRequestJson(request)).digest('hex')}`;
}

/** The database-backed cache shared by every API process (nothing shared lives in memory). */
export interface ProviderCache {
  get<T>(key: string): Promise<T | null>;
  put(key: string, value: unknown, ttlMs?: number): Promise<void>;
  /** Serves a fresh cached value, else computes, stores and returns it; `cached` says which. */
  wrap<T>(key: string, compute: () => Promise<T>, ttlMs?: number): Promise<{ value: T; cached: boolean }>;
}

export function createProviderCache(database: Database, clock: Clock): ProviderCache {
  const cache: ProviderCache = {
    get: <T>(key: string) => readProviderCache<T>(database, key, clock.now()),
    put: (key, value, ttlMs = PROVIDER_CACHE_TTL_MS) => writeProviderCache(database, key, value, ttlMs, clock.now()),
    async wrap<T>(key: string, compute: () => Promise<T>, ttlMs?: number) {
      const hit = await cache.get<T>(key);
      if (hit !== null) return { value: hit, cached: true };
      const value = await compute();
      await cache.put(key, value, ttlMs);
      return { value, cached: false };
    },
  };
  return cache;
}
