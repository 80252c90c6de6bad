import { describe, expect, it } from 'vitest';
import { FEW_MATCHES, fewMatchesFor } from './public-search.ts';

/** The community list's page. */
const PAGE = 50;

describe('how many matches a search reads directly', () => {
  it('is never below the fixed floor, and grows with the square root of the public list', () => {
    expect(fewMatchesFor(0, PAGE)).toBe(FEW_MATCHES);
    expect(fewMatchesFor(2_000, PAGE)).toBe(FEW_MATCHES);
    // A third of 100,000 and of a million analyses shared.
    expect(fewMatchesFor(33_333, PAGE)).toBe(1_291);
    expect(fewMatchesFor(333_333, PAGE)).toBe(4_083);
  });

  it('reads fewer rows either way than the other way would at the bound', () => {
    const rows = 333_333;
    const bound = fewMatchesFor(rows, PAGE);
    // Just past the bound, date order reads about a page times the gap between matches: no more than
    // reading the matches themselves would.
    expect((PAGE * rows) / (bound + 1)).toBeLessThanOrEqual(bound + 1);
    // Just under it, reading the matches is no more than date order would.
    expect(bound - 1).toBeLessThanOrEqual((PAGE * rows) / (bound - 1));
  });
});
