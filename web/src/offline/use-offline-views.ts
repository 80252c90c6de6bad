// React views of what this device keeps (drafts, the outbox, history), live, loading the device store
// only once a screen needs it.
import { useEffect, useState } from 'react';
import type { StoredAnalysis } from '@costlens/contracts';
import type * as Offline from '@costlens/offline';
import type { Draft, HistoryItem, OutboxItem, OutboxKind, SearchItem } from '@costlens/offline';
import { draftsMayExist, historyMayExist, outboxMayHoldWork, searchesMayExist } from '@costlens/offline/store-probe';
import { loadOffline, offlineLoaded } from '../lazy.ts';

type OfflineModule = typeof Offline;

/** Subscribes to a live view of the device store; `initial` until it first answers. With `mayHold`, a
 *  device that keeps nothing for the view does not load the store for it: the view shows `nothingKept`
 *  (when given) at once and starts once something else loads the store. */
function useLive<T>(
  subscribe: (m: OfflineModule, next: (v: T) => void) => () => void,
  initial: T,
  deps: unknown[],
  mayHold?: () => Promise<boolean>,
  nothingKept?: T,
): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const ready = mayHold
      ? mayHold().then((maybe) => {
          if (maybe) return undefined;
          if (!cancelled && nothingKept !== undefined) setValue(nothingKept);
          return offlineLoaded;
        })
      : Promise.resolve();
    void ready
      .then(() => loadOffline())
      .then((m) => {
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
 *  as pending until the server has it. Without a target: everything waiting. A device with nothing
 *  queued does not load the store for it (a shared page's comments and likes show at once); queuing
 *  something loads it, and the view starts then. */
export function usePendingOutbox(filter: { target?: string | null; kind?: OutboxKind } = {}): OutboxItem[] {
  return useLive<OutboxItem[]>(
    (m, next) => m.watchOutbox(filter, next),
    [],
    [filter.target, filter.kind],
    outboxMayHoldWork,
  );
}

/** Offline captures on this device, newest first, live. */
export function useDrafts(): Draft[] {
  return useLive<Draft[]>((m, next) => m.watchDrafts(next), [], [], draftsMayExist);
}

/** An analysis this device keeps, with the small photo kept with it (null when it has none). */
export interface DeviceHistoryEntry {
  stored: StoredAnalysis;
  thumbnail: Blob | null;
}

/** Every analysis this device keeps, newest first; undefined while reading (an unusable store, as in
 *  some private modes, reads as nothing kept). A device that never kept one does not load the store. */
export function useDeviceHistory(): DeviceHistoryEntry[] | undefined {
  return useLive<DeviceHistoryEntry[] | undefined>(
    (m, next) =>
      m.watchHistory(
        (items) => next(items.map((item) => ({ stored: item.stored, thumbnail: item.thumbnail ?? null }))),
        () => next([]),
      ),
    undefined,
    [],
    historyMayExist,
    [],
  );
}

/** This device's copy of one analysis: undefined while reading, null when it has none (at once, without
 *  loading the store, on a device that keeps none). */
export function useDeviceAnalysis(id: string): StoredAnalysis | null | undefined {
  return useLive<StoredAnalysis | null | undefined>(
    (m, next) =>
      m.watchHistoryItem(
        id,
        (item) => next(item?.stored ?? null),
        () => next(null),
      ),
    undefined,
    [id],
    historyMayExist,
    null,
  );
}

/** Everything this device keeps of one analysis (its copy, thumbnail and photo): undefined while reading,
 *  null when it keeps nothing. */
export function useDeviceItem(id: string): HistoryItem | null | undefined {
  return useLive<HistoryItem | null | undefined>(
    (m, next) =>
      m.watchHistoryItem(
        id,
        (item) => next(item ?? null),
        () => next(null),
      ),
    undefined,
    [id],
    historyMayExist,
    null,
  );
}

/** The price comparisons and supplier searches this device made, newest first, live (empty while reading,
 *  and where the store is unusable). */
export function useDeviceSearches(): SearchItem[] {
  return useLive<SearchItem[]>((m, next) => m.watchSearches(next, () => next([])), [], [], searchesMayExist);
}
