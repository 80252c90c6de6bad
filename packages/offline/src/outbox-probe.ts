/**
 * Whether the device's outbox may hold queued work, answered with the browser's own IndexedDB calls so a
 * page can decide at start-up without loading the device store (Dexie, the replay engine and the answer
 * schemas are ~200 KB of script a phone would evaluate during its first seconds for nothing when the
 * outbox is empty). It never creates the database: where the browser cannot list databases, or anything
 * goes wrong, the answer is "maybe" (true), so queued work is never left behind.
 */
import { DEVICE_DB_NAME, OUTBOX_STORE } from './device-db-name.ts';

export async function outboxMayHoldWork(factory: IDBFactory | null = globalThis.indexedDB ?? null): Promise<boolean> {
  if (!factory) return false;
  if (typeof factory.databases !== 'function') return true;
  try {
    const known = await factory.databases();
    if (!known.some((d) => d.name === DEVICE_DB_NAME)) return false;
    return await countOutbox(factory);
  } catch {
    return true;
  }
}

function countOutbox(factory: IDBFactory): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    // No version: opens the database as it is, without upgrading it.
    const request = factory.open(DEVICE_DB_NAME);
    request.onerror = () => resolve(true);
    request.onblocked = () => resolve(true);
    // Only when the database vanished since it was listed: leave creating it to the device store.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const database = request.result;
      const done = (answer: boolean) => {
        database.close();
        resolve(answer);
      };
      try {
        if (!database.objectStoreNames.contains(OUTBOX_STORE)) return done(false);
        const count = database.transaction(OUTBOX_STORE, 'readonly').objectStore(OUTBOX_STORE).count();
        count.onsuccess = () => done(count.result > 0);
        count.onerror = () => done(true);
      } catch {
        done(true);
      }
    };
  });
}
