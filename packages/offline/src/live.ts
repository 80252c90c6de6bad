// Live views of the outbox and drafts (Dexie liveQuery), loaded on demand by hooks.ts so the screens
// that show pending items do not carry IndexedDB code in their first chunk.
import { liveQuery } from 'dexie';
import type { Draft, OutboxItem, OutboxKind } from '../db/db.ts';
import { listDrafts } from '../db/drafts.ts';
import { listOutbox, listPendingFor } from '../db/outbox.ts';

export function watchOutbox(
  filter: { target?: string | null; kind?: OutboxKind },
  next: (items: OutboxItem[]) => void,
): () => void {
  const { target, kind } = filter;
  const sub = liveQuery(async () => {
    const items = target ? await listPendingFor(target, kind) : await listOutbox();
    return kind && !target ? items.filter((i) => i.kind === kind) : items;
  }).subscribe({ next, error: (err: unknown) => console.error('outbox view failed', err) });
  return () => sub.unsubscribe();
}

export function watchDrafts(next: (drafts: Draft[]) => void): () => void {
  const sub = liveQuery(() => listDrafts()).subscribe({
    next,
    error: (err: unknown) => console.error('drafts view failed', err),
  });
  return () => sub.unsubscribe();
}
