// Bank of Canada Valet: daily exchange rates, no key. GET {base}/observations/FX{CUR}CAD/json?recent=1
// for the latest, or ?start_date&end_date for the last rate on or before a date. An answer lists one
// entry per business day, `{ d: 'YYYY-MM-DD', FXUSDCAD: { v: '1.3693' } }`, values as strings; series
// FX{CUR}CAD is CAD for one unit of CUR.
import type { Clock } from '../../lib/clock.ts';
import { systemClock } from '../../lib/clock.ts';
import { ProviderError } from '../errors.ts';
import { canadianDollar, currencyCode } from './currency.ts';
import type { ExchangeRate, ExchangeRateProvider, RateQuery } from './index.ts';

export const VALET_BASE_URL = 'https://www.bankofcanada.ca/valet';
const TERMS_URL = 'https://www.bankofcanada.ca/terms/';
const DAY_MS = 86_400_000;

export interface ValetOptions {
  /** Default VALET_BASE_URL; tests point it at a local replay server. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  clock?: Clock;
  /** A latest rate older than this many days is not a current rate (a discontinued series). Default 10. */
  maxAgeDays?: number;
  /** How far before `on` to look for a business day (weekends, holidays). Default 10 days. */
  lookbackDays?: number;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function parseDay(value: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms) || isoDay(ms) !== value)
    throw new ProviderError('refused', `"${value}" is not a date (YYYY-MM-DD)`);
  return ms;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The last observation of `series` in a Valet answer: null when it has none, a 'bad_response' error
 *  when the answer is not a Valet observations answer or the value is not a rate. */
function lastObservation(body: unknown, series: string): { date: string; rate: number; termsUrl: string } | null {
  if (!isObject(body) || !Array.isArray(body.observations))
    throw new ProviderError('bad_response', 'The Bank of Canada answered without observations');
  const terms = isObject(body.terms) && typeof body.terms.url === 'string' ? body.terms.url : TERMS_URL;
  for (let i = body.observations.length - 1; i >= 0; i--) {
    const o: unknown = body.observations[i];
    if (!isObject(o) || !isObject(o[series])) continue;
    const v = (o[series] as Json).v;
    const rate = typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
    if (typeof o.d !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(o.d) || !(rate > 0) || !Number.isFinite(rate))
      throw new ProviderError('bad_response', `The Bank of Canada's ${series} observation is not a rate`);
    return { date: o.d, rate, termsUrl: terms };
  }
  return null;
}

/** Reads Valet's `{"message": "..."}` error body when there is one. */
function valetMessage(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    return isObject(body) && typeof body.message === 'string' ? body.message : '';
  } catch {
    return '';
  }
}

export function createValetProvider({
  baseUrl = VALET_BASE_URL,
  timeoutMs = 8_000,
  fetch: doFetch = fetch,
  clock = systemClock,
  maxAgeDays = 10,
  lookbackDays = 10,
}: ValetOptions = {}): ExchangeRateProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    name: 'Bank of Canada (Valet)',
    configured: true,
    async rateToCad(currency, query: RateQuery = {}) {
      const code = currencyCode(currency);
      const onMs = query.on === undefined ? null : parseDay(query.on);
      if (code === 'CAD') return canadianDollar(query.on ?? isoDay(clock.now()));
      const series = `FX${code}CAD`;
      const url = new URL(`${base}/observations/${series}/json`);
      if (onMs === null) url.searchParams.set('recent', '1');
      else {
        url.searchParams.set('start_date', isoDay(onMs - lookbackDays * DAY_MS));
        url.searchParams.set('end_date', query.on!);
      }
      const signal = query.signal
        ? AbortSignal.any([query.signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs);
      let res: Response;
      let text: string;
      try {
        res = await doFetch(url, { signal, headers: { accept: 'application/json' } });
        text = await res.text();
      } catch (err) {
        const name = (err as Error).name;
        if (name === 'TimeoutError')
          throw new ProviderError('timeout', 'The Bank of Canada did not answer in time', { cause: err });
        if (name === 'AbortError') throw err;
        throw new ProviderError('unavailable', 'The Bank of Canada could not be reached', { cause: err });
      }
      const message = valetMessage(text);
      if (res.status === 404)
        throw new ProviderError('refused', `The Bank of Canada publishes no daily rate for ${code}`, {
          cause: message || undefined,
        });
      if (res.status === 429) {
        const retryAfter = Number(res.headers.get('retry-after'));
        throw new ProviderError('busy', message || 'The Bank of Canada is limiting requests', {
          retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60,
        });
      }
      if (!res.ok) throw new ProviderError('unavailable', message || `The Bank of Canada answered ${res.status}`);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ProviderError('bad_response', 'The Bank of Canada answered with something that is not JSON');
      }
      const found = lastObservation(body, series);
      const reference = onMs ?? clock.now();
      if (!found || reference - parseDay(found.date) > (onMs === null ? maxAgeDays : lookbackDays) * DAY_MS) {
        // A discontinued series (MYR, THB, VND) or a gap in publication: no current rate to show.
        const when = query.on ? ` on or before ${query.on}` : '';
        const last = found ? ` since ${found.date}` : '';
        throw new ProviderError(
          'unavailable',
          `The Bank of Canada has published no daily rate for ${code}${when}${last}`,
        );
      }
      const rate: ExchangeRate = {
        currency: code,
        rate: found.rate,
        date: found.date,
        source: {
          name: 'Bank of Canada',
          kind: 'daily',
          series,
          url: url.toString(),
          termsUrl: found.termsUrl,
          attribution: `Bank of Canada daily exchange rate ${series}, ${found.date} (indicative). Terms: ${found.termsUrl}`,
        },
      };
      return rate;
    },
  };
}
