// Offline captures. A draft and its outbox item are written in one transaction, so there is never a
// draft nobody will send, nor an upload without its photo.
import type { AnalysisType } from '@costlens/contracts';
import { ENDPOINTS } from '@costlens/contracts/endpoints';
import { MAX_SUPERSEDED_KEYS } from '@costlens/contracts/limits';
import { db, guardQuota } from '@costlens/offline';
import type { Draft, DraftCorrection } from '@costlens/offline';
import { newIdempotencyKey } from './idempotency-key.ts';

export interface NewDraft {
  image: Blob;
  type: AnalysisType;
  /** The key of the upload that just failed, if there was one. */
  idempotencyKey?: string;
  identification?: Draft['identification'];
}

/** Keeps the capture and queues its analysis; raises StorageFullError when the device is full. */
export async function saveDraft(input: NewDraft, now = Date.now()): Promise<Draft> {
  const draft: Draft = {
    id: crypto.randomUUID(),
    image: input.image,
    type: input.type,
    status: 'waiting',
    createdAt: now,
    idempotencyKey: input.idempotencyKey ?? newIdempotencyKey(),
    error: null,
    identification: input.identification ?? null,
  };
  await guardQuota(() =>
    db.transaction('rw', db.drafts, db.outbox, async () => {
      await db.drafts.add(draft);
      await db.outbox.add({
        kind: 'analyze',
        request: { method: 'POST', url: ENDPOINTS.analyze.path, draftId: draft.id },
        idempotencyKey: draft.idempotencyKey,
        target: draft.id,
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        createdAt: now,
      });
    }),
  );
  return draft;
}

/** Newest first. */
export async function listDrafts(): Promise<Draft[]> {
  return db.drafts.orderBy('createdAt').reverse().toArray();
}

export async function getDraft(id: string): Promise<Draft | undefined> {
  return db.drafts.get(id);
}

export async function updateDraft(
  id: string,
  change: Partial<Pick<Draft, 'status' | 'error' | 'identification' | 'needsName'>>,
): Promise<void> {
  await db.drafts.update(id, change);
}

/** The draft's photo upload waiting in the outbox. */
const uploadOf = (id: string) =>
  db.outbox
    .where('target')
    .equals(id)
    .and((item) => item.kind === 'analyze');

/**
 * The user typed what a capture shows (a refused one, or one still waiting): the photo is sent again with
 * the words under a new key, as the first key's answer may be a refusal. The keys it was sent under go
 * with it: had one of those uploads stored an analysis whose answer was lost, the server corrects that
 * analysis instead of storing a second one. Queued like any capture: sent at once when online, when the
 * connection is back otherwise. Answers the draft as it is now, or undefined when it was deleted meanwhile.
 */
export async function nameDraft(id: string, correction: DraftCorrection, now = Date.now()): Promise<Draft | undefined> {
  return guardQuota(() =>
    db.transaction('rw', db.drafts, db.outbox, async () => {
      const draft = await db.drafts.get(id);
      if (!draft) return undefined;
      const idempotencyKey = newIdempotencyKey();
      const earlierKeys = [...(draft.earlierKeys ?? []), draft.idempotencyKey].slice(-MAX_SUPERSEDED_KEYS);
      const named: Draft = {
        ...draft,
        status: 'waiting',
        error: null,
        needsName: false,
        correction,
        idempotencyKey,
        earlierKeys,
      };
      await db.drafts.put(named);
      await uploadOf(id).delete();
      await db.outbox.add({
        kind: 'analyze',
        request: { method: 'POST', url: ENDPOINTS.analyze.path, draftId: id },
        idempotencyKey,
        target: id,
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        createdAt: now,
      });
      return named;
    }),
  );
}

/** Deletes the capture and cancels its upload. */
export async function deleteDraft(id: string): Promise<void> {
  await db.transaction('rw', db.drafts, db.outbox, async () => {
    await db.drafts.delete(id);
    await uploadOf(id).delete();
  });
}

/** Drops a draft whose analysis arrived (its outbox item is removed by the replayer). */
export async function removeSentDraft(id: string): Promise<void> {
  await db.drafts.delete(id);
}
