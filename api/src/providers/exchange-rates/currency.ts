import { ProviderError } from '../errors.ts';
import type { ExchangeRate } from './index.ts';

/**
 * The currencies the Bank of Canada publishes a daily rate for: its daily exchange-rate series
 * (FX{CUR}CAD), as listed in the recorded Valet answer in api/test/fixtures/bankofcanada, less the three
 * it discontinued (a test holds the two lists together). No other code is worth a call to the Bank.
 */
export const BANK_DAILY_CURRENCIES: ReadonlySet<string> = new Set([
  'AUD',
  'BRL',
  'CHF',
  'CNY',
  'EUR',
  'GBP',
  'HKD',
  'IDR',
  'INR',
  'JPY',
  'KRW',
  'MXN',
  'NOK',
  'NZD',
  'PEN',
  'RUB',
  'SAR',
  'SEK',
  'SGD',
  'TRY',
  'TWD',
  'USD',
  'ZAR',
]);
/** Series the Bank lists but no longer publishes. */
export const BANK_DISCONTINUED_CURRENCIES: ReadonlySet<string> = new Set(['MYR', 'THB', 'VND']);

/** Why the Bank will have no daily rate for an upper-case code, or null when it publishes one (or it is CAD). */
export function unpublishedCurrency(code: string): string | null {
  if (code === 'CAD' || BANK_DAILY_CURRENCIES.has(code)) return null;
  return BANK_DISCONTINUED_CURRENCIES.has(code)
    ? `The Bank of Canada no longer publishes a daily rate for ${code}`
    : `The Bank of Canada publishes no daily rate for ${code}`;
}

/** An ISO 4217 code in upper case, or a 'refused' ProviderError: never sent to the Bank as typed. */
export function currencyCode(currency: string): string {
  const code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw new ProviderError('refused', `"${currency}" is not a currency code`);
  return code;
}

/** CAD converts to itself; no source is asked. */
export function canadianDollar(date: string): ExchangeRate {
  return {
    currency: 'CAD',
    rate: 1,
    date,
    source: {
      name: 'Canadian dollar',
      kind: 'none',
      series: '',
      url: '',
      termsUrl: '',
      attribution: 'No conversion: CAD',
    },
  };
}
