import type { StoredAnalysis } from '@costlens/contracts';

/** Newest first; ties (same millisecond) by id, the order the API pages in. */
export function newestFirst(a: StoredAnalysis, b: StoredAnalysis): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}

/**
 * The history list: this device's analyses from the API merged by id with those kept on the device,
 * so it works offline and shows analyses not yet on the server. Where both have one, the server's copy
 * wins: it carries the current share state and view count.
 */
export function mergeHistory(server: readonly StoredAnalysis[], local: readonly StoredAnalysis[]): StoredAnalysis[] {
  const byId = new Map<string, StoredAnalysis>();
  for (const item of local) byId.set(item.id, item);
  for (const item of server) byId.set(item.id, item);
  return [...byId.values()].sort(newestFirst);
}
