import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { HttpError } from './errors.ts';

/** Seconds a refused upload is asked to wait: photos in hand are answered in a few seconds each. */
export const UPLOAD_BUSY_RETRY_AFTER_S = 5;

/**
 * One memory budget for every upload being read or held by this process (multipart forms: photos).
 * Each upload holds its declared length (the route's limit when it declares none) from its first byte
 * until its answer, because its bytes stay in memory while it waits for the estimator or the model.
 * An upload that would pass the budget is refused at once with 503 busy, before any of its body is
 * read; the connection is closed so the rest of the body is not drained. With nothing held, one upload
 * is always taken, whatever its size.
 */
export function uploadMemoryBudget({
  budgetBytes,
  uploadLimitBytes,
}: {
  budgetBytes: number;
  uploadLimitBytes: number;
}): MiddlewareHandler<AppEnv> {
  let held = 0;
  const hold: MiddlewareHandler<AppEnv> = async (c, next) => {
    const declared = Number(c.req.header('content-length'));
    const bytes = Number.isFinite(declared) && declared >= 0 ? Math.min(declared, uploadLimitBytes) : uploadLimitBytes;
    if (held > 0 && held + bytes > budgetBytes) {
      throw new HttpError(
        503,
        'busy',
        'The server is receiving too many photos right now. Please try again in a few seconds.',
        { retryable: true, retryAfterSeconds: UPLOAD_BUSY_RETRY_AFTER_S },
        { 'Retry-After': String(UPLOAD_BUSY_RETRY_AFTER_S), Connection: 'close' },
      );
    }
    held += bytes;
    try {
      await next();
    } finally {
      held -= bytes;
    }
  };
  return (c, next) =>
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data') ? hold(c, next) : next();
}
