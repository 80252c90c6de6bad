import { describe, expect, it } from 'vitest';
import { analysisSummary } from '../../test-support/screens.tsx';
import { filterPublic } from './filter.ts';

describe('filterPublic', () => {
  const bottle = analysisSummary({
    productName: 'Steel Bottle',
    shareTitle: 'Hydration costs',
    productCategory: 'Drinkware',
  });
  const chair = analysisSummary({ productName: 'Office Chair', shareTitle: null, productCategory: 'Furniture' });
  const all = [bottle, chair];

  it.each([
    ['', ['Steel Bottle', 'Office Chair']],
    ['   ', ['Steel Bottle', 'Office Chair']],
    ['BOTTLE', ['Steel Bottle']],
    ['hydration', ['Steel Bottle']],
    ['furni', ['Office Chair']],
    ['  chair ', ['Office Chair']],
    ['e', ['Steel Bottle', 'Office Chair']],
    ['cost analysis', []],
    ['lamp', []],
    ['STEEL hydr', ['Steel Bottle']],
    ['Chaîr', ['Office Chair']],
  ])('"%s" finds %j', (search, names) => {
    expect(filterPublic(all, search).map((a) => a.productName)).toEqual(names);
  });
});
