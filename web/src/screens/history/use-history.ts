import { useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { summaryOf } from '@costlens/contracts/analysis-views';
import type { AnalysisSummary } from '@costlens/contracts';
import { retryOnceUnlessClientError } from '../../features/analysis-summary/index.ts';
import { callApi } from '../../lib/api-client.ts';
import { useDeviceHistory } from '../../offline/use-offline-views.ts';
import { mergeHistory } from './merge-history.ts';

/** Keyed by the list endpoint's name, so refreshing `listAnalyses` after a new analysis refreshes it. */
export const HISTORY_QUERY_KEY = ['listAnalyses', 'history-pages'] as const;

export interface HistoryState {
  items: AnalysisSummary[];
  /** The photo this device kept of an analysis, by id. */
  photos: ReadonlyMap<string, Blob>;
  loading: boolean;
  /** The API failed and the device has nothing to show either. */
  error: boolean;
  /** The API failed, so the list is what this device kept. */
  fromDevice: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  retry(): void;
}

/** This device's analyses from the API, a page at a time. */
export function historyPagesQuery() {
  return infiniteQueryOptions({
    queryKey: HISTORY_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => callApi('listAnalyses', { query: { cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: retryOnceUnlessClientError,
  });
}

export function useHistory(): HistoryState {
  const server = useInfiniteQuery({
    ...historyPagesQuery(),
    // The one exception to "never stale": the list must show analyses made since the last visit.
    refetchOnMount: 'always',
  });
  // undefined while reading; an unusable IndexedDB (private mode, no space) reads as nothing kept.
  const local = useDeviceHistory();

  // The API lists summaries (what a card shows); the device keeps whole analyses, shown by their card.
  // Pages the API answered before stay readable offline through the service worker's copies.
  const localCards = useMemo(() => (local ?? []).map((entry) => summaryOf(entry.stored)), [local]);
  const photos = useMemo(
    () => new Map((local ?? []).flatMap((entry) => (entry.thumbnail ? [[entry.stored.id, entry.thumbnail]] : []))),
    [local],
  );
  const serverItems = server.data?.pages.flatMap((page) => page.analyses);

  const items = mergeHistory(serverItems ?? [], localCards);
  return {
    items,
    photos,
    // Decided by the API alone: a device store that never answers must not hold the screen.
    loading: items.length === 0 && server.isPending,
    error: server.isError && items.length === 0,
    fromDevice: server.isError && items.length > 0,
    hasMore: server.hasNextPage,
    loadingMore: server.isFetchingNextPage,
    loadMore: () => void server.fetchNextPage(),
    retry: () => void server.refetch(),
  };
}
