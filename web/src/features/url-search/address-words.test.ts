import { describe, expect, it } from 'vitest';
import { looksLikeAddress, productWordsOf } from './address-words.ts';

describe('the product words an address holds', () => {
  it.each([
    ['https://www.bestbuy.ca/en-ca/product/breville-the-smart-kettle-1-7l/12345678', 'breville the smart kettle 1 7l'],
    ['https://www.amazon.ca/Hamilton-Beach-Electric-Kettle/dp/B07F1XYZ12', 'hamilton beach electric kettle'],
    ['www.walmart.ca/ip/Mainstays-Stainless-Steel-Kettle/6000201234567', 'mainstays stainless steel kettle'],
    ['https://shop.example/products/trail_running_shoes.html?colour=red', 'trail running shoes'],
    ['https://www.canadiantire.ca/fr/pdp/bouilloire-%C3%A9lectrique-0431234p.html', 'bouilloire électrique 0431234p'],
  ])('%s → %s', (address, words) => {
    expect(productWordsOf(address)).toBe(words);
  });

  it.each([
    ['https://www.example.ca/', null],
    ['https://www.example.ca/p/12345678', null],
    ['', null],
  ])('finds nothing to search for in %j', (address, words) => {
    expect(productWordsOf(address)).toBe(words);
  });

  it('takes the words typed when the text is no address at all', () => {
    expect(looksLikeAddress('hello')).toBe(false);
    expect(productWordsOf('hello')).toBe('hello');
    expect(productWordsOf('electric kettle')).toBe('electric kettle');
    expect(looksLikeAddress('https://www.example.ca/kettle')).toBe(true);
    expect(looksLikeAddress('http://127.0.0.1:9302/p')).toBe(true);
    expect(looksLikeAddress('ftp://files.example.ca/x')).toBe(false);
  });
});
