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

/** The read if it settles once the event loop has taken in what the socket holds, else the window's end. */
async function settledOrWindow<T>(pending: Promise<T>): Promise<T | 'window'> {
  const turn = new Promise<'window'>((resolve) => setImmediate(() => resolve('window')));
  return Promise.race([pending, turn]);
}

/**
 * Yields the request body's pieces as they arrive; throws 413 past the most an upload may be, 503 busy
 * when a piece does not fit the budget and 408 when a window of waiting passes with too little of the body.
 * Stopping early (a refusal, or the caller's own) leaves the rest unread: the answer closes the connection.
 */
export async function* receiveUpload(c: Context): AsyncGenerator<Uint8Array> {
  const body = c.req.raw.body;
  if (!body) return;
  const account = uploadAccountOf(c);
  const { pace } = account;
  const reader = body.getReader();
  const leastPerWindow = (pace.bytesPerSecond * pace.windowMs) / 1000;
  // Only time spent waiting for the client counts: while this server parses a piece, or its event loop is
  // busy with other work, the body waits in the socket through no fault of the sender's.
  let waited = 0;
  let inWindow = 0;
  let received = 0;
  let pending: ReturnType<typeof reader.read> | null = null;
  let timer: NodeJS.Timeout | undefined;
  try {
    for (;;) {
      pending ??= reader.read();
      const started = performance.now();
      const planned = pace.windowMs - waited;
      const next = await Promise.race([
        pending,
        new Promise<'window'>((resolve) => (timer = setTimeout(() => resolve('window'), planned))),
      ]);
      clearTimeout(timer);
      // A timer that fired after a stall may race a piece already in the socket: let the reads land first.
      const piece = next === 'window' ? await settledOrWindow(pending) : next;
      // A window that ran out counts as planned: a timer late because the loop was busy is the server's delay.
      waited += piece === 'window' ? planned : performance.now() - started;
      if (piece !== 'window') {
        pending = null;
        if (piece.done) return;
        received += piece.value.byteLength;
        if (received > account.maxBodyBytes)
          throw tooLarge('Request body is too large', undefined, { Connection: 'close' });
        account.take(piece.value.byteLength);
        inWindow += piece.value.byteLength;
      }
      if (waited >= pace.windowMs) {
        if (inWindow < leastPerWindow) throw tooSlow();
        waited = 0;
        inWindow = 0;
      }
      if (piece !== 'window') yield piece.value;
    }
  } finally {
    clearTimeout(timer);
    // A read still waiting is left to the server, which drains or drops the rest after the answer.
    if (!pending) reader.releaseLock();
  }
}
