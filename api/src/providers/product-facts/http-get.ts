// One GET to a product database: its User-Agent, its time limit, redirects handed back to the caller, and
// the body read as JSON when it is JSON. What a status means is each vendor's business.
import { ProviderError } from '../errors.ts';

export interface HttpGetOptions {
  /** The vendor as the error messages name it. */
  vendor: string;
  userAgent: string;
  timeoutMs: number;
  signal?: AbortSignal;
  fetch: typeof fetch;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** The body parsed as JSON; undefined when it is not JSON. */
  json: unknown;
}

/** Answers whatever status the vendor sent; throws only when no answer came (timeout, unreachable). */
export async function httpGet(url: string, opts: HttpGetOptions): Promise<HttpAnswer> {
  const limit = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, limit]) : limit;
  let res: Response;
  let text: string;
  try {
    // A redirect is not followed here: the caller decides whether it points somewhere it may ask.
    res = await opts.fetch(url, {
      signal,
      redirect: 'manual',
      headers: { accept: 'application/json', 'user-agent': opts.userAgent },
    });
    text = await res.text();
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    if (limit.aborted) throw new ProviderError('timeout', `${opts.vendor} did not answer in time`, { cause: err });
    throw new ProviderError('unavailable', `${opts.vendor} could not be reached`, { cause: err });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json };
}

const MAX_WAIT_SECONDS = 24 * 60 * 60;

/** Seconds the answer asks us to wait (Retry-After as seconds or as a date), else `fallback`. */
export function retryAfterSeconds(headers: Headers, now: number, fallback: number): number {
  const raw = headers.get('retry-after')?.trim();
  if (!raw) return fallback;
  const seconds = /^\d+$/.test(raw) ? Number(raw) : Math.ceil((Date.parse(raw) - now) / 1000);
  if (!Number.isFinite(seconds) || seconds <= 0) return fallback;
  return Math.min(seconds, MAX_WAIT_SECONDS);
}

export type Json = Record<string, unknown>;
export const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
export const isObj = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
export const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
