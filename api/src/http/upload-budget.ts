import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { HttpError } from './errors.ts';

/** Seconds a refused upload is asked to wait: photos in hand are answered in a few seconds each. */
export const UPLOAD_BUSY_RETRY_AFTER_S = 5;

/** The least rate an upload must keep: at least `bytesPerSecond` over every stretch of `windowMs`. */
export interface UploadPace {
  bytesPerSecond: number;
  windowMs: number;
}

/** What one upload holds of the budget (the bytes of its body received so far), the pace it must keep,
 *  and the most its body may be. */
export interface UploadAccount {
  /** Counts `bytes` more received, or throws 503 busy when they do not fit. */
  take(bytes: number): void;
  pace: UploadPace;
  maxBodyBytes: number;
}

/** An upload read outside the app's middleware: nothing to count it against, no pace to keep. */
const UNCOUNTED: UploadAccount = {
  take: () => undefined,
  pace: { bytesPerSecond: 0, windowMs: 60_000 },
  maxBodyBytes: Number.POSITIVE_INFINITY,
};
const accounts = new WeakMap<Request, UploadAccount>();

/** The account of the upload a request carries. */
export const uploadAccountOf = (c: Context): UploadAccount => accounts.get(c.req.raw) ?? UNCOUNTED;

const busy = () =>
  new HttpError(
    503,
    'busy',
    'The server is receiving too many photos right now. Please try again in a few seconds.',
    { retryable: true, retryAfterSeconds: UPLOAD_BUSY_RETRY_AFTER_S },
    { 'Retry-After': String(UPLOAD_BUSY_RETRY_AFTER_S), Connection: 'close' },
  );

/**
 * One memory budget for every upload being read or held by this process (multipart forms: photos), and
 * each client address's share of it. An upload holds the bytes of its body that have arrived, from its
 * first byte until its answer (they stay in memory while it waits for the estimator or the model): a
 * body that trickles in holds almost nothing, whatever length it declares, so a slow client cannot
 * keep everyone else's photos out. A new upload is refused at once (503 busy, its body unread) while the
 * budget or its address's share is full; a piece of body that would pass either refuses the upload
 * then. The connection is closed on a refusal, so the rest of the body is not drained. An upload alone
 * in the budget (or alone from its address) is always taken, whatever its size.
 */
export function uploadMemoryBudget({
  budgetBytes,
  addressShareBytes,
  addressOf,
  pace,
  maxBodyBytes,
}: {
  budgetBytes: number;
  addressShareBytes: number;
  pace: UploadPace;
  maxBodyBytes: number;
  /** The client address a request counts against. */
  addressOf: (c: Context<AppEnv>) => string;
}): MiddlewareHandler<AppEnv> {
  let held = 0;
  const byAddress = new Map<string, number>();

  const hold: MiddlewareHandler<AppEnv> = async (c, next) => {
    const address = addressOf(c);
    if (held >= budgetBytes || (byAddress.get(address) ?? 0) >= addressShareBytes) throw busy();
    let mine = 0;
    const account: UploadAccount = {
      pace,
      maxBodyBytes,
      take(bytes) {
        const fromAddress = byAddress.get(address) ?? 0;
        const othersHold = held > mine;
        const addressOthersHold = fromAddress > mine;
        if (
          (othersHold && held + bytes > budgetBytes) ||
          (addressOthersHold && fromAddress + bytes > addressShareBytes)
        )
          throw busy();
        mine += bytes;
        held += bytes;
        byAddress.set(address, fromAddress + bytes);
      },
    };
    accounts.set(c.req.raw, account);
    try {
      await next();
    } finally {
      held -= mine;
      const left = (byAddress.get(address) ?? 0) - mine;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    }
  };
  return (c, next) =>
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data') ? hold(c, next) : next();
}
