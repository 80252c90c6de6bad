import { QueryClient } from '@tanstack/react-query';
import { endpointQueryFn } from './api-client.ts';

/** Unused entries are dropped after 5 minutes. */
const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** No polling, no refetch on focus, data never stale, no retries unless a query asks. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: endpointQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: QUERY_GC_TIME_MS,
        retry: false,
        // Offline first: the service worker answers reads from its caches and the outbox takes
        // mutations, so requests always run instead of waiting for TanStack's idea of "online".
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
}

/** The app's one query cache: the screens read through it, and the outbox replayer refreshes it after
 *  queued work reaches the server, however the replayer was loaded. It loads with the first screen or
 *  step that reads through it (web/src/lazy.ts `withQueries`), not with the app's shell. */
export const queryClient = createQueryClient();
