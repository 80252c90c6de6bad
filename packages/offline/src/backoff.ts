// Pure rules of the replayer: how long to wait after a failure, and what an answer means.

/** The first retry comes after about a second; each failure doubles the wait, up to five minutes. */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 5 * 60 * 1000;

/** Exponential back-off with "equal jitter": half of the wait is fixed, half random, so tabs and
 *  devices that failed together do not all come back in the same instant. `attempts` counts the
 *  failures so far (≥ 1); `random` is in [0, 1). */
export function retryDelayMs(attempts: number, random: number): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(Math.max(random, 0), 1));
}

export type Outcome =
  | { kind: 'delivered' }
  /** The server refused the item for good: it leaves the outbox and the user is told. */
  | { kind: 'rejected'; message: string; code?: string }
  /** The server could not take it now (5xx, 429, 408, or an error it marks retryable). */
  | { kind: 'retry'; message: string; retryAfterMs: number | null }
  /** No answer at all: the network (or the API) is unreachable. */
  | { kind: 'unreachable'; message: string };

export interface ErrorBodyLike {
  error?: unknown;
  code?: unknown;
  retryable?: unknown;
  retryAfterSeconds?: unknown;
}

/** What an HTTP answer means for an outbox item. */
export function classifyAnswer(status: number, body: ErrorBodyLike | null, retryAfterHeader: string | null): Outcome {
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  // The server's words when it gave some; plain words otherwise (a status number means nothing to people).
  const message = typeof body?.error === 'string' && body.error ? body.error : "CostLens couldn't take this just now.";
  // A server error that says it will not change (a capability this server lacks) is refused for good.
  const transient =
    body?.retryable === true ||
    (body?.retryable !== false && (status >= 500 || status === 408 || status === 425 || status === 429));
  if (transient) return { kind: 'retry', message, retryAfterMs: retryAfterMs(body, retryAfterHeader) };
  return typeof body?.code === 'string'
    ? { kind: 'rejected', message, code: body.code }
    : { kind: 'rejected', message };
}

function retryAfterMs(body: ErrorBodyLike | null, header: string | null): number | null {
  if (typeof body?.retryAfterSeconds === 'number' && body.retryAfterSeconds >= 0) return body.retryAfterSeconds * 1000;
  if (header !== null && /^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  return null;
}

/** When a failed item is tried next: the back-off, or later if the server asked for more. */
export function nextAttemptAt(now: number, attempts: number, random: number, retryAfter: number | null): number {
  return now + Math.max(retryDelayMs(attempts, random), retryAfter ?? 0);
}
