import { describe, expect, it } from 'vitest';

import { timeAxisBounds } from './time-axis.ts';

const DAY = 24 * 60 * 60 * 1000;
const at = Date.parse('2026-11-27T14:36:00Z');

describe('the price chart time axis', () => {
  it('spans a day around one price, not years', () => {
    expect(timeAxisBounds([at])).toEqual({ min: at - DAY / 2, max: at + DAY / 2 });
  });

  it('widens prices seen within an hour to a day around them', () => {
    expect(timeAxisBounds([at, at + 3_600_000])).toEqual({
      min: at + 1_800_000 - DAY / 2,
      max: at + 1_800_000 + DAY / 2,
    });
  });

  it('keeps the span of prices seen over several days as it is', () => {
    expect(timeAxisBounds([at + 3 * DAY, at])).toEqual({ min: at, max: at + 3 * DAY });
  });

  it('has no span without prices', () => {
    expect(timeAxisBounds([])).toBeNull();
  });
});
