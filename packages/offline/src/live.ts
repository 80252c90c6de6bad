// Live views of what the device keeps (Dexie liveQuery), for screens that show pending work or open
// offline. Each answers an unsubscribe function.
import { liveQuery } from 'dexie';
import type { Draft, HistoryItem, OutboxItem, OutboxKind, SearchItem } from './db.ts';
import { listDrafts } from './drafts.ts';
import { getHistoryItem, listHistory } from './history.ts';
import { listOutbox, listPendingFor } from './outbox.ts';
import { listSearches } from './searches.ts';

type OnError = (err: unknown) => void;
const logError = (what: string) => (err: unknown) => console.error(`${what} view failed`, err);

function watch<T>(query: () => Promise<T>, next: (value: T) => void, error: OnError): () => void {
  const sub = liveQuery(query).subscribe({ next, error });
  return () => sub.unsubscribe();
}

export function watchOutbox(
  filter: { target?: string | null; kind?: OutboxKind },
  next: (items: OutboxItem[]) => void,
  error: OnError = logError('outbox'),
): () => void {
  const { target, kind } = filter;
  return watch(
    async () => {
      const items = target ? await listPendingFor(target, kind) : await listOutbox();
      return kind && !target ? items.filter((i) => i.kind === kind) : items;
    },
    next,
    error,
  );
}

export function watchDrafts(next: (drafts: Draft[]) => void, error: OnError = logError('drafts')): () => void {
  return watch(() => listDrafts(), next, error);
}

export function watchHistory(next: (items: HistoryItem[]) => void, error: OnError = logError('history')): () => void {
  return watch(() => listHistory(), next, error);
}

export function watchHistoryItem(
  id: string,
  next: (item: HistoryItem | undefined) => void,
  error: OnError = logError('history item'),
): () => void {
  return watch(() => getHistoryItem(id), next, error);
}

export function watchSearches(next: (items: SearchItem[]) => void, error: OnError = logError('searches')): () => void {
  return watch(() => listSearches(), next, error);
}
