// Sending a mutation that must not be lost: straight away when the network answers, otherwise into
// the outbox with the same idempotency key (if the first try did reach the server, the replay gets its
// answer back instead of doing it twice). IndexedDB code loads only when something is queued.
import type { OutboxItem, OutboxKind } from '../db/db.ts';
import { ApiError } from '../lib/api.ts';

export type SendOrQueueResult = { status: 'sent'; response: Response } | { status: 'queued'; item: OutboxItem };

export interface Mutation {
  kind: Exclude<OutboxKind, 'analyze'>;
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body: unknown;
  /** What it is about (an analysis id), so screens can show it pending. */
  target?: string | null;
}

/** A fetch failure with no HTTP answer (offline, DNS, refused connection), as opposed to an
 *  error status or a cancellation. */
export function isNetworkFailure(err: unknown): boolean {
  return err instanceof TypeError || (err instanceof DOMException && err.name === 'NetworkError');
}

/** Queues a mutation, then nudges the replayer and Background Sync. */
export async function queueMutation(m: Mutation, idempotencyKey?: string): Promise<OutboxItem> {
  const { enqueue } = await import('../db/outbox.ts');
  const item = await enqueue({
    kind: m.kind,
    target: m.target ?? null,
    idempotencyKey,
    request: { method: m.method ?? 'POST', url: m.url, body: m.body },
  });
  const { registerBackgroundSync, replayNow } = await import('./replayer.ts');
  void registerBackgroundSync();
  void replayNow();
  return item;
}

/** Sends now when online; queues when offline or when the request fails for lack of network. An
 *  HTTP error answer throws ApiError, as apiRequest does. A full device throws StorageFullError. */
export async function sendOrQueue(m: Mutation): Promise<SendOrQueueResult> {
  const key = crypto.randomUUID();
  if (navigator.onLine === false) return { status: 'queued', item: await queueMutation(m, key) };
  let response: Response;
  try {
    response = await fetch(m.url, {
      method: m.method ?? 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(m.body),
      credentials: 'include',
    });
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    return { status: 'queued', item: await queueMutation(m, key) };
  }
  if (!response.ok)
    throw new ApiError(response.status, (await response.text()) || response.statusText, response.statusText);
  return { status: 'sent', response };
}
