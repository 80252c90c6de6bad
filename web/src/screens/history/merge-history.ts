import type { AnalysisSummary } from '@costlens/contracts';

type Listed = Pick<AnalysisSummary, 'id' | 'createdAt'>;

/** Newest first; ties (same millisecond) by id, the order the API pages in. */
export function newestFirst(a: Listed, b: Listed): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}

/**
 * The history list: this device's analyses from the API (summaries) merged by id with the cards of
 * those kept on the device, so it works offline and shows analyses not yet on the server. Where both
 * have one, the server's wins (it carries the current share state, views, likes and comments), but with
 * the earlier of the two times: a photo taken offline is kept on the device with the time it was taken,
 * and the server only knows when it arrived.
 */
export function mergeHistory(server: readonly AnalysisSummary[], local: readonly AnalysisSummary[]): AnalysisSummary[] {
  const byId = new Map<string, AnalysisSummary>();
  for (const item of local) byId.set(item.id, item);
  for (const item of server) {
    const kept = byId.get(item.id);
    byId.set(item.id, kept && kept.createdAt < item.createdAt ? { ...item, createdAt: kept.createdAt } : item);
  }
  return [...byId.values()].sort(newestFirst);
}
