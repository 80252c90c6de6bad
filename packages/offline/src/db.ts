import Dexie from 'dexie';
import type { EntityTable } from 'dexie';
import type { AnalysisType, StoredAnalysis } from '@costlens/contracts';
import { upgradeStoredAnalysis } from './history-record.ts';
import { DEVICE_DB_NAME } from './device-db-name.ts';

/** An analysis kept on this device: saved from the results screen or last seen from the server,
 *  so history and details open offline. */
export interface HistoryItem {
  id: string;
  savedAt: string;
  stored: StoredAnalysis;
  /** A small JPEG of the product photo, when there was one. */
  thumbnail: Blob | null;
  /** The photo as it was uploaded (JPEG, ≤ 1600 px), kept so the owner can correct and re-estimate the
   *  analysis later, after a reload too. Absent on items stored before it was kept. */
  photo?: Blob | null;
}

export interface Setting {
  key: string;
  value: unknown;
}

/** waiting: queued until the network is back · sending: being uploaded now · failed: the server
 *  refused it for good (the error says why; the user can delete it). A sent draft is deleted. */
export type DraftStatus = 'waiting' | 'sending' | 'failed';

/** A capture made without a connection: the compressed photo and the chosen type, kept until it is
 *  analysed. Its outbox item carries the same idempotency key. */
export interface Draft {
  id: string;
  /** The compressed capture (JPEG, ≤ 1600 px), exactly what would have been uploaded. */
  image: Blob;
  type: AnalysisType;
  status: DraftStatus;
  /** ms since epoch */
  createdAt: number;
  idempotencyKey: string;
  error: string | null;
  /** What the on-device estimator recognised, when it ran (shown while the draft waits). Not indexed,
   *  so the optional fields below need no schema version: drafts stored before them read as before. */
  identification: DraftIdentification | null;
  /** The server could not tell what the photo shows: the user types its name on the draft's card. */
  needsName?: boolean;
  /** The name the user typed for it, sent with the photo (its outbox item carries a new key). */
  correction?: DraftCorrection | null;
  /** The keys it was sent under before it was named, oldest first: sent with the named upload, so an
   *  analysis one of them already stored (its answer lost) is corrected rather than made twice. */
  earlierKeys?: string[];
}

export interface DraftCorrection {
  productName: string;
  productCategory: string;
}

/** A price comparison or supplier search this device made: History lists it, and its own address
 *  (`/prices?q=…`, `/suppliers?q=…`) shows it again. Keyed by kind and words, so the same search made
 *  twice is one entry (its date moves to the last time). */
export interface SearchItem {
  /** `${type}:${query}` in lower case. */
  id: string;
  type: 'price' | 'suppliers';
  query: string;
  upc: string | null;
  brand: string | null;
  /** ISO time of the last time it was made. */
  savedAt: string;
  /** A small JPEG of the product photo, when the search started from one. */
  thumbnail: Blob | null;
}

export interface DraftIdentification {
  productQuery: string;
  /** The cost-book label, e.g. "Laptop". */
  category?: string | null;
  /** 0–100. */
  confidence?: number | null;
  entryId?: string | null;
  upc?: string | null;
  /** The estimator refused the photo (a person, an animal, nothing priceable): nothing to show. */
  refused?: boolean;
  /** 'probable': the device is not sure; `candidates` are the categories it could be, strongest first. */
  outcome?: 'named' | 'probable' | 'refused';
  candidates?: string[];
}

export type OutboxKind = 'analyze' | 'comment' | 'like' | 'share' | 'watch' | 'event';

/** The request to replay: a JSON body, or the draft whose photo is the multipart upload. */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  draftId?: string;
}

/** A mutation made while offline (or that failed for lack of network), replayed in order. */
export interface OutboxItem {
  /** Auto-increment: replay order is creation order. */
  id?: number;
  kind: OutboxKind;
  request: OutboxRequest;
  /** Client-made; the server answers a repeat with the first answer, so a replay never duplicates. */
  idempotencyKey: string;
  /** What the item is about (the analysis id of a comment, like or share), so screens show it pending. */
  target: string | null;
  attempts: number;
  /** ms since epoch; not tried again before this (back-off). */
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
}

/** The one IndexedDB database of the app, shared by the page and the service worker; nothing else
 *  touches IndexedDB, so its schema and versions live in one place. */
export class CostLensDb extends Dexie {
  history!: EntityTable<HistoryItem, 'id'>;
  settings!: EntityTable<Setting, 'key'>;
  drafts!: EntityTable<Draft, 'id'>;
  outbox!: EntityTable<OutboxItem, 'id'>;
  searches!: EntityTable<SearchItem, 'id'>;

  constructor(name = DEVICE_DB_NAME) {
    super(name);
    this.version(1).stores({
      history: 'id, savedAt',
      settings: 'key',
    });
    // v2 adds offline work; v1 stores are kept as they are (Dexie carries them over unchanged).
    this.version(2).stores({
      drafts: 'id, createdAt, status',
      outbox: '++id, &idempotencyKey, kind, target, nextAttemptAt',
    });
    // v3 keeps each field of an analysis once: copies kept in the earlier shape (panels at the top level
    // and again inside `analysis`) are rewritten in place; indexes are unchanged.
    this.version(3)
      .stores({})
      .upgrade((tx) =>
        tx
          .table<HistoryItem, string>('history')
          .toCollection()
          .modify((item) => {
            item.stored = upgradeStoredAnalysis(item.stored);
          }),
      );
    // v4 keeps price comparisons and supplier searches, so History lists them beside analyses.
    this.version(4).stores({ searches: 'id, savedAt' });
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
    // `persist` exists in windows only (the worker's StorageManager type lacks it).
    const storage = navigator.storage as (StorageManager & { persist?: () => Promise<boolean> }) | undefined;
    return (await storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
