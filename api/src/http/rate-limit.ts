/**
 * Fixed-window rate limits kept in the database (db/rate-limits.ts), so every API process sharing one
 * database counts against the same windows.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-types.ts';
import type { Database } from '../db/database.ts';
import { deleteOlderWindows, sweepRateLimits } from '../db/rate-limits.ts';
import { HttpError } from './errors.ts';
import { countHit } from './hit-batches.ts';

export interface RateLimitRule {
  /** How many requests a bucket may make per window. */
  limit: number;
  windowMs: number;
}

/** The limits per client; tests and deployments override them through `deps.rateLimits`. */
export interface RateLimitSettings {
  commentsPerIp: RateLimitRule;
  likesPerIp: RateLimitRule;
  likesPerFingerprint: RateLimitRule;
  sharesPerIp: RateLimitRule;
  /** Analytics batches (each at most 100 events). */
  eventsPerIp: RateLimitRule;
  /** Full analyses of a photo. */
  analyzePerIp: RateLimitRule;
  /** Photos identified for a search. */
  identifyPerIp: RateLimitRule;
  /** Product pages read and similar products searched (/api/product/*). */
  productPerIp: RateLimitRule;
  /** Price, Amazon, supplier and flight searches. */
  searchesPerIp: RateLimitRule;
  /** Explanations of search answers. */
  explainsPerIp: RateLimitRule;
  /** New price watches (each reads a page now and on a schedule after), per address an hour and a day:
   *  a client that drops its device cookie is still one address. */
  watchCreatesPerIp: RateLimitRule;
  watchCreatesPerIpDaily: RateLimitRule;
  /** Push subscriptions posted, per address and per device. */
  pushSubscribesPerIp: RateLimitRule;
  pushSubscribesPerDevice: RateLimitRule;
  /** Exchange-rate asks (a miss asks the Bank of Canada). */
  exchangeRatesPerIp: RateLimitRule;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
// A person taps far less often than these; an outbox that replays a day offline is paced by Retry-After.
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  commentsPerIp: { limit: 10, windowMs: MINUTE_MS },
  likesPerIp: { limit: 60, windowMs: MINUTE_MS },
  likesPerFingerprint: { limit: 30, windowMs: MINUTE_MS },
  sharesPerIp: { limit: 10, windowMs: MINUTE_MS },
  eventsPerIp: { limit: 30, windowMs: MINUTE_MS },
  analyzePerIp: { limit: 20, windowMs: MINUTE_MS },
  identifyPerIp: { limit: 30, windowMs: MINUTE_MS },
  productPerIp: { limit: 20, windowMs: MINUTE_MS },
  searchesPerIp: { limit: 60, windowMs: MINUTE_MS },
  explainsPerIp: { limit: 30, windowMs: MINUTE_MS },
  watchCreatesPerIp: { limit: 10, windowMs: HOUR_MS },
  watchCreatesPerIpDaily: { limit: 30, windowMs: 24 * HOUR_MS },
  // A browser subscribes once (and reminds the server once a day); each failing subscription may cost
  // the push queue PUSH_ATTEMPTS deadlines, so new ones are few per address.
  pushSubscribesPerIp: { limit: 10, windowMs: HOUR_MS },
  pushSubscribesPerDevice: { limit: 5, windowMs: HOUR_MS },
  exchangeRatesPerIp: { limit: 30, windowMs: MINUTE_MS },
};

// Lets a test or a deployment pass its own limits with the other deps, without a global.
declare module '../app-types.ts' {
  interface AppDeps {
    rateLimits?: Partial<RateLimitSettings>;
  }
}

export function rateLimitSettings(deps: Pick<AppDeps, 'rateLimits'>): RateLimitSettings {
  return { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits };
}

export const RATE_LIMIT_SWEEP_EVERY = 500;
/** Longer than any window a rule may have (the daily vendor budgets' is a day), so a sweep never drops a
 *  window still counting. */
export const RATE_LIMIT_SWEEP_AGE_MS = 2 * 24 * 60 * 60 * 1000;
let newWindows = 0;

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/** Counts one request against `bucket` in the window that holds `now` and says whether it may pass. */
export async function hitRateLimit(
  database: Database,
  bucket: string,
  rule: RateLimitRule,
  now: number,
): Promise<RateLimitResult> {
  const windowStart = now - (now % rule.windowMs);
  const count = await countHit(database, bucket, windowStart);
  if (count === 1) {
    // The first hit of a new window: the bucket's older windows are dead weight now. Buckets of
    // clients that never come back go in an occasional sweep of every window older than a day.
    await deleteOlderWindows(database, bucket, windowStart);
    if (++newWindows % RATE_LIMIT_SWEEP_EVERY === 0) await sweepRateLimits(database, now - RATE_LIMIT_SWEEP_AGE_MS);
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000));
  return { allowed: count <= rule.limit, count, retryAfterSeconds };
}

/** The 429 every limited route answers: a Retry-After header and the same hint in the body. */
export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    'rate_limited',
    `Too many requests. Please try again in ${retryAfterSeconds} seconds.`,
    { retryable: true, retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** Throws the 429 when the bucket is over its limit. */
export async function enforceRateLimit(
  database: Database,
  bucket: string,
  rule: RateLimitRule,
  now: number,
): Promise<void> {
  const result = await hitRateLimit(database, bucket, rule, now);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/**
 * The caller's address. Behind a trusted proxy (TRUST_PROXY) it is the last X-Forwarded-For entry,
 * the one our proxy appended; earlier entries come from the client and could be forged.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/** Middleware limiting a route per client, as `clientKey` names it; `name` keeps each route's windows apart. */
function limitPerClient(
  deps: AppDeps,
  name: string,
  clientKey: (c: Context<AppEnv>) => string,
  rule: (s: RateLimitSettings) => RateLimitRule,
): MiddlewareHandler<AppEnv> {
  const settings = rateLimitSettings(deps);
  return async (c, next) => {
    await enforceRateLimit(deps.database, `${name}:${clientKey(c)}`, rule(settings), deps.clock.now());
    await next();
  };
}

/** Middleware limiting a route per device (its signed cookie).
 *  A device is cheap to replace, so a route limited per device is limited per address too. */
export function limitPerDevice(
  deps: AppDeps,
  name: string,
  rule: (s: RateLimitSettings) => RateLimitRule,
): MiddlewareHandler<AppEnv> {
  return limitPerClient(deps, name, (c) => `device:${c.get('deviceId')}`, rule);
}

/** Middleware limiting a route per client address. */
export function limitPerIp(
  deps: AppDeps,
  name: string,
  rule: (s: RateLimitSettings) => RateLimitRule,
): MiddlewareHandler<AppEnv> {
  return limitPerClient(deps, name, (c) => `ip:${clientIp(c, deps.config.TRUST_PROXY)}`, rule);
}
