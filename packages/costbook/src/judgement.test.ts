import { describe, expect, it } from 'vitest';

import { sources } from './data/sources.ts';
import { JUDGEMENT_CONSTANTS, PLATFORM_TRAITS, judgementConstant } from './judgement.ts';

const SOURCE_IDS = new Set(sources.map((s) => s.id));

describe('judgement constants', () => {
  it('have unique keys', () => {
    const keys = JUDGEMENT_CONSTANTS.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(JUDGEMENT_CONSTANTS.map((c) => [c.key, c] as const))(
    '%s: has a value, a rationale and known sources',
    (_k, c) => {
      expect(c.rationale.length).toBeGreaterThan(20);
      expect(c.usedBy.trim()).not.toBe('');
      for (const id of c.sourceIds) expect(SOURCE_IDS).toContain(id);
      const values = typeof c.value === 'number' ? [c.value] : Object.values(c.value);
      for (const v of values) expect(Number.isFinite(v)).toBe(true);
    },
  );

  it("platform pros and cons cite the platforms' own pages and cover the five platforms", () => {
    for (const id of PLATFORM_TRAITS.sourceIds) expect(SOURCE_IDS).toContain(id);
    expect(Object.keys(PLATFORM_TRAITS.value).sort()).toEqual(
      ['Amazon.ca', 'Etsy', 'Shopify', 'eBay', 'Walmart Marketplace'].sort(),
    );
  });

  it('finds a constant by key', () => {
    expect(judgementConstant('weak-evidence')?.value).toBe(0.4);
    expect(judgementConstant('nope')).toBeUndefined();
  });
});
