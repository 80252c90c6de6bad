import { describe, expect, it } from 'vitest';
import { unitSale } from '@costlens/domain';
import { platformScenarios } from './platform-schedules.ts';
import { TEST_SCHEDULES } from './test-data.ts';

const scenarios = (amazonReferralCategory: string | null, usdToCad: number | null = 1.4) =>
  platformScenarios(TEST_SCHEDULES, { amazonReferralCategory, usdToCad });
const find = (list: ReturnType<typeof scenarios>, platform: string) => list.find((s) => s.platform === platform)!;

describe('selling setups from the cost book', () => {
  it("uses the category's Amazon.ca referral rate, with its per-item minimum", () => {
    const amazon = find(scenarios('kitchen'), 'Amazon.ca');
    expect(amazon.schedule!.percentFees).toEqual([
      { name: 'Referral fee: kitchen', base: 'item-and-shipping', pct: 10, minimum: 0.3 },
    ]);
    expect(amazon.lines.find((l) => l.key === 'plan:professional')).toMatchObject({
      included: false,
      unknown: true,
      reason: 'The source does not say which currency the amount is in.',
    });
    expect(amazon.incomplete).toBe(true);
  });

  it('falls back to the "everything else" rate and says so', () => {
    for (const category of [null, 'no-such-category']) {
      const amazon = find(scenarios(category), 'Amazon.ca');
      expect(amazon.schedule!.percentFees[0]).toMatchObject({ pct: 20 });
      expect(amazon.notes[0]).toMatch(/"everything else"/);
    }
  });

  it('joins banded referral lines into one fee, each rate on its part of the price (furniture)', () => {
    const amazon = find(scenarios('furniture'), 'Amazon.ca');
    expect(amazon.schedule!.percentFees).toEqual([
      {
        name: 'Referral fee: furniture',
        base: 'item-and-shipping',
        bands: [
          { upTo: 250, pct: 10 },
          { upTo: null, pct: 5 },
        ],
        bandMode: 'marginal',
      },
    ]);
    // 10 % of 250 + 5 % of 50 = 27.50
    expect(unitSale({ price: 300 }, amazon.schedule!).fees).toEqual([{ name: 'Referral fee: furniture', cents: 2750 }]);
  });

  it('counts USD fees at the USD rate, and leaves them out without one', () => {
    const withRate = find(scenarios(null, 1.4), 'Etsy');
    expect(withRate.schedule!.fixedFees.map((f) => [f.name, f.amount.toFixed(2), f.per])).toEqual([
      ['Listing fee', '0.28', 'item'],
      ['Processing, per order', '0.35', 'order'],
    ]);
    const without = find(scenarios(null, null), 'Etsy');
    expect(without.schedule!.fixedFees).toEqual([]);
    expect(without.lines.filter((l) => !l.included && l.unknown).map((l) => l.key)).toEqual([
      'listing',
      'payment:fixed',
      'regulatory-operating',
    ]);
  });

  it('lists fees that do not apply per sale, with why, without marking the net incomplete for them', () => {
    const etsy = find(scenarios(null), 'Etsy');
    expect(etsy.lines.find((l) => l.key === 'offsite-ads')).toMatchObject({
      included: false,
      reason: expect.stringMatching(/ads/),
    });
    expect(etsy.lines.find((l) => l.key === 'offsite-ads')!.unknown).toBeUndefined();
  });

  it('has no schedule when no fee of the platform is known', () => {
    const walmart = find(scenarios(null), 'Walmart Marketplace');
    expect(walmart.schedule).toBeNull();
    expect(walmart.lines).toEqual([expect.objectContaining({ figure: 'not known', included: false })]);
  });

  it('says a figure as the book states it', () => {
    const amazon = find(scenarios('kitchen'), 'Amazon.ca');
    expect(amazon.lines.map((l) => l.figure)).toEqual([
      '10 %, at least CAD 0.30 an item',
      'currency not stated 40.00 a month',
    ]);
  });
});
