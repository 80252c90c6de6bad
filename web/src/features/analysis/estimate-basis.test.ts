import { describe, expect, it } from 'vitest';

import { BASIS_TEXTS, familyBasisOf } from './estimate-basis.ts';

describe('familyBasisOf', () => {
  it('names the family and the typical item of a family-level estimate', () => {
    const basis = familyBasisOf({
      estimateBasis: { level: 'family', family: 'power tools', typical: 'an 18–20 V drill driver' },
    });
    expect(basis).toEqual({ family: 'power tools', typical: 'an 18–20 V drill driver' });
    expect(BASIS_TEXTS.note(basis!.family)).toBe(
      'Estimated from similar products: power tools — a wider range than a product we have studied in detail.',
    );
  });

  it('says nothing for a product studied in detail, or an answer from before estimates had a basis', () => {
    expect(familyBasisOf({ estimateBasis: { level: 'detailed' } })).toBeNull();
    expect(familyBasisOf({})).toBeNull();
  });

  it('still says the estimate is from similar products when the family is not named', () => {
    const basis = familyBasisOf({ estimateBasis: { level: 'family' } });
    expect(basis).toEqual({ family: null, typical: null });
    expect(BASIS_TEXTS.note(null)).toMatch(/^Estimated from similar products — /);
  });
});
