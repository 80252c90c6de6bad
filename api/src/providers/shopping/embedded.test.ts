import { describe, expect, it } from 'vitest';
import { createShoppingProvider, findMarket } from './index.ts';

const CA = findMarket('CA')!;
const embedded = createShoppingProvider(null);

describe('embedded shopping (no key): suggested retailers, never a price', () => {
  it('links to a search for the product at each major Canadian retailer', async () => {
    const offers = await embedded.compare({ market: CA, product: { name: 'Kettle 1.7 L', brand: 'Breville' } });
    expect(offers.map((o) => o.retailer)).toEqual([
      'Amazon.ca',
      'Walmart.ca',
      'Best Buy',
      'Canadian Tire',
      'Costco.ca',
      'Staples',
      'The Home Depot',
      'Real Canadian Superstore',
    ]);
    for (const o of offers) {
      expect(o).toMatchObject({
        price: null,
        isSearchLink: true,
        currency: 'CAD',
        image: null,
        title: `Search ${o.retailer} for “Breville Kettle 1.7 L”`,
      });
      expect(new URL(o.url).protocol).toBe('https:');
      expect(o.url).toContain('Breville%20Kettle%201.7%20L');
    }
    expect(offers[1]!.url).toBe('https://www.walmart.ca/search?q=Breville%20Kettle%201.7%20L');
  });

  it.each([
    [{ upc: '064000123456' }, undefined, '064000123456'],
    [{ upc: '064000123456' }, 'red kettle', 'red kettle'],
    [{ name: 'Breville BKE820 kettle', brand: 'breville' }, undefined, 'Breville BKE820 kettle'],
  ])('searches %o (query %o) as %o', async (product, query, text) => {
    const [first] = await embedded.compare({ market: CA, product, query });
    expect(first!.url).toBe(`https://www.amazon.ca/s?k=${encodeURIComponent(text)}`);
  });

  it('answers similar products with search links for the first query, and nothing for no query', async () => {
    const offers = await embedded.similar({ market: CA, queries: ['Burton impact shorts', 'impact shorts'] });
    expect(offers).toHaveLength(8);
    expect(offers.every((o) => o.isSearchLink && o.price === null && o.title.includes('“Burton impact shorts”'))).toBe(
      true,
    );
    await expect(embedded.similar({ market: CA, queries: [] })).resolves.toEqual([]);
  });

  it('says the Amazon tab is not configured and gives the amazon.ca search instead', async () => {
    await expect(embedded.amazon({ market: CA, query: 'usb c cable' })).resolves.toEqual({
      configured: false,
      offers: [],
      searchUrl: 'https://www.amazon.ca/s?k=usb%20c%20cable',
    });
  });

  it('covers Canada only', () => {
    expect(findMarket('ca')?.currency).toBe('CAD');
    expect(findMarket('US')).toBeNull();
  });
});
