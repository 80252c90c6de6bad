import { describe, expect, it } from 'vitest';
import { costBookEntryFor } from './category-map.ts';

describe('a database category to a cost-book entry, by the cost book’s own words', () => {
  it.each([
    // Open Food Facts categories, broadest first: the most specific one names the kind.
    [['Snacks', 'Sweet snacks', 'Biscuits and cakes', 'Biscuits'], null, 'cookies'],
    [['Plant based foods and beverages', 'Cereals and potatoes', 'Breakfast cereals'], null, 'boxed-food'],
    [['Dairies', 'Milks'], null, 'beverage-carton'],
    [['Beverages', 'Alcoholic beverages', 'Wines'], null, 'wine'],
    [['Spreads', 'Peanut butters'], null, 'jar-can-food'],
    // UPCitemdb's category path.
    [['Media', 'Books'], null, 'book'],
    [['Apparel & Accessories', 'Shoes'], null, 'shoes'],
    [['Food, Beverages & Tobacco', 'Food Items', 'Snack Foods', 'Pretzels'], null, 'pretzels'],
    // No category the book names: the product's name, when its head noun names a kind.
    [['Electronics'], 'Apple iPhone', 'smartphone'],
    // A name whose last word is a colour or a model is not read for sure: the shopper is asked instead.
    [['Electronics'], 'Apple Iphone Se 256gb Starlight', null],
    [['Beverages', 'Teas'], 'Test product', 'tea'],
    [['Beverages'], 'Test product', null],
    // A brand alone is not a category: Apple makes phones, laptops and watches.
    [['Electronics'], 'Apple', null],
    [[], null, null],
  ] as const)('%j, named %j → %s', (categories, name, entry) => {
    expect(costBookEntryFor(categories, name)).toBe(entry);
  });

  it('never reads a product as the kind of a broader category it is filed under, nor of a word describing it', () => {
    // A milk-chocolate bar as Open Food Facts files it: it is no bag of chips ("Sweet snacks") and no carton of
    // milk ("Milk chocolates"), whatever kind of chocolate the book may price.
    const named = costBookEntryFor(
      ['Snacks', 'Sweet snacks', 'Cocoa and its products', 'Chocolates', 'Milk chocolates'],
      'Milk chocolate with hazelnuts',
    );
    expect(named).not.toBe('snack-bag');
    expect(named).not.toBe('beverage-carton');
    expect(costBookEntryFor(['Snacks', 'Sweet snacks'], null)).toBe('snack-bag');
    expect(costBookEntryFor(['Snacks', 'Sweet snacks', 'Chocolates'], 'Crispy snack bar')).toBe('chocolate-bar');
  });
});
