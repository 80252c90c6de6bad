import { describe, expect, it } from 'vitest';
import {
  chartSlices,
  confidenceBand,
  formatCommentDate,
  formatDateTime,
  formatDuration,
  formatEstimate,
  formatEstimateRange,
  formatPrice,
  formatStops,
  marginPercent,
  markupPercent,
  OTHER_SLICE_NAME,
  RECOMMENDED_ACTION,
  SATURATION_BAR,
  savings,
  similarityBand,
  SUITABILITY_BAR,
  supplierStars,
} from './index.ts';

describe('bands and bars', () => {
  it.each([
    [100, 'High'],
    [80, 'High'],
    [79.9, 'Medium'],
    [60, 'Medium'],
    [59, 'Low'],
    [0, 'Low'],
  ] as const)('confidence %d → %s', (v, label) => {
    expect(confidenceBand(v).label).toBe(label);
  });
  it.each([
    [80, 'High Match'],
    [60, 'Good Match'],
    [59, 'Fair Match'],
  ] as const)('similarity %d → %s', (v, label) => {
    expect(similarityBand(v).label).toBe(label);
  });
  it('maps saturation and suitability to the spec bar values', () => {
    expect(SATURATION_BAR).toEqual({ Low: 25, Medium: 50, High: 75, Oversaturated: 100 });
    expect(SUITABILITY_BAR).toEqual({ Excellent: 95, Good: 75, Fair: 50, Poor: 25 });
    expect(RECOMMENDED_ACTION.Poor).toBe('Consider alternative products or markets. High risk of low returns.');
  });
  it('caps supplier stars at 5', () => {
    expect([supplierStars(7), supplierStars(3.4), supplierStars(-1)]).toEqual([5, 3, 0]);
  });
});

describe('chart slices', () => {
  const m = (name: string, percentage: number, cost: number) => ({ name, category: 'Components', cost, percentage });
  it('keeps the 5 largest and merges the rest into Other Components / Various', () => {
    const slices = chartSlices([
      m('a', 5, 1),
      m('b', 30, 6),
      m('c', 20, 4),
      m('d', 15, 3),
      m('e', 10, 2),
      m('f', 12, 2.4),
      m('g', 8, 1.6),
    ]);
    expect(slices.map((s) => s.name)).toEqual(['b', 'c', 'd', 'f', 'e', OTHER_SLICE_NAME]);
    expect(slices[5]).toEqual({ name: 'Other Components', category: 'Various', cost: 2.6, percentage: 13 });
  });
  it('has no Other slice with 5 or fewer materials, and nothing for none', () => {
    expect(chartSlices([m('a', 60, 3), m('b', 40, 2)])).toHaveLength(2);
    expect(chartSlices([])).toEqual([]);
  });
});

describe('money', () => {
  it.each([
    [0.8, '$0.80'],
    [0.004, '$0.00'],
    [12.5, '$12.50'],
    [99.99, '$99.99'],
    [100, '$100'],
    [1234.56, '$1,235'],
  ])('an estimate of %d reads %s', (value, text) => {
    expect(formatEstimate(value)).toBe(text);
  });
  it('gives both ends of a range the same precision', () => {
    expect(formatEstimateRange(0.8, 2.5)).toBe('$0.80 - $2.50');
    expect(formatEstimateRange(40, 160)).toBe('$40.00 - $160.00');
    expect(formatEstimateRange(1200, 1850.5)).toBe('$1,200 - $1,851');
  });
  it('keeps the cents and the currency of a listed price', () => {
    expect(formatPrice(1299)).toBe('$1,299.00');
    expect(formatPrice(19.99, 'USD')).toBe('US$19.99');
  });
  it('computes savings only when the offer is cheaper', () => {
    expect(savings(100, 75)).toEqual({ amount: 25, pct: 25 });
    expect(savings(30, 19.99)).toEqual({ amount: 30 - 19.99, pct: 33 });
    expect(savings(100, 100)).toBeNull();
    expect(savings(100, 120)).toBeNull();
    expect(savings(null, 5)).toBeNull();
    expect(savings(0, 5)).toBeNull();
  });
  it('markup is a whole percent over the previous step; margins have one decimal', () => {
    expect(markupPercent(10, 25)).toBe(150);
    expect(markupPercent(0, 25)).toBeNull();
    expect(marginPercent(60, 100)).toBe(40);
    expect(marginPercent(2, 3)).toBe(33.3);
  });
});

describe('time and dates', () => {
  it.each([
    [0, '0h 0m'],
    [59, '0h 59m'],
    [60, '1h 0m'],
    [754, '12h 34m'],
  ])('%d min → %s', (m, s) => {
    expect(formatDuration(m)).toBe(s);
  });
  it.each([
    [0, 'Nonstop'],
    [1, '1 stop'],
    [2, '2 stops'],
  ])('%d stops → %s', (n, s) => {
    expect(formatStops(n)).toBe(s);
  });
  it("formats comment dates as 'MMM d, yyyy'", () => {
    expect(formatCommentDate(new Date(2026, 0, 5, 12))).toBe('Jan 5, 2026');
    expect(formatCommentDate('not a date')).toBe('');
  });
  it('adds the local time to a date, so two analyses of one day are told apart', () => {
    // The locale's own way, the same for every screen: 12-hour in English Canada, 24-hour in French.
    expect(formatDateTime(new Date(2026, 10, 27, 9, 5), 'en-CA')).toMatch(/^Nov 27, 2026, 9:05\sa\.m\.$/);
    expect(formatDateTime(new Date(2026, 10, 27, 17, 42), 'en-CA')).toMatch(/^Nov 27, 2026, 5:42\sp\.m\.$/);
    expect(formatDateTime(new Date(2026, 10, 27, 17, 42), 'fr-CA')).toMatch(/17 h 42/);
    expect(formatDateTime('not a date')).toBe('');
  });
});
