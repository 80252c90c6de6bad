import Dexie, { type EntityTable } from 'dexie';
import type { StoredAnalysis } from '@costlens/contracts';

/** An analysis kept on this device: saved from the results screen or last seen from the server,
 *  so history and details open offline. */
export interface HistoryItem {
  id: string;
  savedAt: string;
  stored: StoredAnalysis;
  /** A small JPEG of the product photo, when there was one. */
  thumbnail: Blob | null;
}

export interface Setting {
  key: string;
  value: unknown;
}

/** The one IndexedDB database of the app; nothing else touches IndexedDB (STYLE.md habit 10). */
export class CostLensDb extends Dexie {
  history!: EntityTable<HistoryItem, 'id'>;
  settings!: EntityTable<Setting, 'key'>;

  constructor(name = 'costlens') {
    super(name);
    this.version(1).stores({
      history: 'id, savedAt',
      settings: 'key',
    });
  }
}

export const db = new CostLensDb();

/** A write that could not be stored because the device is out of space; shown to the user, never swallowed. */
export class StorageFullError extends Error {
  constructor() {
    super('This device is out of storage space for CostLens. Free some space or delete old drafts, then try again.');
    this.name = 'StorageFullError';
  }
}

/** Runs a write and turns a quota failure into a StorageFullError the UI can show. */
export async function guardQuota<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const name = (err as { name?: string; inner?: { name?: string } }).name;
    const inner = (err as { inner?: { name?: string } }).inner?.name;
    if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') throw new StorageFullError();
    throw err;
  }
}

/** Asks the browser not to evict our data under storage pressure (best effort). */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
