import type { StoredAnalysis } from '@costlens/contracts';
import { db, guardQuota, type HistoryItem } from './db.ts';

/** Keeps an analysis on the device (Save to History, and every analysis this device made). */
export async function saveToHistory(stored: StoredAnalysis, thumbnail: Blob | null = null): Promise<void> {
  await guardQuota(async () => {
    const existing = await db.history.get(stored.id);
    await db.history.put({ id: stored.id, savedAt: existing?.savedAt ?? new Date().toISOString(), stored, thumbnail: thumbnail ?? existing?.thumbnail ?? null });
  });
}

export async function getHistoryItem(id: string): Promise<HistoryItem | undefined> {
  return db.history.get(id);
}

/** Newest first. */
export async function listHistory(): Promise<HistoryItem[]> {
  return db.history.orderBy('savedAt').reverse().toArray();
}
