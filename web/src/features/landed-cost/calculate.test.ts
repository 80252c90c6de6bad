import { describe, expect, it } from 'vitest';
import { calculate } from './calculate.ts';
import type { CalculatorData, LandedCostReport, ReportLine } from './calculate.ts';
import { TEST_CATEGORY, TEST_REFERENCE, testInputs, testRate } from './test-data.ts';
import type { LandedCostInputs } from './inputs.ts';

const data = (patch: Partial<CalculatorData> = {}): CalculatorData => ({
  reference: TEST_REFERENCE,
  category: TEST_CATEGORY,
  goodsRate: null,
  usdRate: testRate('USD', 1.4),
  ...patch,
});

function report(patch: Partial<LandedCostInputs> = {}, d: Partial<CalculatorData> = {}): LandedCostReport {
  const r = calculate(testInputs(patch), data(d));
  if (!r.ok) throw new Error(r.missing);
  return r.report;
}
const line = (r: LandedCostReport, key: string): ReportLine => r.lines.find((l) => l.key === key)!;
const cents = (r: LandedCostReport) => Object.fromEntries(r.lines.map((l) => [l.key, l.cents]));

// 100 units × CAD 10 = 1,000.00; duty 10 % (test rate) = 100.00; GST 5 % of 1,100.00 = 55.00; freight by air
// at 1 kg × CAD 5 (low) to 2 kg × CAD 6 (high) a unit: 500.00 – 1,200.00.
describe('landed cost of an order', () => {
  it('adds goods, duty, taxes and freight, low end at the low weight and rate, high end at the high', () => {
    const r = report();
    expect(cents(r)).toMatchObject({
      goods: { low: 100000, high: 100000 },
      duty: { low: 10000, high: 10000 },
      'tax:GST': { low: 5500, high: 5500 },
      freight: { low: 50000, high: 120000 },
      brokerage: null,
      total: { low: 165500, high: 235500 },
      net: { low: 165500, high: 235500 },
    });
    expect(r.perUnit).toEqual({ low: 1655, high: 2355 });
    expect(line(r, 'duty')).toMatchObject({ label: 'Duty 10 %', unverified: true, status: 'counted' });
    expect(line(r, 'brokerage')).toMatchObject({ status: 'not-included' });
  });

  it.each<
    [
      string,
      Partial<LandedCostInputs>,
      Record<string, { low: number; high: number } | null>,
      { low: number; high: number },
    ]
  >([
    // A GST registrant claims the 55.00 back: 1,600.00 – 2,300.00 stays.
    [
      'a GST-registered business',
      { gstRegistered: true },
      { recoverable: { low: 5500, high: 5500 } },
      { low: 1600, high: 2300 },
    ],
    // An individual in Ontario pays the 13 % HST at import: 143.00.
    [
      'a person in Ontario',
      { importer: 'personal', province: 'ON' },
      { 'tax:HST': { low: 14300, high: 14300 } },
      { low: 1743, high: 2443 },
    ],
    // 25 % surtax on 1,000.00 = 250.00; GST 5 % of 1,350.00 = 67.50.
    [
      'the surtax counted',
      { includeSurtax: true },
      { surtax: { low: 25000, high: 25000 }, 'tax:GST': { low: 6750, high: 6750 } },
      { low: 1918, high: 2618 },
    ],
    // CUSMA 0 % for US origin (test rate): no duty; GST 5 % of 1,000.00 = 50.00.
    [
      'US origin under CUSMA',
      { origin: 'US' },
      { duty: { low: 0, high: 0 }, 'tax:GST': { low: 5000, high: 5000 } },
      { low: 1550, high: 2250 },
    ],
    // The user's weight replaces the typical range: 150 kg × 5 – 6.
    ['a weight the user knows', { weightKg: 1.5 }, { freight: { low: 75000, high: 90000 } }, { low: 1905, high: 2055 }],
    // The user's freight quote replaces the book's range: 100–200 kg × 4.
    ['a freight quote', { freightRate: 4 }, { freight: { low: 40000, high: 80000 } }, { low: 1555, high: 1955 }],
    // Brokerage 60.00 per shipment.
    ['brokerage', { brokerage: 60 }, { brokerage: { low: 6000, high: 6000 } }, { low: 1715, high: 2415 }],
    // A price range: 100 × 8–12 = 800–1,200; duty 80–120; GST 44–66.
    [
      'a quoted price range',
      { price: { low: 8, high: 12 } },
      { goods: { low: 80000, high: 120000 } },
      { low: 1424, high: 2586 },
    ],
  ])('%s', (_label, patch, expected, perUnit) => {
    const r = report(patch);
    expect(cents(r)).toMatchObject(expected);
    expect(r.perUnit).toEqual(perUnit);
  });

  it('converts a foreign price at the rate it is given, and says which rate', () => {
    const rate = testRate('USD', 1.4);
    const r = report({ currency: 'USD', price: { low: 5, high: 5 } }, { goodsRate: rate });
    // 100 × US$5 × 1.4 = 700.00
    expect(line(r, 'goods')).toMatchObject({ cents: { low: 70000, high: 70000 } });
    expect(line(r, 'goods').detail).toBe('100 × USD 5 at CAD 1.4 per USD');
    expect(r.goodsRate).toBe(rate);
    expect(r.sources.find((s) => s.group === 'Exchange rate')).toMatchObject({
      figure: 'CAD 1.4 per USD',
      verified: true,
    });
  });

  it('marks an annual-average rate as unverified in the sources', () => {
    const r = report({ currency: 'EUR' }, { goodsRate: testRate('EUR', 1.5, 'annual') });
    expect(r.sources.find((s) => s.group === 'Exchange rate')).toMatchObject({ verified: false, asOf: '2024' });
  });

  it('does not compute without the rate of a foreign currency', () => {
    const r = calculate(testInputs({ currency: 'EUR' }), data({ goodsRate: null }));
    expect(r).toEqual({ ok: false, missing: expect.stringMatching(/exchange rate for EUR could not be loaded/) });
  });

  it('leaves an unknown duty rate out and says so, and counts one the user enters', () => {
    const unknownDuty = {
      ...TEST_CATEGORY,
      tariff: {
        ...TEST_CATEGORY.tariff,
        mfn: { low: null, high: null, verified: false, sourceId: null, edition: null },
      },
    };
    const r = report({}, { category: unknownDuty });
    expect(line(r, 'duty')).toMatchObject({ status: 'not-known', cents: null });
    expect(line(r, 'duty').detail).toMatch(/not in the cost book/);
    expect(line(r, 'tax:GST').cents).toEqual({ low: 5000, high: 5000 });
    const entered = report({ dutyPct: 6.5 }, { category: unknownDuty });
    expect(line(entered, 'duty')).toMatchObject({
      status: 'counted',
      cents: { low: 6500, high: 6500 },
      label: 'Duty 6.5 % (your rate)',
    });
  });

  it('leaves freight out when the book has no rate for the mode, and counts a quote', () => {
    expect(line(report({ mode: 'courier' }), 'freight')).toMatchObject({ status: 'not-known', cents: null });
    expect(line(report({ mode: 'courier', freightRate: 10 }), 'freight').cents).toEqual({ low: 100000, high: 200000 });
  });

  it('says a surtax may apply when it is conditional and not counted', () => {
    expect(report().lines.filter((l) => l.key === 'surtax')).toEqual([
      expect.objectContaining({
        status: 'not-included',
        unverified: true,
        detail: 'May apply, not counted: Listed test goods.',
      }),
    ]);
  });

  it('spreads per-shipment costs over larger orders, and says so', () => {
    const r = report({ brokerage: 60, orderSizes: [100, 500] });
    expect(r.orderSizesNote).toBe(
      'The cost per unit changes with the order size: customs brokerage is charged once per shipment, so a larger order spreads it over more units.',
    );
    // 500 units: 5,000 + 500 + 275 + 2,500 + 60 = 8,335.00 → 16.67 a unit at the low end.
    expect(r.orderSizes).toEqual([
      { quantity: 100, perUnit: { low: 1715, high: 2415 }, order: { low: 171500, high: 241500 } },
      { quantity: 500, perUnit: { low: 1667, high: 2367 }, order: { low: 833500, high: 1183500 } },
    ]);
  });

  it('names a source and a year for every figure, and flags the unverified ones', () => {
    const r = report({ sellingPrice: 40 });
    for (const s of r.sources) {
      expect(s.source, s.what).not.toBe('');
      if (s.source !== 'You entered it') expect(s.asOf, s.what).toMatch(/\d{4}|test/);
    }
    expect(r.sources.find((s) => s.what === 'Most-Favoured-Nation rate')).toMatchObject({
      figure: '10 %',
      source: 'Tester: Test source',
      asOf: 'T2026-2, in force 2026-09-01',
      verified: false,
    });
    expect(r.sources.find((s) => s.what === 'Other preferential rates (not applied)')).toMatchObject({
      figure: 'GPT 5 %',
      note: expect.stringMatching(/CCCT, UST: Free GPT 5%.*uses the MFN rate unless/),
    });
    expect(r.sources.some((s) => s.group === 'Platform fees' && s.what === 'Etsy: Listing fee')).toBe(true);
  });
});

