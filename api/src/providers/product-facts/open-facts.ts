// Reads a barcode from the Open Food Facts family with the API v2 product read. Asked with
// product_type=all, the food database answers a product of another type (beauty, pet food, other) with
// a 302 to the database that holds it; that database is then asked once, at the base URL configured for
// it (never at the address the redirect names). Every read counts against the family's 15 a minute.
import { ProviderError } from '../errors.ts';
import { httpGet, isObj, obj, retryAfterSeconds, text } from './http-get.ts';
import type { Json } from './http-get.ts';
import type { CallGate } from './index.ts';
import { isOpenFactsType, OPEN_FACTS, openFactsTypeOfLocation } from './open-facts-databases.ts';
import type { OpenFactsType } from './open-facts-databases.ts';

/** Only what the facts are made of: a full product is tens of kilobytes. */
export const OPEN_FACTS_FIELDS = [
  'code',
  'product_name',
  'product_name_en',
  'generic_name',
  'brands',
  'quantity',
  'countries',
  'countries_tags',
  'categories_tags',
  'image_front_url',
  'image_url',
  'product_type',
].join(',');

/** How long to leave the databases alone when they say 429 or 503 without a Retry-After. */
const DEFAULT_BACK_OFF_SECONDS = 60;

/** `asked`: the databases read, in order (the food database, then the one it pointed to). */
export type OpenFactsAnswer = ({ found: true; type: OpenFactsType; product: Json } | { found: false }) & {
  asked: OpenFactsType[];
};

type ReadOnce = { found: true; type: OpenFactsType; product: Json } | { found: false; elsewhere?: OpenFactsType };

export interface OpenFactsReader {
  read(code: string, ctx: { gate: CallGate; signal?: AbortSignal }): Promise<OpenFactsAnswer>;
}

export function createOpenFactsReader(opts: {
  baseUrls: Record<OpenFactsType, string>;
  userAgent: string;
  timeoutMs: number;
  fetch: typeof fetch;
}): OpenFactsReader {
  async function readOnce(type: OpenFactsType, code: string, gate: CallGate, signal?: AbortSignal): Promise<ReadOnce> {
    const name = OPEN_FACTS[type].name;
    const leave = await gate.take('open-food-facts');
    if (!leave.allowed) {
      throw new ProviderError('busy', `${name} is asked at most a few times a minute; this server is at that limit`, {
        retryAfterSeconds: leave.retryAfterSeconds,
      });
    }
    const url = `${opts.baseUrls[type].replace(/\/+$/, '')}/api/v2/product/${code}.json?product_type=all&fields=${OPEN_FACTS_FIELDS}`;
    const res = await httpGet(url, {
      vendor: name,
      userAgent: opts.userAgent,
      timeoutMs: opts.timeoutMs,
      signal,
      fetch: opts.fetch,
    });

    if (res.status >= 300 && res.status < 400) {
      const target = openFactsTypeOfLocation(res.headers.get('location') ?? '');
      if (target === null || target === type) {
        throw new ProviderError('bad_response', `${name} redirected the product read somewhere unknown`);
      }
      return { found: false, elsewhere: target };
    }
    if (res.status === 429 || res.status === 503) {
      const wait = retryAfterSeconds(res.headers, Date.now(), DEFAULT_BACK_OFF_SECONDS);
      await gate.backOff('open-food-facts', wait);
      throw new ProviderError('busy', `${name} asked us to slow down`, { retryAfterSeconds: wait });
    }
    if (res.status >= 500) throw new ProviderError('unavailable', `${name} answered ${res.status}`);
    if (!isObj(res.json)) {
      // A refusal in HTML (a proxy's 403) is the service failing; a 200 that is not JSON cannot be read.
      if (res.status >= 400) throw new ProviderError('unavailable', `${name} answered ${res.status}`);
      throw new ProviderError('bad_response', `${name} answered ${res.status} with something that is not JSON`);
    }
    return readEnvelope(res.json, type, name);
  }

  return {
    async read(code, { gate, signal }) {
      const first = await readOnce('food', code, gate, signal);
      if (first.found || !first.elsewhere) return { ...first, asked: ['food'] };
      const asked: OpenFactsType[] = ['food', first.elsewhere];
      const second = await readOnce(first.elsewhere, code, gate, signal);
      // One hop only: a database that points on again does not hold the product.
      return second.found ? { ...second, asked } : { found: false, asked };
    },
  };
}

/**
 * The product read's envelope, in API v2's words (status 1 / 0 and status_verbose) or API v3's (status
 * 'success' / 'failure' and a result id), which the servers also answer with. A product of another type
 * may be reported instead of redirected ("product found with a different product type: beauty").
 */
export function readEnvelope(body: Json, type: OpenFactsType, name: string): ReadOnce {
  const status = body.status;
  if ((status === 1 || status === 'success' || status === 'success_with_warnings') && isObj(body.product)) {
    return { found: true, type, product: body.product };
  }
  if (status === 0 || status === 'failure') {
    const other = otherProductType(body);
    return other && other !== type ? { found: false, elsewhere: other } : { found: false };
  }
  throw new ProviderError('bad_response', `${name} answered a product read without a status`);
}

function otherProductType(body: Json): OpenFactsType | null {
  const verbose = text(body.status_verbose) ?? '';
  const v2 = /different product type: *([a-z]+)/i.exec(verbose)?.[1]?.toLowerCase();
  if (isOpenFactsType(v2)) return v2;
  if (obj(body.result).id !== 'product_found_with_a_different_product_type') return null;
  const errors = Array.isArray(body.errors) ? body.errors : [];
  for (const e of errors) {
    const field = obj(obj(e).field);
    if (field.id === 'product_type' && isOpenFactsType(field.value)) return field.value;
  }
  return null;
}
