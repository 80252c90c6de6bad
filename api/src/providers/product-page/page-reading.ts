/**
 * Reading a fetched product page (extract.ts, and the text a model would read when the markup names no
 * product) in a pool of worker threads (lib/worker-pool.ts): a page built to be slow to parse costs its
 * own request its time limit, never the other requests their answers.
 */
import { createWorkerPool, WorkerPoolBusyError, WorkerPoolTimeLimitError } from '../../lib/worker-pool.ts';
import type { WorkerPool } from '../../lib/worker-pool.ts';
import { ProviderError } from '../errors.ts';
import type { Extraction } from './extract.ts';
import { PageFetchError } from './page-fetch-error.ts';

export interface PageReadingInput {
  html: string;
  /** The address after redirects: relative links resolve against it and it names the site. */
  url: string;
  /** Also answer the page's text when the markup names no product (a model will read it). */
  wantText: boolean;
}

export interface PageReadResult {
  extraction: Extraction | null;
  /** The page's visible text for a model, when asked for and no product was found in the markup. */
  text: string | null;
}

export interface PageReadingOptions {
  /** Pages read at once. */
  workers: number;
  /** Pages that may wait for a free worker; one more is refused as busy. */
  maxWaiting: number;
  /** How long one page may take to read before its worker is stopped. */
  timeLimitMs: number;
}

export interface PageReadingPool {
  /** Reads the page; a full waiting line is a 'busy' ProviderError, a page over the time limit a
   *  'too_complex' PageFetchError, an aborted read rejects with the signal's reason. */
  read(input: PageReadingInput, signal?: AbortSignal): Promise<PageReadResult>;
  close(): Promise<void>;
}

/** Seconds a client is asked to wait when every worker is taken and the line is full. */
export const PAGE_READING_RETRY_AFTER_S = 5;

const shared = new Map<string, PageReadingPool>();

/**
 * The process's pool for these options: the workers share the process's cores, so every app in the
 * process (tests make many) reads pages through the same few threads.
 */
export function pageReadingPool(options: PageReadingOptions): PageReadingPool {
  const key = `${options.workers}/${options.maxWaiting}/${options.timeLimitMs}`;
  let pool = shared.get(key);
  if (!pool) shared.set(key, (pool = createPageReadingPool(options)));
  return pool;
}

export function createPageReadingPool(options: PageReadingOptions): PageReadingPool {
  const pool: WorkerPool<PageReadingInput, PageReadResult> = createWorkerPool({
    entry: new URL('./read-worker.ts', import.meta.url),
    size: options.workers,
    maxWaiting: options.maxWaiting,
    timeLimitMs: options.timeLimitMs,
  });
  return {
    async read(input, signal) {
      try {
        return await pool.run(input, signal);
      } catch (err) {
        if (err instanceof WorkerPoolBusyError) {
          throw new ProviderError('busy', 'Every page reader is taken', {
            retryAfterSeconds: PAGE_READING_RETRY_AFTER_S,
          });
        }
        if (err instanceof WorkerPoolTimeLimitError) {
          throw new PageFetchError(
            'too_complex',
            `The page is too complex to read (it took more than ${Math.round(options.timeLimitMs / 100) / 10} s).`,
          );
        }
        throw err;
      }
    },
    close: () => pool.close(),
  };
}
