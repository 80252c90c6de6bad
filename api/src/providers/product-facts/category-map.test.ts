import { describe, expect, it } from 'vitest';
import { costBookEntryFor } from './category-map.ts';

describe('a database category to a cost-book entry, by the cost book’s own words', () => {
  it.each([
    // Open Food Facts categories, broadest first: the most specific one the book has words for wins.
    [['Snacks', 'Sweet snacks', 'Biscuits and cakes', 'Biscuits'], null, 'boxed-food'],
    [['Plant based foods and beverages', 'Cereals and potatoes', 'Breakfast cereals'], null, 'boxed-food'],
    [['Dairies', 'Milks'], null, 'beverage-carton'],
    [['Beverages', 'Alcoholic beverages', 'Wines'], null, 'beverage-bottle'],
    [['Spreads', 'Peanut butters'], null, 'jar-can-food'],
    // UPCitemdb's category path.
    [['Media', 'Books'], null, 'book'],
    [['Apparel & Accessories', 'Shoes'], null, 'shoes'],
    [['Food, Beverages & Tobacco', 'Food Items', 'Snack Foods', 'Pretzels'], null, 'snack-bag'],
    // No category the book names: the product's name, when it has a label or alias word.
    [['Electronics'], 'Apple Iphone Se 256gb Starlight', 'smartphone'],
    [['Beverages', 'Teas'], 'Test product', null],
    // A brand alone is not a category: Apple makes phones, laptops and watches.
    [['Electronics'], 'Apple', null],
    [[], null, null],
  ] as const)('%j, named %j → %s', (categories, name, entry) => {
    expect(costBookEntryFor(categories, name)).toBe(entry);
  });
});
