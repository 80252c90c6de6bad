import { describe, expect, it } from 'vitest';
import { LIMITS } from '@costlens/contracts';
import { FORM_LIMITS } from './limits.ts';

describe('form limits', () => {
  it("match the contracts' limits, so the form never accepts what the API refuses", () => {
    const { fingerprint: _fingerprint, ...formFields } = LIMITS;
    expect(FORM_LIMITS).toEqual(formFields);
  });
});
