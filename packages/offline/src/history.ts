import type { StoredAnalysis } from '@costlens/contracts';
import { db, guardQuota } from '@costlens/offline';
import type { HistoryItem } from '@costlens/offline';

/** Keeps an analysis on the device: every analysis this device made, and every one the API listed, so
 *  history and details open offline. A photo or thumbnail kept earlier stays unless a new one is given. */
export async function saveToHistory(
  stored: StoredAnalysis,
  thumbnail: Blob | null = null,
  photo: Blob | null = null,
): Promise<void> {
  await guardQuota(async () => {
    const existing = await db.history.get(stored.id);
    await db.history.put({
      id: stored.id,
      savedAt: existing?.savedAt ?? new Date().toISOString(),
      stored,
      thumbnail: thumbnail ?? existing?.thumbnail ?? null,
      photo: photo ?? existing?.photo ?? null,
    });
  });
}

/** Removes an analysis from the device (the owner deleted it). */
export async function removeFromHistory(id: string): Promise<void> {
  await db.history.delete(id);
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
      await db.history.put({
        id: stored.id,
        savedAt: new Date().toISOString(),
        stored,
        thumbnail: old.thumbnail,
        photo: old.photo ?? null,
      });
      return true;
    }),
  );
}
