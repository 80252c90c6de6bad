// The two-hour cache of search answers that arrive as POSTs (prices, Amazon, similar products,
// suppliers, flights). The Cache API refuses POST keys, so each request becomes a synthetic GET key:
// SHA-256 of method + path + normalised body. The stored copy carries the time it was stored; it is
// served, online or offline, while younger than two hours, and refused after.
import { matchEndpoint, ENDPOINTS, SEARCH_CACHE_TTL_MS } from '@costlens/contracts/endpoints';
import { normalisedRequestJson } from '@costlens/domain';
import type { Clock } from './clock.ts';

/** The same two hours as the server's search cache: 'Last updated within 2 hours'. */
export const POST_CACHE_TTL_MS = SEARCH_CACHE_TTL_MS;
export const POST_CACHE_NAME = 'costlens-post-results';
/** Enough for a long shopping trip; the oldest go first. */
export const POST_CACHE_MAX_ENTRIES = 200;
/** When the copy was stored (ms since epoch, by the worker's clock). */
export const STORED_AT_HEADER = 'x-sw-stored-at';
/** 'hit' on answers served from this cache, so the UI and tests can tell. */
export const CACHE_HIT_HEADER = 'x-sw-cache';
export const SYNTHETIC_PREFIX = '/__post-cache';

/** What the page gets offline when no fresh copy exists: the API's error body, so screens show it. */
export const OFFLINE_REFUSAL_MESSAGE =
  "You're offline and this search has no saved result from the last two hours. Try again when you're back online.";

/** Read-only searches, as the endpoint table marks them: the same body always asks the same question.
 *  Explanations are not cached (they are cheap to redo and depend on the offers shown). */
export function isCacheablePost(method: string, url: URL, origin: string): boolean {
  if (method !== 'POST' || url.origin !== origin) return false;
  const name = matchEndpoint(method, url.pathname);
  return name !== null && ENDPOINTS[name].swCache === 'search';
}

/** The same rules as the API's provider cache key: keys sorted, empty fields dropped, strings trimmed,
 *  whitespace collapsed and lower-cased — two bodies the server answers alike share one entry. */
export function normaliseBody(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  return normalisedRequestJson(parsed);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The synthetic GET URL a POST is stored under. */
export async function postCacheKey(method: string, url: URL, bodyText: string): Promise<string> {
  const hash = await sha256Hex(`${method.toUpperCase()} ${url.pathname}${url.search}\n${normaliseBody(bodyText)}`);
  return `${url.origin}${SYNTHETIC_PREFIX}${url.pathname}?h=${hash}`;
}

/** Fresh while younger than the window. A stored time in the future means the clock moved back:
 *  the age is unknown, so the copy is not trusted. */
export function isFresh(storedAt: number, now: number, ttlMs = POST_CACHE_TTL_MS): boolean {
  if (!Number.isFinite(storedAt)) return false;
  const age = now - storedAt;
  return age >= 0 && age < ttlMs;
}

export function storedAtOf(res: Response): number {
  const raw = res.headers.get(STORED_AT_HEADER);
  return raw === null ? Number.NaN : Number(raw);
}

async function withHeaders(res: Response, extra: Record<string, string>): Promise<Response> {
  const headers = new Headers(res.headers);
  for (const [k, v] of Object.entries(extra)) headers.set(k, v);
  return new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers });
}

function offlineRefusal(): Response {
  return new Response(JSON.stringify({ error: OFFLINE_REFUSAL_MESSAGE, retryable: true }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', [CACHE_HIT_HEADER]: 'offline-miss' },
  });
}

export interface PostCacheDeps {
  caches: Pick<CacheStorage, 'open'>;
  fetch: (request: Request) => Promise<Response>;
  clock: Clock;
  cacheName?: string;
  /** Called after a copy is stored (the worker trims the cache to its entry limit here). */
  onStored?: (key: string) => Promise<void>;
}

/** Answers one cacheable POST: a fresh copy if there is one, else the network (storing a 2xx answer),
 *  else the offline refusal. Errors from the network are never cached. */
export function createPostCacheHandler(deps: PostCacheDeps): (request: Request) => Promise<Response> {
  const cacheName = deps.cacheName ?? POST_CACHE_NAME;
  return async (request) => {
    const key = await postCacheKey(request.method, new URL(request.url), await request.clone().text());
    const cache = await deps.caches.open(cacheName);
    const hit = await cache.match(key, { ignoreVary: true });
    if (hit) {
      if (isFresh(storedAtOf(hit), deps.clock.now())) return withHeaders(hit, { [CACHE_HIT_HEADER]: 'hit' });
      await cache.delete(key);
    }
    let res: Response;
    try {
      res = await deps.fetch(request);
    } catch {
      return offlineRefusal();
    }
    if (res.ok) {
      const stamped = await withHeaders(res.clone(), { [STORED_AT_HEADER]: String(deps.clock.now()) });
      await cache.put(key, stamped);
      await deps.onStored?.(key);
    }
    return res;
  };
}
