import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { HttpError } from './errors.ts';

/** Seconds a refused request is asked to wait: the requests in hand take a few seconds each. */
export const CONCURRENCY_BUSY_RETRY_AFTER_S = 5;

/**
 * At most `max` of these requests in hand at once in this process; one more is answered 503 busy at once
 * rather than queued. For work whose cost is the process's own (fetching and reading product pages),
 * not the database's, so the count lives in memory.
 */
export function concurrencyCap(max: number, what: string): MiddlewareHandler<AppEnv> {
  let inHand = 0;
  return async (_c, next) => {
    if (inHand >= max) {
      throw new HttpError(
        503,
        'busy',
        `${what} is temporarily busy. Please try again in a few seconds.`,
        { retryable: true, retryAfterSeconds: CONCURRENCY_BUSY_RETRY_AFTER_S },
        { 'Retry-After': String(CONCURRENCY_BUSY_RETRY_AFTER_S) },
      );
    }
    inHand++;
    try {
      await next();
    } finally {
      inHand--;
    }
  };
}
