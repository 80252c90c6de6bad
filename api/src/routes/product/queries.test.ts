import { describe, expect, it } from 'vitest';
import { categoryWords, shortName, similarQueries } from './queries.ts';

describe('similar-product queries', () => {
  it.each([
    [
      { name: "Burton Men's Total Impact Shorts", brand: 'Burton', category: null },
      ["Burton Men's Total Impact Shorts", "Men's Total Impact Shorts"],
    ],
    [
      { name: 'Total Impact Shorts', brand: 'Burton', category: 'Sports > Snowboarding > Protection' },
      ['Burton Total Impact Shorts', 'Total Impact Shorts', 'Protection'],
    ],
    [
      {
        name: 'Gorilla Black Duct Tape, 1.88" x 12 yd, Black, (Pack of 2)',
        brand: 'Gorilla',
        category: 'Industrial & Scientific > Adhesives, Sealants & Lubricants > Adhesive Tapes > Duct Tape',
      },
      ['Gorilla Black Duct Tape', 'Black Duct Tape', 'Duct Tape'],
    ],
    [
      { name: 'Tully Sconce', brand: null, category: 'Home > Lighting & Light Fixtures > Sconces' },
      ['Tully Sconce', 'Sconces'],
    ],
    [{ name: 'Executive Anvil', brand: 'ACME', category: null }, ['ACME Executive Anvil', 'Executive Anvil']],
    [{ name: 'Sony', brand: 'Sony', category: null }, ['Sony']],
  ])('%o → %o', (product, queries) => {
    expect(similarQueries(product)).toEqual(queries);
  });

  it('cuts a long listing title to its first eight words', () => {
    expect(
      shortName(
        'Modern LED Wall Sconce Lighting Fixture Lamps 7W Warm White 2700K Up and Down Indoor Plaster Wall Lamps (with G9 Bulbs)',
      ),
    ).toBe('Modern LED Wall Sconce Lighting Fixture Lamps 7W');
  });

  it.each([
    [null, null],
    ['Home', null],
    ['Bench Tops & Accessories', 'Bench Tops & Accessories'],
  ])('category %o → %o', (category, words) => {
    expect(categoryWords(category)).toBe(words);
  });
});
