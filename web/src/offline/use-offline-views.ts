import { useEffect, useState } from 'react';
import type { Draft, OutboxItem, OutboxKind } from '../db/db.ts';
import type * as LiveViews from './live.ts';

type LiveModule = typeof LiveViews;

/** Subscribes to a live view from live.ts, loading it (and IndexedDB) only once a screen needs it. */
function useLive<T>(subscribe: (m: LiveModule, next: (v: T) => void) => () => void, initial: T, deps: unknown[]): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./live.ts').then((m) => {
      if (!cancelled) stop = subscribe(m, setValue);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the view depends on
  }, deps);
  return value;
}

/** Waiting outbox items about `target` (e.g. an analysis id), live: a comment typed offline shows
 *  as pending until the server has it. Without a target: everything waiting. */
export function usePendingOutbox(filter: { target?: string | null; kind?: OutboxKind } = {}): OutboxItem[] {
  return useLive<OutboxItem[]>((m, next) => m.watchOutbox(filter, next), [], [filter.target, filter.kind]);
}

/** Offline captures on this device, newest first, live. */
export function useDrafts(): Draft[] {
  return useLive<Draft[]>((m, next) => m.watchDrafts(next), [], []);
}
