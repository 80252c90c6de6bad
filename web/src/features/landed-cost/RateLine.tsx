import type { ExchangeRateResponse } from '@costlens/contracts';

/** The rate used, in words: the Bank of Canada's date, or that the daily rate could not be reached and
 *  the annual average stands in for it. */
export function rateWords(rate: ExchangeRateResponse): string {
  const value = `1 ${rate.currency} = CAD ${rate.rateToCad}`;
  if (rate.source.kind === 'annual')
    return `${value}: Bank of Canada annual average ${rate.date}, the daily rate could not be reached`;
  if (rate.source.kind === 'none') return value;
  return `${value}: Bank of Canada, ${rate.date}`;
}

export default function RateLine({ rate }: { rate: ExchangeRateResponse }) {
  return (
    <p
      className={`lc-rate small${rate.source.kind === 'annual' ? ' lc-rate-fallback' : ''}`}
      data-rate-kind={rate.source.kind}
    >
      {rateWords(rate)}
    </p>
  );
}
