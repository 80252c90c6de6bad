import { ProviderError } from '../../errors.ts';
import type { CallFor } from '../../vendor-meter.ts';

export type SearchParams = Record<string, string | number | boolean | undefined>;

export interface SerpApiClient {
  /** GET {base}/search.json with the engine's parameters; the parsed JSON body on success. */
  search(
    params: SearchParams & { engine: string },
    opts?: { signal?: AbortSignal } & CallFor,
  ): Promise<Record<string, unknown>>;
}

export interface SerpApiOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Asked before every call, with the client it is for (the daily budgets); its rejection is the call's. */
  meter?: (client: string | null) => Promise<void>;
}

/** 200 with this error is an empty result, not a failure (SerpApi's wire notes). */
const NO_RESULTS = /hasn't returned any results|no results/i;

/** One SerpApi transport for every engine: URL building, time limit and error mapping live here once. */
export function createSerpApiClient({
  apiKey,
  baseUrl,
  timeoutMs = 20_000,
  fetch: doFetch = fetch,
  meter,
}: SerpApiOptions): SerpApiClient {
  return {
    async search(params, opts = {}) {
      await meter?.(opts.client ?? null);
      const url = new URL('/search.json', baseUrl);
      for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
      url.searchParams.set('api_key', apiKey);
      const signal = opts.signal
        ? AbortSignal.any([opts.signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs);
      let res: Response;
      try {
        res = await doFetch(url, { signal, headers: { accept: 'application/json' } });
      } catch (err) {
        if ((err as Error).name === 'TimeoutError')
          throw new ProviderError('timeout', 'SerpApi did not answer in time', { cause: err });
        if ((err as Error).name === 'AbortError') throw err;
        throw new ProviderError('unavailable', 'SerpApi could not be reached', { cause: err });
      }
      const text = await res.text();
      let body: Record<string, unknown> | null;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = null;
      }
      const message = typeof body?.error === 'string' ? body.error : '';
      if (res.status === 429) {
        const retryAfter = Number(res.headers.get('retry-after'));
        throw new ProviderError('busy', message || 'SerpApi rate limit reached', {
          retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60,
        });
      }
      if (res.status === 401 || res.status === 403)
        throw new ProviderError('not_configured', message || 'SerpApi refused the API key');
      if (res.status >= 500) throw new ProviderError('unavailable', message || `SerpApi answered ${res.status}`);
      if (!res.ok) throw new ProviderError('unavailable', message || `SerpApi answered ${res.status}`);
      if (!body) throw new ProviderError('bad_response', 'SerpApi answered with something that is not JSON');
      if (message && !NO_RESULTS.test(message)) throw new ProviderError('unavailable', message);
      const status = (body.search_metadata as { status?: string } | undefined)?.status;
      if (status === 'Error' && !NO_RESULTS.test(message))
        throw new ProviderError('unavailable', message || 'SerpApi search failed');
      return body;
    },
  };
}

/**
 * The list SerpApi answers under `key`. Left out, it means nothing was found (SerpApi omits empty lists);
 * present as anything but a list, the answer is of the wrong shape and is refused (bad_response), so a
 * garbled answer is neither shown nor kept for two hours as "nothing found".
 */
export function resultList(body: Record<string, unknown>, key: string): Array<Record<string, unknown>> {
  const value = body[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ProviderError('bad_response', `SerpApi answered a "${key}" that is not a list`);
  return value.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x));
}

/** Reads a price from SerpApi's number or display string ("$1,199.00", "CDN$ 12,99", "£125.95"). Missing stays null. */
export function parseSerpPrice(extracted: unknown, display: unknown): number | null {
  if (typeof extracted === 'number' && Number.isFinite(extracted) && extracted > 0) return extracted;
  if (typeof display !== 'string') return null;
  const m = display.replace(/\s/g, '').match(/(\d{1,3}(?:[.,\u00a0]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)/);
  if (!m) return null;
  let s = m[1]!;
  const lastSep = Math.max(s.lastIndexOf('.'), s.lastIndexOf(','));
  if (lastSep >= 0 && s.length - lastSep - 1 <= 2) {
    s = s.slice(0, lastSep).replace(/[.,\u00a0]/g, '') + '.' + s.slice(lastSep + 1);
  } else {
    s = s.replace(/[.,\u00a0]/g, '');
  }
  const n = Number(s);
  return Number.isFinite(n) && n > 0 ? n : null;
}
