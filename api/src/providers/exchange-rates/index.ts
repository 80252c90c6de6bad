import { ProviderError } from '../errors.ts';
import type { ProviderInfo } from '../provider-info.ts';
import { createEmbeddedExchangeRateProvider } from './embedded.ts';
import { createValetProvider } from './valet.ts';
import type { ValetOptions } from './valet.ts';

/** 'daily': a Bank of Canada daily rate; 'annual-average': a year's average, used only as a fallback;
 *  'none': CAD itself. */
export type RateKind = 'daily' | 'annual-average' | 'none';

export interface ExchangeRateSource {
  name: string;
  kind: RateKind;
  /** The Valet series, e.g. 'FXUSDCAD' (daily) or 'FXAUSDCAD' (annual); '' for CAD. */
  series: string;
  /** Where the figure was read. */
  url: string;
  termsUrl: string;
  /** One line to show beside the rate: who publishes it, which series and date, and that it is indicative. */
  attribution: string;
}

export interface ExchangeRate {
  /** ISO 4217, upper case. */
  currency: string;
  /** CAD for one unit of `currency`. */
  rate: number;
  /** The observation date (YYYY-MM-DD) of a daily rate; the year (YYYY) of an annual average. */
  date: string;
  source: ExchangeRateSource;
  /** Set when the answer is a fallback: why the daily rate is not shown. */
  note?: string;
}

export interface RateQuery {
  /** The last rate published on or before this date (YYYY-MM-DD), e.g. the date of direct shipment;
   *  without it, the latest rate. */
  on?: string;
  signal?: AbortSignal;
}

/** Exchange rates to CAD (see README.md for the contract). `configured` is true when answers come from
 *  the Bank (worth keeping in the shared cache), false for the embedded table alone. */
export interface ExchangeRateProvider extends ProviderInfo {
  /** Throws ProviderError: 'refused' for a currency with no published rate, 'timeout', 'unavailable',
   *  'busy' or 'bad_response' when the source fails. */
  rateToCad(currency: string, opts?: RateQuery): Promise<ExchangeRate>;
}

const FALLBACK_CODES = new Set(['timeout', 'unavailable', 'busy', 'bad_response']);

/** The Bank of Canada's daily rate; when the Bank cannot be reached or answers badly, the embedded
 *  annual average, which says it is one. An unknown currency is refused, not guessed. */
export function createExchangeRateProvider(opts: { valet?: ValetOptions } = {}): ExchangeRateProvider {
  const daily = createValetProvider(opts.valet);
  const annual = createEmbeddedExchangeRateProvider();
  return {
    name: `${daily.name}, falling back to ${annual.name}`,
    configured: true,
    async rateToCad(currency, query) {
      try {
        return await daily.rateToCad(currency, query);
      } catch (err) {
        if (!(err instanceof ProviderError) || !FALLBACK_CODES.has(err.code)) throw err;
        const fallback = await annual.rateToCad(currency, query);
        return { ...fallback, note: `The Bank of Canada's daily rate could not be read (${err.message}).` };
      }
    },
  };
}

export { createEmbeddedExchangeRateProvider } from './embedded.ts';
export { createValetProvider, VALET_BASE_URL } from './valet.ts';
export type { ValetOptions } from './valet.ts';
