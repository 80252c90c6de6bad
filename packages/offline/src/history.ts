import type { StoredAnalysis } from '@costlens/contracts';
import { db, guardQuota } from '@costlens/offline';
import type { HistoryItem } from '@costlens/offline';

/** Keeps an analysis on the device (Save to History, and every analysis this device made). */
export async function saveToHistory(stored: StoredAnalysis, thumbnail: Blob | null = null): Promise<void> {
  await guardQuota(async () => {
    const existing = await db.history.get(stored.id);
    await db.history.put({
      id: stored.id,
      savedAt: existing?.savedAt ?? new Date().toISOString(),
      stored,
      thumbnail: thumbnail ?? existing?.thumbnail ?? null,
    });
  });
}

export async function getHistoryItem(id: string): Promise<HistoryItem | undefined> {
  return db.history.get(id);
}

/** Newest first. */
export async function listHistory(): Promise<HistoryItem[]> {
  return db.history.orderBy('savedAt').reverse().toArray();
}

/** A re-estimate replaced `oldId` on the server: the device keeps the new analysis in its place, with the
 *  old photo thumbnail, and only when it had kept the old one. Answers whether it did. */
export async function replaceHistoryItem(oldId: string, stored: StoredAnalysis): Promise<boolean> {
  return guardQuota(() =>
    db.transaction('rw', db.history, async () => {
      const old = await db.history.get(oldId);
      if (!old) return false;
      await db.history.delete(oldId);
      await db.history.put({ id: stored.id, savedAt: new Date().toISOString(), stored, thumbnail: old.thumbnail });
      return true;
    }),
  );
}
