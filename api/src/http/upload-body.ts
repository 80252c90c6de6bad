/**
 * Receives an upload's body piece by piece: each piece is counted against the upload memory budget as
 * it arrives (upload-budget.ts), and the body must keep coming at a least rate. A phone on a poor
 * connection still sends a few kilobytes a second; a client sending a byte every few seconds is holding
 * a connection open, not uploading, and is cut off with 408 (the connection closed) instead of waiting
 * for the whole request's time limit.
 */
import type { Context } from 'hono';
import { HttpError, tooLarge } from './errors.ts';
import { uploadAccountOf } from './upload-budget.ts';

const tooSlow = () =>
  new HttpError(
    408,
    'timeout',
    'The photo arrived too slowly. Check the connection and try again.',
    { retryable: true },
    { Connection: 'close' },
  );

/**
 * Yields the request body's pieces as they arrive; throws 413 past the most an upload may be, 503 busy
 * when a piece does not fit the budget and 408 when a window passes with too little of the body. Stopping early (a refusal, or the
 * caller's own) leaves the rest unread: the answer closes the connection.
 */
export async function* receiveUpload(c: Context): AsyncGenerator<Uint8Array> {
  const body = c.req.raw.body;
  if (!body) return;
  const account = uploadAccountOf(c);
  const { pace } = account;
  const reader = body.getReader();
  const leastPerWindow = (pace.bytesPerSecond * pace.windowMs) / 1000;
  let windowEnds = performance.now() + pace.windowMs;
  let inWindow = 0;
  let received = 0;
  let pending: ReturnType<typeof reader.read> | null = null;
  let timer: NodeJS.Timeout | undefined;
  try {
    for (;;) {
      pending ??= reader.read();
      const wait = Math.max(0, windowEnds - performance.now());
      const next = await Promise.race([
        pending,
        new Promise<'window'>((resolve) => (timer = setTimeout(() => resolve('window'), wait))),
      ]);
      clearTimeout(timer);
      if (next !== 'window') {
        pending = null;
        if (next.done) return;
        received += next.value.byteLength;
        if (received > account.maxBodyBytes)
          throw tooLarge('Request body is too large', undefined, { Connection: 'close' });
        account.take(next.value.byteLength);
        inWindow += next.value.byteLength;
        yield next.value;
      }
      if (performance.now() >= windowEnds) {
        if (inWindow < leastPerWindow) throw tooSlow();
        windowEnds = performance.now() + pace.windowMs;
        inWindow = 0;
      }
    }
  } finally {
    clearTimeout(timer);
    // A read still waiting is left to the server, which drains or drops the rest after the answer.
    if (!pending) reader.releaseLock();
  }
}
