import { useLiveQuery } from 'dexie-react-hooks';
import type { Draft, OutboxItem, OutboxKind } from '../db/db.ts';
import { listDrafts } from '../db/drafts.ts';
import { listOutbox, listPendingFor } from '../db/outbox.ts';

const NONE: never[] = [];

/** Waiting outbox items about `target` (e.g. an analysis id), live: a comment typed offline shows
 *  as pending until the server has it. Without a target: everything waiting. */
export function usePendingOutbox(filter: { target?: string | null; kind?: OutboxKind } = {}): OutboxItem[] {
  const { target, kind } = filter;
  return useLiveQuery(
    async () => {
      const items = target ? await listPendingFor(target, kind) : await listOutbox();
      return kind && !target ? items.filter((i) => i.kind === kind) : items;
    },
    [target, kind],
    NONE,
  );
}

/** Offline captures on this device, newest first, live. */
export function useDrafts(): Draft[] {
  return useLiveQuery(() => listDrafts(), [], NONE);
}
