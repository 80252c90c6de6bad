// Sending a mutation that must not be lost: straight away when the network answers, otherwise into
// the outbox with the same idempotency key (if the first try did reach the server, the replay gets its
// answer back instead of doing it twice). The device store loads only when something is queued.
import type { EndpointRequest } from '@costlens/contracts/endpoint-schemas';
import { endpointUrl, ENDPOINTS } from '@costlens/contracts/endpoints';
import type { EndpointName, EndpointParams } from '@costlens/contracts/endpoints';
import type { OutboxItem, OutboxKind } from '@costlens/offline';
import { newIdempotencyKey } from '@costlens/offline/idempotency-key';
import { loadOffline, loadReplayer } from '../lazy.ts';
import { sendToEndpoint } from '../lib/api-client.ts';
import { isNetworkFailure } from '../lib/error-messages.ts';

export type SendOrQueueResult = { status: 'sent'; response: Response } | { status: 'queued'; item: OutboxItem };

/** The mutations the outbox carries besides photos and analytics. */
type QueueableEndpoint = 'addComment' | 'like' | 'shareAnalysis' | 'createWatch';

export interface Mutation<N extends QueueableEndpoint> {
  kind: Exclude<OutboxKind, 'analyze' | 'event'>;
  endpoint: N;
  params: EndpointParams<N>;
  body: EndpointRequest<N>;
  /** What it is about (an analysis id), so screens can show it pending. */
  target?: string | null;
}

/** Queues a mutation, then nudges the replayer and Background Sync. */
async function queueMutation<N extends QueueableEndpoint>(m: Mutation<N>, idempotencyKey: string): Promise<OutboxItem> {
  const { enqueue } = await loadOffline();
  const item = await enqueue({
    kind: m.kind,
    target: m.target ?? null,
    idempotencyKey,
    request: { method: ENDPOINTS[m.endpoint].method as 'POST', url: endpointUrl(m.endpoint, m.params), body: m.body },
  });
  const { registerBackgroundSync, replayNow } = await loadReplayer();
  void registerBackgroundSync();
  void replayNow();
  return item;
}

/** Sends now when online; queues when offline or when the request fails for lack of network. An
 *  HTTP error answer throws ApiError. A full device throws StorageFullError. */
export async function sendOrQueue<N extends QueueableEndpoint>(m: Mutation<N>): Promise<SendOrQueueResult> {
  const key = newIdempotencyKey();
  if (navigator.onLine === false) return { status: 'queued', item: await queueMutation(m, key) };
  try {
    const response = await sendToEndpoint(m.endpoint as EndpointName, {
      params: m.params as never,
      body: m.body as never,
      idempotencyKey: key,
    });
    return { status: 'sent', response };
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    return { status: 'queued', item: await queueMutation(m, key) };
  }
}
