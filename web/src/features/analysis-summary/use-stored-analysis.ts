import { useQuery } from '@tanstack/react-query';
import type { StoredAnalysis } from '@costlens/contracts';
import { ApiError, endpointKey } from '../../lib/api-client.ts';
import { useDeviceAnalysis } from '../../offline/use-offline-views.ts';

/** Reads of one analysis are retried once; a 4xx answer will not change on a retry, so it is final. */
export function retryOnceUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export interface StoredAnalysisState {
  stored: StoredAnalysis | null;
  loading: boolean;
  notFound: boolean;
  /** False when the server says another device made it (a public analysis read by a visitor); a copy
   *  kept on this device is this device's own. */
  isOwner: boolean;
}

/** One analysis from the API, or the copy kept on this device when the API cannot answer (offline). */
export function useStoredAnalysis(id: string): StoredAnalysisState {
  const server = useQuery({
    queryKey: endpointKey('getAnalysis', { id }),
    retry: retryOnceUnlessClientError,
  });
  const answer = server.data as { analysis?: StoredAnalysis; isOwner?: boolean } | undefined;
  const serverAnalysis = answer?.analysis;
  // undefined while reading, null when this device has no copy (or no IndexedDB at all).
  const local = useDeviceAnalysis(id);
  const stored = serverAnalysis ?? local ?? null;
  // Without IndexedDB (some private modes) the device copy never answers; the API decides alone.
  const localSettled = local !== undefined || typeof indexedDB === 'undefined';
  return {
    stored,
    loading: !stored && (server.isPending || !localSettled),
    notFound: !stored && server.isError && localSettled,
    isOwner: answer?.isOwner !== false,
  };
}
