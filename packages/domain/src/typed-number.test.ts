import { describe, expect, it } from 'vitest';

import { readTypedNumber, readTypedWholeNumbers } from './typed-number.ts';

const value = (raw: string, opts?: { wholeNumber?: boolean }) => {
  const r = readTypedNumber(raw, opts);
  return r.ok ? r.value : `error: ${r.error}`;
};

describe('reading a typed number', () => {
  it.each([
    ['12,50', 12.5],
    ['12,5', 12.5],
    ['0,125', 0.125],
    [',75', 0.75],
    ['1 250,50', 1250.5],
    ['1\u00A0250,50', 1250.5],
    ['1\u202F250,5', 1250.5],
    ['12,50 $', 12.5],
    ['12.50', 12.5],
    ['$1,250.50', 1250.5],
    ['1,250.50', 1250.5],
    ['1.250,50', 1250.5],
    ['1,250,000', 1250000],
    ['1 250', 1250],
    ['1.250', 1.25],
    ['12.', 12],
    ['  7 ', 7],
    ['-3,5', -3.5],
  ])('reads %j as %d', (raw, expected) => {
    expect(value(raw)).toBe(expected);
  });

  it('reads a blank as no number', () => {
    expect(readTypedNumber('   ')).toEqual({ ok: true, value: null });
  });

  it('refuses a lone comma before three digits, saying both readings', () => {
    const r = readTypedNumber('1,250');
    expect(r).toEqual({
      ok: false,
      error: '“1,250” could be 1250 or 1.25. Write 1250 for the whole number, or 1,25 (or 1.25) for the decimal.',
    });
    expect(value('12,500')).toMatch(/could be 12500 or 12\.5/);
  });

  it('reads a comma before three digits as thousands in a count, which has no decimals', () => {
    expect(value('1,000', { wholeNumber: true })).toBe(1000);
    expect(value('1.000', { wholeNumber: true })).toBe(1000);
    expect(value('1 000', { wholeNumber: true })).toBe(1000);
    expect(value('1,5', { wholeNumber: true })).toBe(1.5);
  });

  it.each(['12a', 'abc', '1,25,0', '1.2.3', '12,50,00', '1,250.50,1', '.', '1  250', '1 2', '--5', 'e5'])(
    'refuses %j as not a number',
    (raw) => {
      expect(value(raw)).toBe(`error: “${raw.trim()}” is not a number.`);
    },
  );
});

describe('reading several typed counts', () => {
  const sizes = (raw: string) => {
    const r = readTypedWholeNumbers(raw, 10_000_000);
    return r.ok ? r.values : `error: ${r.error}`;
  };

  it.each([
    ['500, 1000', [500, 1000]],
    ['500,1000', [500, 1000]],
    ['500 1000 5000', [500, 1000, 5000]],
    ['500; 1 000', [500, 1000]],
    ['1,000, 5,000', [1000, 5000]],
    ['1,000', [1000]],
    ['', []],
  ])('reads %j as %j', (raw, expected) => {
    expect(sizes(raw)).toEqual(expected);
  });

  it('refuses what reads both as one size and as two', () => {
    expect(sizes('500,100')).toBe(
      'error: “500,100”: one order size of 500100, or 500 and 100? Write 500100, or put a comma and a space between sizes.',
    );
    expect(sizes('500 100')).toMatch(/one order size of 500100, or 500 and 100/);
  });

  it('refuses what is not a whole number from 1 to the limit', () => {
    expect(sizes('500, 2,5')).toMatch(/^error: “2,5” is not an order size/);
    expect(sizes('500,25')).toMatch(/^error: “500,25” is not an order size/);
    expect(sizes('0')).toMatch(/is not an order size/);
    expect(sizes('20000000')).toMatch(/from 1 to 10,000,000/);
  });
});
