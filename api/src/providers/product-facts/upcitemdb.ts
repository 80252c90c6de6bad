// UPCitemdb's free trial lookup (no key, 100 lookups a day per server), asked only for a code the Open
// Food Facts family does not know. It is a fallback: when its budget is spent, it asks us to wait, or it
// fails, the lookup answers without it (the answer's `searched` says so) instead of failing.
import type { ProductFacts, ProductFactsDatabase } from '@costlens/contracts';
import { costBookEntryFor } from './category-map.ts';
import { httpGet, isObj, obj, retryAfterSeconds, text } from './http-get.ts';
import type { Json } from './http-get.ts';
import type { CallGate } from './index.ts';

const SITE = 'https://www.upcitemdb.com';
/** The developer pages, which state the trial's terms. */
const TERMS_URL = 'https://devs.upcitemdb.com/';
/** A spent trial quota answers 429, often without saying for how long: an hour before asking again. */
const DEFAULT_BACK_OFF_SECONDS = 60 * 60;

/** 'found' and 'not found' are answers; 'skipped' means UPCitemdb could not be asked or failed. */
export type UpcItemDbAnswer = { kind: 'found'; item: Json } | { kind: 'not-found' } | { kind: 'skipped'; why: string };

export interface UpcItemDbReader {
  read(code: string, ctx: { gate: CallGate; signal?: AbortSignal }): Promise<UpcItemDbAnswer>;
}

export function createUpcItemDbReader(opts: {
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
  fetch: typeof fetch;
}): UpcItemDbReader {
  return {
    async read(code, { gate, signal }) {
      const leave = await gate.take('upcitemdb');
      if (!leave.allowed) return { kind: 'skipped', why: 'daily budget spent or backing off' };
      const url = `${opts.baseUrl.replace(/\/+$/, '')}/lookup?upc=${code}`;
      let res;
      try {
        res = await httpGet(url, {
          vendor: 'UPCitemdb',
          userAgent: opts.userAgent,
          timeoutMs: opts.timeoutMs,
          signal,
          fetch: opts.fetch,
        });
      } catch (err) {
        if (signal?.aborted) throw err;
        return { kind: 'skipped', why: (err as Error).message };
      }
      const body = obj(res.json);
      if (res.status === 429) {
        await gate.backOff('upcitemdb', retryAfterSeconds(res.headers, Date.now(), DEFAULT_BACK_OFF_SECONDS));
        return { kind: 'skipped', why: `UPCitemdb answered 429 ${text(body.code) ?? ''}`.trim() };
      }
      if (res.status >= 500) return { kind: 'skipped', why: `UPCitemdb answered ${res.status}` };
      if (!isObj(res.json)) return { kind: 'skipped', why: `UPCitemdb answered ${res.status}, not JSON` };
      // INVALID_UPC (400) and NOT_FOUND (404): the code is not one UPCitemdb knows.
      if (res.status === 400 || res.status === 404) return { kind: 'not-found' };
      if (res.status !== 200 || body.code !== 'OK') {
        return { kind: 'skipped', why: `UPCitemdb answered ${res.status} ${text(body.code) ?? ''}`.trim() };
      }
      const item = Array.isArray(body.items) ? body.items.find(isObj) : undefined;
      return item ? { kind: 'found', item } : { kind: 'not-found' };
    },
  };
}

/** "N/A" and empty strings are UPCitemdb's way of saying it does not know. */
const known = (v: unknown): string | null => {
  const s = text(v);
  return s && !/^n\/?a$/i.test(s) ? s : null;
};

/**
 * A UPCitemdb item as facts. Its `category` is a path ("Media > Books"); it lists no countries. Its
 * images are retailers' photos, which no licence lets this app show, so none is passed on.
 */
export function upcItemDbFacts(code: string, item: Json, searched: ProductFactsDatabase[]): ProductFacts {
  const name = known(item.title);
  const categories = (known(item.category) ?? '')
    .split('>')
    .map((c) => c.trim())
    .filter(Boolean);
  return {
    code,
    found: true,
    name,
    brand: known(item.brand),
    quantity: known(item.size),
    countries: [],
    categories,
    costBookEntry: costBookEntryFor(categories, name),
    imageUrl: null,
    source: {
      database: 'UPCitemdb',
      url: `${SITE}/upc/${code}`,
      licence: 'UPCitemdb terms',
      licenceUrl: TERMS_URL,
      attribution: 'Product facts from UPCitemdb (upcitemdb.com).',
    },
    searched,
  };
}
