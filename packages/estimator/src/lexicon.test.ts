import { allEntries } from '@costlens/costbook';
import { describe, expect, it } from 'vitest';

import { buildLexicon, editDistance, matchText, normalise } from './lexicon.ts';

const lexicon = buildLexicon(allEntries());
const best = (text: string) => matchText(text, lexicon)[0]?.entryId ?? null;

describe('matching packaging text to the cost book', () => {
  it.each([
    // OCR output as the engines produced it on the fixture photos
    ['MissVickies | FARMHOUSE | WHITE CHEDDAR | FLAVORED', 'snack-bag'],
    ['MissVickges FARMHOUSE WHITE CHEDDAR', 'snack-bag'],
    ['ESSENTIALGOODNE NO FIBERNOW Baked Brownie Chocolate Fudge', 'boxed-food'],
    ['WEIDER° PEANUT BUTTER SMOOTH 100%a', 'jar-can-food'],
    ['Arla SOMMARMJOLK', 'beverage-carton'],
    ['Tropicana', 'beverage-carton'],
    ['Alesto Selection Nuts Royal naturbelassen', 'snack-bag'],
    ['VIBRANT HEALTH Plant-Based Superfood GREEN VIBRANCE Supports the 4 Foundations of Health', 'supplement'],
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
    const [match] = matchText('MissVickges', lexicon);
    expect(match?.hits[0]).toMatchObject({ term: "miss vickie's", kind: 'brand', found: 'missvickges' });
    expect(match?.hits[0]?.similarity).toBeCloseTo(1 - 1 / 11);
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