describe('one unit for a shopper', () => {
  it('under the low-value threshold pays no duty, tax or brokerage, and the headline leaves nothing out for it', () => {
    // One unit of CAD 10 from China: under the CAD 20 threshold, so duty and tax are waived and nothing is
    // cleared for a fee. Freight by air: 1 kg × CAD 5 (low) to 2 kg × CAD 6 (high).
    const r = report({ quantity: 1, orderSizes: [1], importer: 'personal', sellingPrice: null });
    expect(cents(r)).toMatchObject({
      goods: { low: 1000, high: 1000 },
      duty: { low: 0, high: 0 },
      brokerage: { low: 0, high: 0 },
      freight: { low: 500, high: 1200 },
    });
    expect(line(r, 'brokerage')).toMatchObject({ status: 'counted', detail: /under the duty- and tax-free threshold/ });
    expect(r.leftOut).toEqual([]);
    expect(r.perUnit).toEqual({ low: 1500, high: 2200 });
    expect(r.platforms).toEqual([]);
  });
});

describe('a duty rate that spans tariff items', () => {
  // A toaster-like category: automatic ones 4 %, other ones 10 % (test rates).
  const spanning: CalculatorData['category'] = {
    ...TEST_CATEGORY,
    tariff: {
      ...TEST_CATEGORY.tariff,
      tariffItem: null,
      items: [
        { ...TEST_CATEGORY.tariff.items[0]!, tariffItem: '8516.71.10', mfnText: '4%', mfnPct: 4 },
        TEST_CATEGORY.tariff.items[0]!,
      ],
      mfn: { ...TEST_CATEGORY.tariff.mfn, low: 4, high: 10 },
      rangeNote: 'Automatic test kettles (8516.71.10) pay 4 %; other ones (8516.71.90) 10 %.',
    },
  };

  it('counts the lowest rate at the low end and the highest at the high end, and says what decides', () => {
    const r = report({}, { category: spanning });
    // low: duty 4 % of 1,000 = 40.00, GST 5 % of 1,040 = 52.00; high: duty 100.00, GST 55.00
    expect(cents(r)).toMatchObject({ duty: { low: 4000, high: 10000 }, 'tax:GST': { low: 5200, high: 5500 } });
    expect(r.perUnit).toEqual({ low: 1592, high: 2355 });
    expect(line(r, 'duty')).toMatchObject({
      label: 'Duty 4 – 10 %',
      // Plain words on the line; the tariff items and the edition behind its disclosure.
      detail: 'Automatic test kettles pay 4 %; other ones 10 %.',
      technical: 'Tariff items 8516.71.10, 8516.71.90; Customs Tariff T2026-2, in force 2026-09-01.',
      unverified: true,
    });
    expect(r.sources.find((s) => s.what === 'Tariff classification')!.figure).toBe(
      'HS 8516.71: 8516.71.10 (Test kettles: other); 8516.71.90 (Test kettles: other)',
    );
  });

  it('uses one figure once the user enters their item’s rate', () => {
    const r = report({ dutyPct: 4 }, { category: spanning });
    expect(line(r, 'duty')).toMatchObject({ label: 'Duty 4 % (your rate)', cents: { low: 4000, high: 4000 } });
  });
});

