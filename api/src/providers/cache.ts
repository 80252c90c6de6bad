import { createHash } from 'node:crypto';
import { normalisedRequestJson } from '@costlens/domain';
import type { Database } from '../db/database.ts';
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
  const { db } = database;
  const cache: ProviderCache = {
    async get<T>(key: string) {
      const row = await db
        .selectFrom('provider_cache')
        .select(['value', 'expires_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row || Number(row.expires_at) <= clock.now()) return null;
      return JSON.parse(row.value) as T;
    },
    async put(key, value, ttlMs = PROVIDER_CACHE_TTL_MS) {
      const now = clock.now();
      const row = { key, value: JSON.stringify(value), expires_at: now + ttlMs, created_at: now };
      await db
        .insertInto('provider_cache')
        .values(row)
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value: row.value, expires_at: row.expires_at, created_at: row.created_at }),
        )
        .execute();
      // Expired rows are dropped opportunistically so the table stays small without a scheduler.
      if (Math.random() < 0.02) await db.deleteFrom('provider_cache').where('expires_at', '<=', now).execute();
    },
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
