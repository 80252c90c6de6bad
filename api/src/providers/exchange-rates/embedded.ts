// The fallback when the Bank of Canada cannot be reached: its annual average rates for one year, copied
// from a recorded Valet answer (group FX_RATES_ANNUAL, series FXA{CUR}CAD, observation of 2024-01-01;
// see api/test/fixtures/bankofcanada/README.md). An annual average is not today's rate, and every answer
// says so in its date (the year), its kind and its attribution.
import { ProviderError } from '../errors.ts';
import { canadianDollar, currencyCode } from './currency.ts';
import type { ExchangeRateProvider } from './index.ts';

export const ANNUAL_AVERAGE_YEAR = 2024;

/** CAD for one unit, Bank of Canada annual average 2024, as the Bank writes them. MYR, THB and VND have
 *  none: the Bank discontinued those series. */
export const ANNUAL_AVERAGES: Readonly<Record<string, string>> = {
  AUD: '0.9035',
  BRL: '0.2553',
  CNY: '0.1903',
  EUR: '1.4818',
  HKD: '0.1755',
  INR: '0.01637',
  IDR: '0.000086',
  JPY: '0.009050',
  MXN: '0.07520',
  NZD: '0.8286',
  NOK: '0.1274',
  PEN: '0.3650',
  RUB: '0.01479',
  SAR: '0.3650',
  SGD: '1.0250',
  ZAR: '0.07477',
  KRW: '0.001005',
  SEK: '0.1296',
  CHF: '1.5558',
  TWD: '0.04266',
  TRY: '0.04180',
  GBP: '1.7504',
  USD: '1.3698',
};

const TERMS_URL = 'https://www.bankofcanada.ca/terms/';
const ANNUAL_URL = 'https://www.bankofcanada.ca/valet/observations/group/FX_RATES_ANNUAL/json';

export function createEmbeddedExchangeRateProvider(): ExchangeRateProvider {
  const year = String(ANNUAL_AVERAGE_YEAR);
  return {
    name: `Bank of Canada ${year} annual averages (embedded)`,
    configured: false,
    async rateToCad(currency, query = {}) {
      const code = currencyCode(currency);
      if (code === 'CAD') return canadianDollar(query.on ?? year);
      const value = ANNUAL_AVERAGES[code];
      if (value === undefined)
        throw new ProviderError('refused', `No Bank of Canada ${year} annual average for ${code}`);
      const series = `FXA${code}CAD`;
      return {
        currency: code,
        rate: Number(value),
        date: year,
        source: {
          name: 'Bank of Canada',
          kind: 'annual-average',
          series,
          url: ANNUAL_URL,
          termsUrl: TERMS_URL,
          attribution: `Bank of Canada ${year} annual average ${series}, not today's rate (indicative). Terms: ${TERMS_URL}`,
        },
      };
    },
  };
}
