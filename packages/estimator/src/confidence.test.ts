import { describe, expect, it } from 'vitest';

import { AMBIGUOUS_CLASS_FACTOR, confidenceFor, evidenceOf, spreadCeiling } from './confidence.ts';
import type { Signal } from './confidence.ts';

const detection = (strength: number, extra: Partial<Signal> = {}): Signal => ({
  kind: 'detection',
  strength,
  agrees: true,
  ...extra,
});
const text = (strength: number, agrees = true): Signal => ({ kind: 'text', strength, agrees });

describe('evidence', () => {
  it.each([
    ['no signal', [], 0],
    ['one detection', [detection(0.7)], 0.7],
    ['an ambiguous class', [detection(0.5, { ambiguous: true })], 0.5 * AMBIGUOUS_CLASS_FACTOR],
    ['detection and text agreeing', [detection(0.5), text(0.6)], 1 - 0.5 * 0.4],
    ['text against the detection', [text(0.8), detection(0.4, { agrees: false })], 0.8 * (1 - 0.5 * 0.4)],
    ['a user correction', [{ kind: 'user', strength: 1, agrees: true } as Signal], 0.9],
    ['an ISBN', [{ kind: 'barcode', strength: 0.95, agrees: true } as Signal], 0.95],
  ])('%s → %d', (_name, signals, expected) => {
    expect(evidenceOf(signals as Signal[])).toBeCloseTo(expected as number, 6);
  });

  it('never exceeds 1 however many signals agree', () => {
    expect(evidenceOf([detection(1), text(1), text(1)])).toBeLessThanOrEqual(1);
  });
});

describe('cost-book ceiling', () => {
  it.each([
    [{ low: 100, high: 100 }, 1],
    [{ low: 340, high: 960 }, 1 - 620 / 1300 / 2],
    [{ low: 0, high: 10 }, 0.5],
    [{ low: 0, high: 0 }, 0],
  ])('%o → %d', (bom, ceiling) => {
    expect(spreadCeiling(bom)).toBeCloseTo(ceiling, 6);
  });
});

describe('confidence percent', () => {
  it('is never above what the evidence supports', () => {
    const c = confidenceFor([detection(0.3)], { low: 100, high: 110 });
    expect(c.percent).toBe(30);
    expect(c.limitedBy).toBe('evidence');
  });

  it("is never above what the cost book's spread allows", () => {
    const c = confidenceFor([detection(0.9), text(0.9)], { low: 340, high: 960 });
    expect(c.percent).toBe(Math.round(spreadCeiling({ low: 340, high: 960 }) * 100));
    expect(c.limitedBy).toBe('cost-book spread');
  });

  it('rises with agreeing evidence and falls with contradicting evidence', () => {
    const bom = { low: 10, high: 11 };
    const alone = confidenceFor([text(0.6)], bom).percent;
    expect(confidenceFor([text(0.6), detection(0.5)], bom).percent).toBeGreaterThan(alone);
    expect(confidenceFor([text(0.6), detection(0.5, { agrees: false })], bom).percent).toBeLessThan(alone);
  });
});