describe('what the headline and the totals leave out', () => {
  it('says next to the cost per unit, and in the total, what is not counted', () => {
    const r = report();
    expect(r.leftOut).toEqual(['a surtax 25 % (may apply)', 'customs brokerage (not included)']);
    expect(line(r, 'total').detail).toBe(
      'Goods, duty, taxes and freight. Leaves out a surtax 25 % (may apply) and customs brokerage (not included)',
    );
  });

  it('names nothing when everything is counted', () => {
    const r = report({ origin: 'ZZ', brokerage: 60 });
    expect(r.leftOut).toEqual([]);
    expect(line(r, 'total').detail).toBe('Goods, duty, taxes, freight and customs brokerage');
  });

  it('does not let courier look cheaper than air for want of a rate: its missing freight is named', () => {
    const air = report({ origin: 'ZZ', brokerage: 60 });
    const courier = report({ origin: 'ZZ', brokerage: 60, mode: 'courier' });
    expect(courier.perUnit.high).toBeLessThan(air.perUnit.high);
    expect(courier.leftOut).toEqual(['freight (not known)']);
    expect(line(courier, 'freight').detail).toBe(
      'Not known: the cost book has no courier rate. Enter your quote to count it.',
    );
    expect(line(courier, 'total').detail).toBe(
      'Goods, duty, taxes and customs brokerage. Leaves out freight (not known)',
    );
  });

  it('names an unknown duty', () => {
    const unknownDuty = {
      ...TEST_CATEGORY,
      tariff: {
        ...TEST_CATEGORY.tariff,
        mfn: { low: null, high: null, verified: false, sourceId: null, edition: null },
      },
    };
    expect(report({ origin: 'ZZ', brokerage: 60 }, { category: unknownDuty }).leftOut).toEqual(['duty (not known)']);
  });
});

