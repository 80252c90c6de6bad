/**
 * The one way a route calls an outside source, so the policy is written once:
 * - a successful answer is kept in the shared cache (db/provider-cache.ts) for the search window, under
 *   the provider's name and the normalised request, and served from there meanwhile (`cached: true`);
 * - an embedded provider's answer is never kept: it asked nobody, so there is nothing to save, and a
 *   process started with a key must not serve it;
 * - a ProviderError or PageFetchError becomes the client's error answer (provider-errors.ts);
 * - an explanation comes from the explainer only when one is configured, waits at most
 *   EXPLAIN_WAIT_MS, and on any failure is the route's own factual summary of the same data.
 */
import { createHash } from 'node:crypto';
import { SEARCH_CACHE_TTL_MS } from '@costlens/contracts';
import type { ExplainResponse } from '@costlens/contracts';
import { normalisedRequestJson } from '@costlens/domain';
import type { Context } from 'hono';
import type { AppDeps } from '../app-types.ts';
import {
  providerCacheStamp,
  readProviderCache,
  readProviderCacheEntry,
  writeProviderCache,
} from '../db/provider-cache.ts';
import { ProviderError } from '../providers/errors.ts';
import type { ExplainInput } from '../providers/explain/index.ts';
import { PageFetchError } from '../providers/product-page/page-fetch-error.ts';
import type { ProviderInfo } from '../providers/provider-info.ts';
import type { CallFor } from '../providers/vendor-meter.ts';
import { pageFetchErrorToHttp, providerErrorToHttp } from './provider-errors.ts';
import { clientIp } from './rate-limit.ts';
import type { NotConfiguredHint } from './provider-errors.ts';

/** Searches are answered from the cache for the same window the service worker keeps them. */
export const PROVIDER_CACHE_TTL_MS = SEARCH_CACHE_TTL_MS;
/** Explanations are optional extras; a slow model must not hold the screen. */
export const EXPLAIN_WAIT_MS = 20_000;

/** Whom a request's paid calls are for: its client, by address (the daily budgets count per client). */
export function callerOf(c: Context, trustProxy: boolean): CallFor {
  return { client: clientIp(c, trustProxy) };
}

/** A stable key for a request: the same normalised body always hashes the same (keys sorted, strings
 *  trimmed and lower-cased, as the service worker keys its copies). */
export function cacheKey(namespace: string, request: unknown): string {
  return `${namespace}:${createHash('sha256').update(normalisedRequestJson(request)).digest('hex')}`;
}

/** Under what an answer is kept in the shared cache. */
export interface CachedAs {
  provider: ProviderInfo;
  namespace: string;
  request: unknown;
}

export interface CallOptions<T> {
  /** The service as the user knows it, for the error message: "Price comparison is temporarily busy…". */
  what: string;
  /** Keep the answer in the shared cache, per provider, namespace and request. `keep` may refuse an
   *  answer that must not hide a better one (a partial search). */
  cache?: CachedAs & { keep?: (value: T) => boolean };
  /** What to tell the user when the capability cannot search on this server. */
  notConfigured?: NotConfiguredHint;
}

/** Where a value is kept in the shared cache: its row's key, and the row's stamp (db/provider-cache.ts). */
export interface KeptIn {
  key: string;
  stamp: number;
}

export interface ProviderCalls {
  /** Runs `run` under the policy above; `cached` says whether the answer came from the cache, `keptIn`
   *  which cache row holds the value (null when it is not kept). */
  call<T>(
    options: CallOptions<T>,
    run: () => Promise<T>,
  ): Promise<{ value: T; cached: boolean; keptIn: KeptIn | null }>;
  /** The cache row that would answer `cache`'s request now, without reading its value: a copy of an
   *  answer made from a row is good while this names the same row. */
  keptIn(cache: CachedAs): Promise<KeptIn | null>;
  /** The model's words about `input.data`, or `summary()` when no model is configured, `useModel` is
   *  false (nothing worth explaining), or the model fails or is too slow. With `cacheKey` (the answer
   *  being explained), the model's words are kept for the search window and asked for once. */
  explain(
    input: ExplainInput,
    summary: () => string,
    opts?: { signal?: AbortSignal; useModel?: boolean; cacheKey?: string } & CallFor,
  ): Promise<ExplainResponse>;
}

export function providerCalls({
  database,
  clock,
  logger,
  providers,
}: Pick<AppDeps, 'database' | 'clock' | 'logger' | 'providers'>): ProviderCalls {
  const keyOf = (cache: CachedAs | undefined) =>
    cache?.provider.configured ? cacheKey(`${cache.namespace}:${cache.provider.name}`, cache.request) : null;
  return {
    async call<T>(options: CallOptions<T>, run: () => Promise<T>) {
      const { cache } = options;
      const key = keyOf(cache);
      if (key) {
        const hit = await readProviderCacheEntry<T>(database, key, clock.now());
        if (hit !== null) return { value: hit.value, cached: true, keptIn: { key, stamp: hit.stamp } };
      }
      let value: T;
      try {
        value = await run();
      } catch (err) {
        if (err instanceof ProviderError) {
          logger.warn('provider call failed', { what: options.what, code: err.code, err: err.message });
          throw providerErrorToHttp(err, options.what, options.notConfigured);
        }
        if (err instanceof PageFetchError) throw pageFetchErrorToHttp(err);
        throw err;
      }
      if (key && (cache?.keep?.(value) ?? true)) {
        const now = clock.now();
        await writeProviderCache(database, key, value, PROVIDER_CACHE_TTL_MS, now);
        return { value, cached: false, keptIn: { key, stamp: now } };
      }
      return { value, cached: false, keptIn: null };
    },

    async keptIn(cache) {
      const key = keyOf(cache);
      const stamp = key ? await providerCacheStamp(database, key, clock.now()) : null;
      return key && stamp !== null ? { key, stamp } : null;
    },

    async explain(input, summary, { signal, useModel = true, cacheKey: key, client } = {}) {
      const { explainer } = providers;
      if (useModel && explainer.configured) {
        const kept = key ? `explanation:${explainer.name}:${key}` : null;
        const hit = kept ? await readProviderCache<string>(database, kept, clock.now()) : null;
        if (hit) return { explanation: hit, source: 'model' };
        const limit = AbortSignal.timeout(EXPLAIN_WAIT_MS);
        const stop = signal ? AbortSignal.any([signal, limit]) : limit;
        try {
          const text = (await untilAborted(explainer.explain(input, { signal: stop, client }), stop)).trim();
          if (text) {
            if (kept) await writeProviderCache(database, kept, text, PROVIDER_CACHE_TTL_MS, clock.now());
            return { explanation: text, source: 'model' };
          }
        } catch (err) {
          logger.warn('explainer failed; answering the summary', { topic: input.topic, err: String(err) });
        }
      }
      return { explanation: summary(), source: 'summary' };
    },
  };
}

/** The promise's outcome, or the signal's reason once it aborts, whichever comes first: an explainer
 *  that does not listen to its signal still cannot hold the answer. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
