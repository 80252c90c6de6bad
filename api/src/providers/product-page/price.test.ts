import { describe, expect, it } from 'vitest';
import { currencyFromText, normaliseCurrency, parsePrice } from './price.ts';

describe('parsePrice', () => {
  it.each<[unknown, number | null]>([
    ['$$2,699.00', 2699],
    ['48,00', 48],
    ['2.699,00', 2699],
    ['CDN$ 12.99', 12.99],
    ['$29.99', 29.99],
    ['  $12.48 ', 12.48],
    ['1,299', 1299],
    ['2.699', 2699],
    ['0.999', 0.999],
    ['1 299,99 $', 1299.99],
    ['1\u00a0299,99\u00a0€', 1299.99],
    ["CHF 1'299.50", 1299.5],
    ['1.234.567', 1234567],
    ['£4.45 - £10.89', 4.45],
    ['12.99 15.99', 12.99],
    ['USD 119.99', 119.99],
    ['From $9', 9],
    [98.99, 98.99],
    [111, 111],
    ['', null],
    ['   ', null],
    ['Free', null],
    ['0.00', null],
    [0, null],
    [-5, null],
    [Number.NaN, null],
    [{}, null],
    [[], null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, want) => {
    expect(parsePrice(input)).toBe(want);
  });
});

describe('currency from price text', () => {
  it.each<[string, string | null]>([
    ['CDN$ 12.99', 'CAD'],
    ['C$12', 'CAD'],
    ['CA$ 5', 'CAD'],
    ['US$1.20', 'USD'],
    ['£4.45', 'GBP'],
    ['12,00 €', 'EUR'],
    ['¥1200', 'JPY'],
    ['48,00 usd', 'USD'],
    ['$29.99', null],
    ['12.99', null],
  ])('%s → %s', (text, want) => {
    expect(currencyFromText(text)).toBe(want);
  });

  it.each<[unknown, string | null]>([
    ['usd', 'USD'],
    [' EUR ', 'EUR'],
    ['C$', 'CAD'],
    ['', null],
    [42, null],
  ])('normalises the structured currency %j → %j', (value, want) => {
    expect(normaliseCurrency(value)).toBe(want);
  });
});
