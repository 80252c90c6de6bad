/** A fresh client-made idempotency key: the server keeps the first answer per key, so whatever is sent
 *  with it (now, or replayed from the outbox after a crash) takes effect once. The one way keys are made. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
