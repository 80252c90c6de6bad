import { ProviderError } from '../errors.ts';
import type { ExchangeRate } from './index.ts';

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
