import { allEntries } from '@costlens/costbook';
import { describe, expect, it } from 'vitest';

import { buildLexicon } from './build-lexicon.ts';
import { editDistance, matchText, normalise } from './lexicon.ts';

const lexicon = buildLexicon(allEntries());
const best = (text: string) => matchText(text, lexicon)[0]?.entryId ?? null;

describe('matching packaging text to the cost book', () => {
  it.each([
    // OCR output as the engines produced it on the fixture photos
    ['MissVickies | FARMHOUSE | WHITE CHEDDAR | POTATO CHIPS', 'snack-bag'],
    ['ESSENTIALGOODNE NO FIBERNOW Baked Brownie Chocolate Fudge', 'boxed-food'],
    ['WEIDER° PEANUT BUTTER SMOOTH 100%a', 'jar-can-food'],
    ['Tropicana', 'beverage-carton'],
    ['Alesto Selection Nuts Royal naturbelassen', 'snack-bag'],
    // French-only packaging (Canadian labels are bilingual; some imports are French only)
    ['CROUSTILLES NATURE', 'snack-bag'],
    ['Bjorg MUESLI CHOCOLAT NOIR céréales complètes', 'boxed-food'],
    ['Lait 2 % partiellement écrémé', 'beverage-carton'],
    // Open Food Facts category names
    ['Pur jus d’orange', 'beverage-carton'],
  ])('"%s" → %s', (text, entryId) => {
    expect(best(text)).toBe(entryId);
  });

  it.each([
    ['', 'nothing read'],
    ['make things happen', 'a slogan'],
    ['Re pe A ra 3 28 BE es', 'noise split into short tokens'],
    ['1p 1 IN| &! nN / Ec DT ENN AR', 'symbols'],
  ])('"%s" (%s) names no entry', (text) => {
    expect(matchText(text, lexicon).filter((m) => m.score >= 0.35)).toEqual([]);
  });

  it('never matches two-letter brands in noise', () => {
    expect(matchText('LG HP GE', lexicon).flatMap((m) => m.hits.map((h) => h.term))).toEqual([]);
  });

  it('reports which words matched and how they were read', () => {
    const [match] = matchText('crouztilles', lexicon);
    expect(match?.hits[0]).toMatchObject({ term: 'croustilles', kind: 'alias', found: 'crouztilles' });
    expect(match?.hits[0]?.similarity).toBeCloseTo(1 - 1 / 11);
  });

  it.each([
    ['well', "a common word is not the brand s'well"],
    ['Arla', 'a four-letter brand decides nothing on its own'],
    ['MissVickges FARMHOUSE', 'a brand only the cost book lists (not the public brand list) is not food evidence'],
  ])('"%s": %s', (text) => {
    expect(matchText(text, lexicon).filter((m) => m.hits.some((h) => h.kind === 'brand'))).toEqual([]);
  });
});

describe('text helpers', () => {
  it.each([
    ["Miss Vickie's", 'miss vickies'],
    ['Coca-Cola ZÉRO', 'coca cola zero'],
    ['NETWT5.30Z（150g）', 'netwt5 30z 150g'],
  ])('normalise(%s) = %s', (input, out) => {
    expect(normalise(input)).toBe(out);
  });

  it.each([
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
    ['same', 'same', 0],
  ])('editDistance(%s, %s) = %d', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });

  it('gives up early past the allowed distance', () => {
    expect(editDistance('abcdefgh', 'zzzzzzzz', 1)).toBe(2);
  });
});