describe('comparing order sizes', () => {
  it('says why the cost per unit is the same at every size when nothing is charged per shipment', () => {
    const r = report({ orderSizes: [100, 500] });
    expect(r.orderSizes.map((o) => o.perUnit)).toEqual([
      { low: 1655, high: 2355 },
      { low: 1655, high: 2355 },
    ]);
    expect(r.orderSizesNote).toBe(
      'The cost per unit is the same at every size: every cost counted here grows with the number of units. Customs brokerage, charged once per shipment, is not included: enter it to see a larger order spread it.',
    );
  });

  it('has nothing to say for one size', () => {
    expect(report().orderSizesNote).toBeNull();
  });
});

describe('where each tax figure stands', () => {
  it('shows the date of the official text beside a tax read there, and unverified beside one that was not', () => {
    const quebec = report({ importer: 'personal', province: 'QC' });
    expect(line(quebec, 'tax:GST')).toMatchObject({ unverified: false, checked: 'official text, 2008' });
    expect(line(quebec, 'tax:QST')).toMatchObject({ unverified: false, checked: 'official text, 2014' });
    const ontario = report({ importer: 'personal', province: 'ON' });
    expect(line(ontario, 'tax:HST')).toMatchObject({ unverified: true });
    expect(line(ontario, 'tax:HST').checked).toBeUndefined();
  });
});

describe('what each sale leaves', () => {
  // Selling at CAD 40 in Alberta, unregistered: the buyer pays 5 % GST; the fees carry 5 % GST not recovered.
  const r = report({ sellingPrice: 40 });
  const platform = (name: string) => r.platforms.find((p) => p.platform === name)!;

  it('Amazon.ca: the category referral fee; the plan is left out for want of a currency', () => {
    const amazon = platform('Amazon.ca');
    // 10 % of 40.00 = 4.00; 5 % GST on it 0.20; net 35.80
    expect(amazon.fees).toEqual([{ name: 'Referral fee: kitchen', cents: 400 }]);
    expect(amazon.taxOnFeesCents).toBe(20);
    expect(amazon.netPerUnitCents).toBe(3580);
    expect(amazon).toMatchObject({ incomplete: true, unverified: true });
    // margin 35.80 − 23.55 … 35.80 − 16.55; 12.25 / 40 = 30.6 %, 19.25 / 40 = 48.1 %
    expect(amazon.tiers).toEqual([
      expect.objectContaining({
        moq: 100,
        marginPerUnit: { low: 1225, high: 1925 },
        marginPct: { low: 30.6, high: 48.1 },
      }),
    ]);
  });

  it('Etsy: USD fees at the USD rate, processing on the taxed total, an unknown fee left out', () => {
    const etsy = platform('Etsy');
    // transaction 5 % of 40 = 2.00; processing 2 % of 42.00 = 0.84; listing US$0.20 × 1.4 = 0.28; per order
    // US$0.25 × 1.4 = 0.35; GST 5 % of 3.47 = 0.17; net 40 − 3.47 − 0.17 = 36.36
    expect(etsy.fees.map((f) => [f.name, f.cents])).toEqual([
      ['Transaction fee', 200],
      ['Processing, percentage', 84],
      ['Listing fee', 28],
      ['Processing, per order', 35],
    ]);
    expect(etsy.netPerUnitCents).toBe(3636);
    expect(etsy.incomplete).toBe(true);
    expect(etsy.lines.find((l) => l.key === 'offsite-ads')).toMatchObject({ included: false });
  });

  it('Walmart: no fee known, so no margin', () => {
    expect(platform('Walmart Marketplace')).toMatchObject({ netPerUnitCents: null, tiers: [] });
    expect(platform('Walmart Marketplace').reason).toMatch(/no margin is shown/);
  });

  it('a registered seller recovers the GST on the fees', () => {
    const registered = report({ sellingPrice: 40, gstRegistered: true });
    expect(registered.platforms.find((p) => p.platform === 'Amazon.ca')!.netPerUnitCents).toBe(3600);
  });

  it('asks for a selling price before it shows margins', () => {
    expect(report().platforms).toEqual([]);
  });
});
