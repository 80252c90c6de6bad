import { describe, expect, it } from 'vitest';
import { listingQuote } from './listing-quote.ts';

// Texts shaped like the titles and snippets marketplaces show in search results.
describe('the price a supplier listing shows', () => {
  it.each([
    ['US $1.20-2.50 / Piece | 100 Pieces (Min. Order)', { currency: 'USD', low: 1.2, high: 2.5, moq: 100 }],
    ['Stainless kettle. US$3.80 - US$4.60. Min. order: 500 pieces', { currency: 'USD', low: 3.8, high: 4.6, moq: 500 }],
    ['USD 12 per set, MOQ: 1,000 sets', { currency: 'USD', low: 12, high: 12, moq: 1000 }],
    ['CN¥ 25.50 ~ 30 · minimum order quantity 200', { currency: 'CNY', low: 25.5, high: 30, moq: 200 }],
    ['Ships from CA$14.99', { currency: 'CAD', low: 14.99, high: 14.99 }],
    ['€ 2.10 to 2.40 per unit', { currency: 'EUR', low: 2.1, high: 2.4 }],
    ['Price: US $1,250.00 / Unit', { currency: 'USD', low: 1250, high: 1250 }],
  ])('%j', (text, quote) => {
    expect(listingQuote(text)).toEqual(quote);
  });

  it.each([
    ["Women's Summer Floral Maxi Dress Knot One Shoulder Sleeveless", 'no price at all'],
    ['$19 to $60', 'a bare dollar sign: US, Canadian, Hong Kong…'],
    ['¥1200 per piece', 'a bare yen sign: yuan or yen'],
    ['US $5 - 2', 'a range that runs backwards'],
    ['US $0 sample', 'a zero price'],
    ['BUSD 10 tokens', 'a currency mark inside another word'],
  ])('%j is not priced (%s)', (text) => {
    expect(listingQuote(text)).toBeNull();
  });
});
