import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { AnalysisResponse, StoredAnalysis } from '@costlens/contracts';
import { getHistoryItem } from '../../db/history.ts';
import { ApiError } from '../../lib/api.ts';

/** Spec §7 retries these reads once; a 4xx answer will not change on a retry, so it is final. */
export function retryOnceUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export interface StoredAnalysisState {
  stored: StoredAnalysis | null;
  loading: boolean;
  notFound: boolean;
}

/** One analysis from the API, or the copy kept on this device when the API cannot answer (offline). */
export function useStoredAnalysis(id: string): StoredAnalysisState {
  const server = useQuery<AnalysisResponse>({ queryKey: ['/api/analyses', id], retry: retryOnceUnlessClientError });
  // undefined while reading, null when this device has no copy (or no IndexedDB at all).
  const local = useLiveQuery(async () => (await getHistoryItem(id).catch(() => undefined))?.stored ?? null, [id]);
  const stored = server.data?.analysis ?? local ?? null;
  // Without IndexedDB (some private modes) the device copy never answers; the API decides alone.
  const localSettled = local !== undefined || typeof indexedDB === 'undefined';
  return {
    stored,
    loading: !stored && (server.isPending || !localSettled),
    notFound: !stored && server.isError && localSettled,
  };
}
