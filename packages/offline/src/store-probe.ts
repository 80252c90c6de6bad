/**
 * Whether one of the device's stores may hold records, answered with the browser's own IndexedDB calls
 * so a page can decide at start-up without loading the device store (Dexie, the replay engine and the
 * answer schemas are ~200 KB of script a phone would evaluate during its first seconds for nothing when
 * there is nothing to show or send). It never creates the database: where the browser cannot list
 * databases, or anything goes wrong, the answer is "maybe" (true), so nothing kept is ever left out.
 */
import {
  DEVICE_DB_NAME,
  DRAFTS_STORE,
  HISTORY_STORE,
  OUTBOX_STORE,
  SEARCHES_STORE,
  SETTINGS_STORE,
} from './device-db-name.ts';

type Factory = IDBFactory | null;

/** Whether the outbox may hold queued work (the replayer starts at once only then). */
export function outboxMayHoldWork(factory: Factory = globalThis.indexedDB ?? null): Promise<boolean> {
  return storeMayHoldRecords(OUTBOX_STORE, factory);
}

/** Whether offline captures may be waiting (the home screen lists them only then). */
export function draftsMayExist(factory: Factory = globalThis.indexedDB ?? null): Promise<boolean> {
  return storeMayHoldRecords(DRAFTS_STORE, factory);
}

/** Whether anything was kept in the settings (a calculator's inputs); none kept, nothing to read. */
export function settingsMayExist(factory: Factory = globalThis.indexedDB ?? null): Promise<boolean> {
  return storeMayHoldRecords(SETTINGS_STORE, factory);
}

/** Whether analyses may be kept on this device (History reads them only then). */
export function historyMayExist(factory: Factory = globalThis.indexedDB ?? null): Promise<boolean> {
  return storeMayHoldRecords(HISTORY_STORE, factory);
}

/** Whether price comparisons or supplier searches may be kept (History lists them only then). */
export function searchesMayExist(factory: Factory = globalThis.indexedDB ?? null): Promise<boolean> {
  return storeMayHoldRecords(SEARCHES_STORE, factory);
}

export async function storeMayHoldRecords(store: string, factory: Factory): Promise<boolean> {
  if (!factory) return false;
  if (typeof factory.databases !== 'function') return true;
  try {
    const known = await factory.databases();
    if (!known.some((d) => d.name === DEVICE_DB_NAME)) return false;
    return await countRecords(factory, store);
  } catch {
    return true;
  }
}

function countRecords(factory: IDBFactory, store: string): Promise<boolean> {
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
        if (!database.objectStoreNames.contains(store)) return done(false);
        const count = database.transaction(store, 'readonly').objectStore(store).count();
        count.onsuccess = () => done(count.result > 0);
        count.onerror = () => done(true);
      } catch {
        done(true);
      }
    };
  });
}
