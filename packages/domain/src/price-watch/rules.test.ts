import { describe, expect, it } from 'vitest';
import { WatchRules } from '@costlens/contracts';
import type { RuleStates, WatchRulesInput } from '@costlens/contracts';
import { evaluateRules, priceChange, rearmMargin, statesForRules } from './rules.ts';
import type { PricePoint } from './rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 1, 12);

/** Runs the rules over prices seen once a day (or at the given day numbers) the way the checker does,
 *  and answers, for each price, the alerts it raised ('' for none). */
function timeline(
  rulesIn: WatchRulesInput,
  prices: ReadonlyArray<number | [number, string] | [number, string, number]>,
) {
  const rules = WatchRules.parse(rulesIn);
  let states: RuleStates = statesForRules(rules, null, {});
  const seen: PricePoint[] = [];
  const out: string[] = [];
  prices.forEach((p, i) => {
    const [price, currency, day] = typeof p === 'number' ? [p, 'CAD', i] : [p[0], p[1], p[2] ?? i];
    const at = START + day * DAY;
    const sameCurrency = seen.filter((s) => s.currency === currency);
    const window = sameCurrency.filter((s) => s.at >= at - 30 * DAY && s.at < at).map((s) => s.price);
    const result = evaluateRules(rules, states, {
      price,
      currency,
      at,
      previous: seen.at(-1) ?? null,
      windowLow: window.length ? Math.min(...window) : null,
      firstSeenAt: sameCurrency[0]?.at ?? at,
    });
    states = result.states;
    seen.push({ price, currency, at });
    out.push(result.alerts.map((a) => a.rule).join(','));
  });
  return out;
}

describe('price watch rules, price by price', () => {
  it.each([
    {
      what: 'target: alerts at or below the target, once while the price bounces just above and below it',
      rules: { targetPrice: 100 },
      prices: [105, 99, 101, 99.5, 101.99, 100, 102, 98],
      alerts: ['', 'target', '', '', '', '', '', 'target'],
    },
    {
      what: 'target: the first price already at the target alerts',
      rules: { targetPrice: 50 },
      prices: [50, 49, 52, 50],
      alerts: ['target', '', '', 'target'],
    },
    {
      what: 'drop: 10% below the high since the last alert; a wobble near the threshold stays quiet',
      rules: { dropPercent: 10 },
      prices: [100, 95, 90, 91, 89.9, 90.5, 100, 90, 81],
      alerts: ['', '', 'drop', '', '', '', '', 'drop', 'drop'],
    },
    {
      what: 'drop: the first price is the starting high, never an alert',
      rules: { dropPercent: 5 },
      prices: [10, 20, 18.99],
      alerts: ['', '', 'drop'],
    },
    {
      what: 'change: a flapping price alerts once, and again when it settles elsewhere',
      rules: { anyChange: true },
      prices: [20, 21, 20, 21, 20, 20, 20, 22, 22],
      alerts: ['', 'change', '', '', '', 'change', '', 'change', ''],
    },
    {
      what: 'change: cents that round the same are no change',
      rules: { anyChange: true },
      prices: [19.99, 19.990000001, 19.99],
      alerts: ['', '', ''],
    },
    {
      what: 'lowest in 30 days: never on the first price; quiet within the margin; re-arms above it',
      rules: { lowest30Days: true },
      prices: [100, 95, 96, 94.5, 97, 94, 91],
      alerts: ['', 'low30', '', '', '', 'low30', 'low30'],
    },
    {
      what: 'lowest in 30 days: prices older than 30 days no longer count',
      rules: { lowest30Days: true },
      prices: [
        [50, 'CAD', 0],
        [80, 'CAD', 20],
        [70, 'CAD', 35],
        [60, 'CAD', 36],
      ],
      alerts: ['', '', 'low30', 'low30'],
    },
    {
      what: 'every rule compares in one currency: a price in another starts them again',
      rules: { targetPrice: 100, anyChange: true, lowest30Days: true, dropPercent: 10 },
      prices: [
        [120, 'CAD'],
        [80, 'USD'],
        [79, 'USD'],
        [90, 'CAD'],
      ],
      alerts: ['', 'target', 'change,low30', 'target,low30'],
    },
  ])('$what', ({ rules, prices, alerts }) => {
    expect(timeline(rules, prices as never)).toEqual(alerts);
  });
});

describe('what the alerts say', () => {
  const rules = WatchRules.parse({ lowest30Days: true, targetPrice: 90, dropPercent: 10, anyChange: true });
  const run = (at: number, firstSeenAt: number) =>
    evaluateRules(
      rules,
      {
        target: { armed: true, reference: null, currency: 'CAD' },
        drop: { armed: true, reference: 100, currency: 'CAD' },
        change: { armed: true, reference: 100, currency: 'CAD' },
        low30: { armed: true, reference: null, currency: 'CAD' },
      },
      {
        price: 89,
        currency: 'CAD',
        at,
        previous: { price: 100, currency: 'CAD', at: at - DAY },
        windowLow: 95,
        firstSeenAt,
      },
    ).alerts.map((a) => a.message);

  it('names the figures, and claims no more history than was watched', () => {
    expect(run(START + 3 * DAY, START)).toEqual([
      '$89.00 is at or below your target of $90.00.',
      'Down 11% to $89.00 from $100.00.',
      'Down from $100.00 to $89.00.',
      '$89.00 is the lowest price since watching began 3 days ago (previous low $95.00).',
    ]);
    expect(run(START + 31 * DAY, START).at(-1)).toBe('$89.00 is the lowest price in 30 days (previous low $95.00).');
  });
});

describe('rule states when the rules change', () => {
  const before = WatchRules.parse({ targetPrice: 100, anyChange: true });
  const states: RuleStates = {
    target: { armed: false, reference: 99, currency: 'CAD' },
    change: { armed: false, reference: 99, currency: 'CAD' },
  };
  it.each([
    ['the same rules keep their states', { targetPrice: 100, anyChange: true }, states],
    [
      'a new target starts armed',
      { targetPrice: 90, anyChange: true },
      { target: { armed: true, reference: null, currency: null }, change: states.change },
    ],
    ['a rule switched off is dropped', { targetPrice: 100 }, { target: states.target }],
  ])('%s', (_what, next, expected) => {
    expect(statesForRules(WatchRules.parse(next), before, states)).toEqual(expected);
  });
});

describe('margins and changes', () => {
  it.each([
    [100, 2],
    [0.2, 0.01],
    [19.99, 0.4],
  ])('the re-arm margin of %s is %s', (value, margin) => {
    expect(rearmMargin(value)).toBe(margin);
  });

  it('measures the latest change in one currency only', () => {
    expect(priceChange({ price: 90, currency: 'CAD' }, { price: 100, currency: 'CAD' })).toEqual({
      amount: -10,
      percent: -10,
    });
    expect(priceChange({ price: 90, currency: 'CAD' }, { price: 100, currency: 'USD' })).toBeNull();
    expect(priceChange({ price: 90, currency: 'CAD' }, null)).toBeNull();
  });
});
