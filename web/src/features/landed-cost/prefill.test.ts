import { describe, expect, it } from 'vitest';
import { ANALYSIS_FIXTURE, bareAnalysis } from '@costlens/contracts/testing';
import { landedCostHref, prefillFromAnalysis, prefillFromListing, prefillFromQuery } from './prefill.ts';
import type { LandedCostPrefill } from './prefill.ts';

describe('the calculator address', () => {
  it('carries a prefill there and back', () => {
    const prefill: LandedCostPrefill = {
      name: 'Kettle, 1.7 L & more',
      category: 'kettle',
      price: 3.8,
      priceHigh: 4.6,
      currency: 'USD',
      quantity: 500,
      moq: 500,
      sellingPrice: 39.99,
      storePrice: 44.5,
      from: 'listing',
      asker: 'importer',
    };
    const href = landedCostHref(prefill);
    expect(href).toMatch(/^\/landed-cost\?/);
    expect(prefillFromQuery(href.slice(href.indexOf('?')))).toEqual(prefill);
  });

  it('is the bare page without a prefill', () => {
    expect(landedCostHref({})).toBe('/landed-cost');
  });

  it.each([
    ['?price=-3', {}],
    ['?price=abc&qty=2.5', {}],
    ['?price=5&priceHigh=4', { price: 5 }],
    ['?currency=dollars&category=../x', {}],
    ['?currency=usd&from=elsewhere', { currency: 'USD' }],
  ])('leaves out what is malformed in %j', (search, expected) => {
    expect(prefillFromQuery(search)).toEqual(expected);
  });
});

describe('what other screens prefill', () => {
  it('an analysis: its category, the supplier estimate at its minimum order, and its retail estimate', () => {
    const a = { ...ANALYSIS_FIXTURE, costBookEntry: 'headphones' };
    const buy = a.makeBuyAnalysis!.buyOption;
    expect(prefillFromAnalysis(a)).toEqual({
      name: a.productName,
      category: 'headphones',
      price: buy.unitPrice,
      currency: 'CAD',
      quantity: buy.minimumOrder,
      moq: buy.minimumOrder,
      sellingPrice: a.pricingAnalysis!.retailPrice,
      storePrice: a.pricingAnalysis!.retailPrice,
      from: 'analysis',
    });
  });

  it('an analysis without estimates: only its name', () => {
    const a = bareAnalysis();
    expect(prefillFromAnalysis(a)).toEqual({ name: a.productName, from: 'analysis' });
  });

  it('a listing with a priced snippet, and none without', () => {
    expect(prefillFromListing({ title: 'Electric kettle', snippet: 'US $3.80-4.60. Min. order: 500 pieces' })).toEqual({
      name: 'Electric kettle',
      price: 3.8,
      priceHigh: 4.6,
      currency: 'USD',
      quantity: 500,
      moq: 500,
      from: 'listing',
    });
    expect(prefillFromListing({ title: 'Electric kettle', snippet: 'Great kettles from $5' })).toBeNull();
  });
});
