// The outbox: mutations waiting for the network, in creation order. Storage only — the replay engine
// (replay.ts) decides when to send, in the page or in the service worker.
import { db, guardQuota } from '@costlens/offline';
import type { OutboxItem, OutboxKind, OutboxRequest } from '@costlens/offline';
import { newIdempotencyKey } from './idempotency-key.ts';

export interface EnqueueInput {
  kind: OutboxKind;
  request: OutboxRequest;
  target?: string | null;
  /** Pass the key a first (failed) attempt already used, so its answer is reused if it did arrive. */
  idempotencyKey?: string;
}

/** Stores a mutation for later; a full device raises StorageFullError (never a silent loss). */
export async function enqueue(input: EnqueueInput, now = Date.now()): Promise<OutboxItem> {
  const item: OutboxItem = {
    kind: input.kind,
    request: input.request,
    idempotencyKey: input.idempotencyKey ?? newIdempotencyKey(),
    target: input.target ?? null,
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    createdAt: now,
  };
  const id = await guardQuota(() => db.outbox.add(item));
  return { ...item, id };
}

/** Every waiting item, oldest first. */
export async function listOutbox(): Promise<OutboxItem[]> {
  return db.outbox.orderBy('id').toArray();
}

/** Items whose back-off has passed, oldest first. */
export async function listDue(now: number): Promise<OutboxItem[]> {
  return (await listOutbox()).filter((item) => item.nextAttemptAt <= now);
}

export async function countOutbox(): Promise<number> {
  return db.outbox.count();
}

export async function removeOutboxItem(id: number): Promise<void> {
  await db.outbox.delete(id);
}

/** Records a failed attempt and when to try again. */
export async function rescheduleOutboxItem(
  id: number,
  change: Pick<OutboxItem, 'attempts' | 'nextAttemptAt' | 'lastError'>,
): Promise<void> {
  await db.outbox.update(id, change);
}

/** The network is down: nothing is tried before `until` (attempt counts stay as they are). */
export async function deferOutbox(until: number): Promise<void> {
  await db.outbox.where('nextAttemptAt').below(until).modify({ nextAttemptAt: until });
}

/** The earliest time anything is due, or null when the outbox is empty. */
export async function nextDueAt(): Promise<number | null> {
  const first = await db.outbox.orderBy('nextAttemptAt').first();
  return first ? first.nextAttemptAt : null;
}

/** Waiting items about one thing (e.g. the comments and like of an analysis), oldest first. */
export async function listPendingFor(target: string, kind?: OutboxKind): Promise<OutboxItem[]> {
  const items = await db.outbox.where('target').equals(target).sortBy('id');
  return kind ? items.filter((item) => item.kind === kind) : items;
}
