import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AnalysisSummary } from '@costlens/contracts';
import { callApi } from '../../lib/api-client.ts';
import { filterPublic } from './filter.ts';
import { useOnline, useSettled } from './use-online.ts';

/** A search is sent once typing pauses this long. */
export const SEARCH_SETTLE_MS = 300;

export interface PublicPages {
  /** The cards to show, newest first. */
  items: AnalysisSummary[];
  /** 'server': the API searched (or listed) everything; 'device': offline, the pages this device kept,
   *  searched here. */
  source: 'server' | 'device';
  /** The search the items answer ('' for the whole list). */
  searched: string;
  loading: boolean;
  error: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  retry(): void;
}

/** The list's pages for the search `q` ('' for the whole list), as the screen reads them. */
export function publicPagesQuery(q: string) {
  return infiniteQueryOptions({
    // Under the endpoint's name, so a new share refreshing 'listPublic' refreshes these pages too.
    queryKey: ['listPublic', 'pages', q],
    queryFn: ({ pageParam, signal }) => callApi('listPublic', { query: { q, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * The community list in pages. Online, a search goes to the server (every public analysis, not only
 * the pages loaded); offline, the pages kept on this device (the service worker's copies of the pages
 * seen before) are searched here, and the screen says so.
 */
export function usePublicPages(search: string): PublicPages {
  const online = useOnline();
  const settled = useSettled(search.trim(), SEARCH_SETTLE_MS);
  const q = online ? settled : '';
  const list = useInfiniteQuery({
    ...publicPagesQuery(q),
    // The previous results stay on screen while the next search is on its way.
    placeholderData: keepPreviousData,
  });
  const loaded = list.data?.pages.flatMap((page) => page.analyses) ?? [];
  const items = online ? loaded : filterPublic(loaded, search);
  return {
    items,
    source: online ? 'server' : 'device',
    searched: online ? q : search.trim(),
    loading: list.isPending,
    error: list.isError && loaded.length === 0,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => {
      if (list.hasNextPage && !list.isFetching) void list.fetchNextPage();
    },
    retry: () => void list.refetch(),
  };
}
