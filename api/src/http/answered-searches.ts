/**
 * The search answers this server gave, kept two hours (as long as the service worker keeps its copy) so
 * that an explanation explains only what the server itself found, never text a caller chose: the
 * explain routes take the list the client shows, look up the answer it came from by the list's digest,
 * and give the model that answer's own data, with the product as the search named it. A list the server
 * did not answer (or answered too long ago) is not explained. The model's explanation of an answer is
 * kept for the same time: asking again costs nothing.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { SEARCH_CACHE_TTL_MS } from '@costlens/contracts';
import type { AppDeps } from '../app-types.ts';
import { recentMemo } from '../lib/recent-memo.ts';
import { readProviderCache, writeProviderCache } from '../db/provider-cache.ts';
import { HttpError } from './errors.ts';

/** Which list was answered: the explain route it may be explained by. */
export type AnswerKind = 'prices' | 'amazon' | 'suppliers-find' | 'suppliers-recommend';

export interface AnsweredSearch<T> {
  /** What was searched, as the server read the search request. */
  product: Record<string, string>;
  items: T[];
}

/** JSON with every object's keys in order: the same list hashes the same however its keys were built. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** The digest a list is kept and found under. `items` are read through the contracts' schema on both
 *  sides, so what the client sends back hashes as what the server answered. */
export function answerDigest(kind: AnswerKind, items: readonly unknown[]): string {
  return createHash('sha256')
    .update(`${kind}\n${canonicalJson(items)}`)
    .digest('hex');
}

export interface AnsweredSearches {
  /**
   * Keeps an answer for two hours (again from now when the same list is answered again). The list is
   * kept as `schema` reads it, the schema the explain request reads the client's copy with; a list the
   * schema refuses cannot come back in an explain request, and is not kept.
   */
  remember<T>(
    kind: AnswerKind,
    product: Record<string, string | undefined>,
    schema: z.ZodType<T[]>,
    items: readonly unknown[],
    /** A short name of this exact list (the cache row it came from and the row's stamp): known, it is
     *  what tells a list answered again, instead of the list's own ~30 KB. */
    identity?: string,
  ): Promise<void>;
  /** Whether the list named `identity` was remembered for `product` lately enough that answering it
   *  again needs no write: a route may then answer it again without the list in hand. */
  remembered(kind: AnswerKind, product: Record<string, string | undefined>, identity: string): boolean;
  /** The answer the list came from, or null when this server did not answer it in the last two hours. */
  recall<T>(kind: AnswerKind, items: readonly T[]): Promise<(AnsweredSearch<T> & { digest: string }) | null>;
}

/** A list answered again within this time is not written again: a cache hit (the same list) would
 *  otherwise re-read, hash and rewrite a ~30 KB row on every request. The kept copy lives this much longer
 *  than two hours, so it still outlives every answer by two hours. */
export const REMEMBER_REFRESH_MS = 10 * 60 * 1000;
/** Lists remembered by this process, newest last: enough for the searches of a busy few minutes. */
const REMEMBERED_MAX = 1000;

export function answeredSearches({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): AnsweredSearches {
  const written = recentMemo<true>(REMEMBER_REFRESH_MS, REMEMBERED_MAX);
  const seenKey = (kind: AnswerKind, product: Record<string, string | undefined>, list: string) =>
    createHash('sha256')
      .update(`${kind}\n${JSON.stringify(product)}\n${list}`)
      .digest('base64url');
  return {
    async remember(kind, product, schema, raw, identity) {
      const now = clock.now();
      const seen = seenKey(kind, product, identity === undefined ? JSON.stringify(raw) : `kept ${identity}`);
      if (written.get(seen, now)) return;
      const parsed = schema.safeParse(raw);
      if (!parsed.success) return;
      const items = parsed.data;
      const clean = Object.fromEntries(Object.entries(product).filter(([, v]) => v)) as Record<string, string>;
      await writeProviderCache(
        database,
        `answered:${answerDigest(kind, items)}`,
        { product: clean, items },
        SEARCH_CACHE_TTL_MS + REMEMBER_REFRESH_MS,
        now,
      );
      written.set(seen, true, now);
    },
    remembered(kind, product, identity) {
      return written.get(seenKey(kind, product, `kept ${identity}`), clock.now()) === true;
    },
    async recall<T>(kind: AnswerKind, items: readonly T[]) {
      const digest = answerDigest(kind, items);
      const found = await readProviderCache<AnsweredSearch<T>>(database, `answered:${digest}`, clock.now());
      return found ? { ...found, digest } : null;
    },
  };
}

/** The answer to an explain request whose list this server did not answer (recently). */
export function notAnswered(): HttpError {
  return new HttpError(
    404,
    'not_found',
    'These results are not a search this server answered in the last two hours. Search again to explain them.',
    { retryable: false },
  );
}
