import { describe, expect, it } from 'vitest';

import { readRules } from './rules-input.ts';

describe('the watch rules as typed', () => {
  it('reads a French decimal comma and an English point alike', () => {
    expect(readRules({ target: '12,50', drop: '' })).toEqual({ ok: true, targetPrice: 12.5, dropPercent: null });
    expect(readRules({ target: '$1,250.00', drop: '7,5' })).toEqual({ ok: true, targetPrice: 1250, dropPercent: 7.5 });
  });

  it('clears a rule only when its field is blank', () => {
    expect(readRules({ target: ' ', drop: '' })).toEqual({ ok: true, targetPrice: null, dropPercent: null });
  });

  it('refuses what it cannot read or could read two ways, naming the field', () => {
    const read = readRules({ target: '1,250', drop: 'ten' });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.target).toMatch(/could be 1250 or 1.25/);
    expect(read.errors.drop).toBe('“ten” is not a number.');
  });

  it('refuses figures the rules cannot use', () => {
    expect(readRules({ target: '0', drop: '' })).toEqual({
      ok: false,
      errors: { target: 'The alert price must be a number from 0.01 up.' },
    });
    expect(readRules({ target: '', drop: '95' })).toEqual({
      ok: false,
      errors: { drop: 'The drop must be a percentage from 1 to 90.' },
    });
  });
});
