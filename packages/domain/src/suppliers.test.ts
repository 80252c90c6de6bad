import { describe, expect, it } from 'vitest';
import {
  dedupeSuppliers,
  marketplaceOf,
  marketplaceSearchUrl,
  normaliseSupplierLink,
  scoreSupplierMatch,
  supplierQuery,
  SUPPLIER_HIGH_MATCH_SCORE,
} from './index.ts';

describe('marketplaceOf', () => {
  it.each([
    ['https://www.alibaba.com/product-detail/Steel-Bottle_1600.html', 'alibaba'],
    ['https://hzxyz.en.alibaba.com/company_profile.html', 'alibaba'],
    ['https://www.aliexpress.com/item/1005001.html', 'aliexpress'],
    ['https://es.aliexpress.com/item/1005001.html', 'aliexpress'],
    ['https://www.aliexpress.us/item/3256.html', 'aliexpress'],
    ['https://ningbo.en.made-in-china.com/product/abc.html', 'made-in-china'],
    ['https://www.globalsources.com/Water-bottle/p_123.htm', 'globalsources'],
    ['globalsources.com', 'globalsources'],
    ['https://www.amazon.com/dp/B09PD954XT', null],
    ['https://notalibaba.com/x', null],
    ['https://alibaba.com.evil.example/x', null],
    ['not a url at all', null],
  ])('%s → %s', (link, marketplace) => {
    expect(marketplaceOf(link)).toBe(marketplace);
  });
});

describe('normaliseSupplierLink', () => {
  it('treats www/m hosts, letter case, trailing slashes, fragments and tracking parameters as the same listing', () => {
    const a = normaliseSupplierLink(
      'https://www.alibaba.com/product-detail/Bottle_1600.html?spm=a2700.7724857&utm_source=x#reviews',
    );
    const b = normaliseSupplierLink('http://m.alibaba.com/Product-Detail/Bottle_1600.html/');
    expect(a).toBe(b);
  });

  it('keeps parameters that choose what the page shows', () => {
    expect(normaliseSupplierLink('https://www.aliexpress.com/wholesale?SearchText=bottle')).not.toBe(
      normaliseSupplierLink('https://www.aliexpress.com/wholesale?SearchText=kettle'),
    );
  });
});

describe('scoreSupplierMatch', () => {
  const product = { brand: 'Hydro Flask', name: 'Hydro Flask Insulated Water Bottle', upc: '810007831234' };
  it.each([
    ['brand and every name word', 'Hydro Flask insulated water bottles wholesale', '', 2 + 3],
    ['name words only, in the snippet', 'Custom logo', 'Double wall insulated stainless water bottle', 3],
    ['one name word', 'Glass bottle 500ml', '', 1],
    ['the UPC, with spaces', 'Listing', 'UPC 8100 0783 1234 in stock', 3],
    ['the brand words apart (not the brand)', 'Flask for hydro power', '', 0],
    ['nothing', 'Garden hose reel', 'Heavy duty', 0],
  ])('%s', (_label, title, snippet, score) => {
    expect(scoreSupplierMatch(product, { title, snippet })).toBe(score);
  });

  it('ignores letter case, accents and words that say nothing', () => {
    expect(
      scoreSupplierMatch(
        { name: 'Café set for the kitchen' },
        { title: 'CAFE espresso', snippet: 'a set of cups for your kitchen' },
      ),
    ).toBe(2);
  });

  it('counts a repeated word once, so long snippets do not inflate the score', () => {
    expect(
      scoreSupplierMatch({ name: 'yoga mat' }, { title: 'Yoga mat yoga mat yoga mat', snippet: 'yoga yoga' }),
    ).toBe(2);
  });

  it('makes a hit naming brand and product a High Match, and a hit naming one word not', () => {
    expect(scoreSupplierMatch(product, { title: 'Hydro Flask bottle', snippet: '' })).toBeGreaterThanOrEqual(
      SUPPLIER_HIGH_MATCH_SCORE,
    );
    expect(scoreSupplierMatch(product, { title: 'Plastic bottle', snippet: '' })).toBeLessThan(
      SUPPLIER_HIGH_MATCH_SCORE,
    );
  });
});

describe('dedupeSuppliers', () => {
  it('keeps the best-scored copy of each listing, highest score first, ties in their original order', () => {
    const out = dedupeSuppliers([
      { link: 'https://www.alibaba.com/p/1.html?spm=1', score: 1, id: 'a1' },
      { link: 'https://www.aliexpress.com/item/2.html', score: 2, id: 'b' },
      { link: 'https://alibaba.com/p/1.html', score: 4, id: 'a2' },
      { link: 'https://www.globalsources.com/x.htm', score: 2, id: 'c' },
      { link: 'https://www.aliexpress.com/item/2.html#top', score: 0, id: 'b2' },
    ]);
    expect(out.map((s) => s.id)).toEqual(['a2', 'b', 'c']);
  });
});

describe('supplierQuery and search links', () => {
  it.each([
    [{ brand: 'Hydro Flask', name: 'water bottle' }, 'Hydro Flask water bottle'],
    [{ brand: 'Hydro Flask', name: 'Hydro Flask water bottle' }, 'Hydro Flask water bottle'],
    [{ brand: 'Hydro Flask' }, 'Hydro Flask'],
    [{ upc: '810007831234' }, '810007831234'],
  ])('%o → %s', (product, query) => {
    expect(supplierQuery(product)).toBe(query);
  });

  it('links to each marketplace’s own search with the text encoded', () => {
    expect(marketplaceSearchUrl('alibaba', 'water bottle & cap')).toBe(
      'https://www.alibaba.com/trade/search?SearchText=water%20bottle%20%26%20cap',
    );
    expect(new URL(marketplaceSearchUrl('globalsources', 'mat')).hostname).toBe('www.globalsources.com');
  });
});
