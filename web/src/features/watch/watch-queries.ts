/** The watches, one watch's history and the alerts, read through the endpoint table (the service worker
 *  keeps their last answers, so the Watching screen and its chart open offline); every change refreshes them. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointName } from '@costlens/contracts/endpoints';
import { endpointKey, refreshEndpoints } from '../../lib/api-client.ts';
import type { EndpointResponse } from '@costlens/contracts/endpoint-schemas';

export const WATCH_READS: readonly EndpointName[] = ['listWatches', 'getWatch', 'listWatchAlerts'];

export function useWatches() {
  return useQuery<EndpointResponse<'listWatches'>>({ queryKey: endpointKey('listWatches') });
}

export function useWatch(id: string) {
  return useQuery<EndpointResponse<'getWatch'>>({ queryKey: endpointKey('getWatch', { id }) });
}

export function useWatchAlerts() {
  return useQuery<EndpointResponse<'listWatchAlerts'>>({ queryKey: endpointKey('listWatchAlerts') });
}

/** Refreshes every watch read after a change. */
export function useRefreshWatches() {
  const client = useQueryClient();
  return () => refreshEndpoints(client, WATCH_READS);
}
