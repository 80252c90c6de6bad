import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { AnalysisListResponse, StoredAnalysis } from '@costlens/contracts';
import { listHistory, saveToHistory } from '../../db/history.ts';
import { apiJson } from '../../lib/api.ts';
import { retryOnceUnlessClientError } from '../analysis-detail/use-stored-analysis.ts';
import { mergeHistory } from './merge-history.ts';

/** Under '/api/analyses', so invalidating that prefix after a new analysis refreshes the history. */
export const HISTORY_QUERY_KEY = ['/api/analyses', 'history-pages'] as const;

export interface HistoryState {
  items: StoredAnalysis[];
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

export function useHistory(): HistoryState {
  const server = useInfiniteQuery({
    queryKey: HISTORY_QUERY_KEY,
    queryFn: ({ pageParam, signal }) =>
      apiJson<AnalysisListResponse>(
        'GET',
        pageParam ? `/api/analyses?cursor=${encodeURIComponent(pageParam)}` : '/api/analyses',
        undefined,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: retryOnceUnlessClientError,
    // The one exception to "never stale": the list must show analyses made since the last visit.
    refetchOnMount: 'always',
  });
  // undefined while reading; an unusable IndexedDB (private mode, no space) reads as nothing kept.
  const local = useLiveQuery(async () => (await listHistory().catch(() => [])).map((item) => item.stored), []);

  useEffect(() => {
    // Keep what the API answered on the device, so history and details open offline next time.
    const answered = server.data?.pages.flatMap((page) => page.analyses) ?? [];
    void Promise.allSettled(answered.map((item) => saveToHistory(item)));
  }, [server.data]);

  const serverItems = server.data?.pages.flatMap((page) => page.analyses);

  const items = mergeHistory(serverItems ?? [], local ?? []);
  return {
    items,
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
