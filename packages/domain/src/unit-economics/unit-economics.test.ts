import { describe, expect, it } from 'vitest';
import { computeLandedCost } from '../landed-cost/landed-cost.ts';
import { cbsaExample, TEST_SOURCE, testTariff } from '../landed-cost/test-inputs.ts';
import type { FulfilmentFeeTable, PlatformFeeSchedule } from './fee-schedule.ts';
import { fulfilmentCharge } from './fulfilment.ts';
import { economicsByTier, landedCostByTier, tierEconomics } from './moq-tiers.ts';
import { unitSale } from './platform-fees.ts';
import type { SaleInput } from './platform-fees.ts';

// Every schedule below is a test input shaped like a platform's published structure, with round
// figures chosen so the arithmetic can be checked by hand. None of them is the platform's actual fees.
const schedule = (
  patch: Partial<PlatformFeeSchedule> & Pick<PlatformFeeSchedule, 'platform'>,
): PlatformFeeSchedule => ({
  label: patch.platform,
  currency: 'CAD',
  asOf: '2026-01-01',
  source: TEST_SOURCE,
  percentFees: [],
  fixedFees: [],
  monthlyFees: [],
  ...patch,
});

const fba: FulfilmentFeeTable = {
  name: 'Fulfilment',
  tiers: [
    {
      name: 'Small standard',
      maxSidesCm: [35, 25, 2],
      maxWeightKg: 0.5,
      bands: [
        { upToKg: 0.1, fee: 3.5 },
        { upToKg: 0.5, fee: 4 },
      ],
    },
    {
      name: 'Large standard',
      maxSidesCm: [45, 35, 20],
      maxWeightKg: 9,
      dimensionalDivisorCm3PerKg: 5000,
      bands: [
        { upToKg: 0.5, fee: 5 },
        { upToKg: 1, fee: 6 },
      ],
      beyond: { perStepFee: 0.5, stepKg: 0.5 },
    },
  ],
};

const amazonLike = schedule({
  platform: 'amazon-ca',
  percentFees: [{ name: 'Referral fee', base: 'item-and-shipping', pct: 15, minimum: 1 }],
  monthlyFees: [{ name: 'Selling plan', amount: 29.99 }],
  fulfilment: fba,
});
const etsyLike = schedule({
  platform: 'etsy',
  percentFees: [{ name: 'Transaction fee', base: 'item-and-shipping', pct: 6.5 }],
  fixedFees: [{ name: 'Listing fee', amount: 0.27, per: 'item' }],
  paymentProcessing: { name: 'Payment processing', pct: 3, fixedPerOrder: 0.25, base: 'order-total' },
});
const shopifyLike = schedule({
  platform: 'shopify',
  monthlyFees: [{ name: 'Plan', amount: 39 }],
  paymentProcessing: { name: 'Payments', pct: 2.9, fixedPerOrder: 0.3, base: 'item-and-shipping' },
});
const ebayLike = schedule({
  platform: 'ebay-ca',
  percentFees: [
    {
      name: 'Final value fee',
      base: 'item-and-shipping',
      bands: [
        { upTo: 100, pct: 13.25 },
        { upTo: null, pct: 2.35 },
      ],
      bandMode: 'marginal',
    },
  ],
  fixedFees: [{ name: 'Per-order fee', amount: 0.4, per: 'order' }],
});
const walmartLike = schedule({
  platform: 'walmart-ca',
  percentFees: [
    {
      name: 'Referral fee',
      base: 'item',
      bands: [
        { upTo: 15, pct: 5 },
        { upTo: null, pct: 15 },
      ],
      bandMode: 'whole',
    },
  ],
});

const parcel = { weightKg: 0.4, lengthCm: 30, widthCm: 20, heightCm: 10 };

describe('one sale on each platform', () => {
  it.each<[string, PlatformFeeSchedule, SaleInput, Array<[string, number]>, number]>([
    [
      // referral 15 % of 24.99 = 3.7485 → 3.75; 30×20×10 cm is Large standard, 6000 cm³ / 5000 = 1.2 kg
      // billed → 6.00 + one started 0.5 kg step 0.50; plan 29.99 / 100 = 0.2999 → 0.30; 13 % tax on
      // 10.55 of fees = 1.3715 → 1.37 not recoverable; net 24.99 − 10.55 − 1.37 = 13.07
      'Amazon-like: referral, size-tier fulfilment, plan, tax on fees',
      amazonLike,
      { price: 24.99, unitsPerMonth: 100, parcel, taxOnFees: { ratePct: 13, recoverable: false } },
      [
        ['Referral fee', 375],
        ['Selling plan', 30],
        ['Fulfilment', 650],
      ],
      1307,
    ],
    [
      'Amazon-like, GST-registered seller: the tax on fees comes back',
      amazonLike,
      { price: 24.99, unitsPerMonth: 100, parcel, taxOnFees: { ratePct: 13, recoverable: true } },
      [
        ['Referral fee', 375],
        ['Selling plan', 30],
        ['Fulfilment', 650],
      ],
      1444,
    ],
    [
      // 15 % of 5.00 = 0.75, lifted to the 1.00 minimum; 0.05 kg in a flat 20×15×1 cm sleeve: Small standard 3.50
      'Amazon-like: the per-item referral minimum',
      amazonLike,
      { price: 5, unitsPerMonth: 100, parcel: { weightKg: 0.05, lengthCm: 20, widthCm: 15, heightCm: 1 } },
      [
        ['Referral fee', 100],
        ['Selling plan', 30],
        ['Fulfilment', 350],
      ],
      500 - 480,
    ],
    [
      // item + shipping 35.00; with 13 % buyer tax 39.55; transaction 6.5 % of 35 = 2.275 → 2.28;
      // processing 3 % of 39.55 = 1.1865 → 1.19 + 0.25; listing 0.27; seller ships for 8.00
      'Etsy-like: transaction on item and shipping, processing on the taxed total',
      etsyLike,
      { price: 30, shippingCharged: 5, buyerTaxPct: 13, sellerShippingCost: 8 },
      [
        ['Transaction fee', 228],
        ['Listing fee', 27],
        ['Payment processing', 144],
      ],
      3500 - 399 - 800,
    ],
    [
      // 2.9 % of 20 = 0.58 + 0.30 / 2 items; plan 39 / 50 = 0.78; seller ships for 6.00
      'Shopify-like: payments, per-order part shared by two items, plan over 50 units a month',
      shopifyLike,
      { price: 20, itemsPerOrder: 2, unitsPerMonth: 50, sellerShippingCost: 6 },
      [
        ['Payments', 73],
        ['Plan', 78],
      ],
      2000 - 151 - 600,
    ],
    [
      // 13.25 % of the first 100 = 13.25 + 2.35 % of the other 50 = 1.175 → 1.18; per order 0.40
      'eBay-like: marginal bands and a per-order fee',
      ebayLike,
      { price: 150 },
      [
        ['Final value fee', 1443],
        ['Per-order fee', 40],
      ],
      15000 - 1483,
    ],
    ['Walmart-like: price at most 15 takes 5 % of all of it', walmartLike, { price: 12 }, [['Referral fee', 60]], 1140],
    ['Walmart-like: price above 15 takes 15 % of all of it', walmartLike, { price: 20 }, [['Referral fee', 300]], 1700],
  ])('%s', (_label, sched, sale, fees, net) => {
    const s = unitSale(sale, sched);
    expect(s.fees.map((f) => [f.name, f.cents])).toEqual(fees);
    expect(s.netCents).toBe(net);
    expect(s.feesCents).toBe(fees.reduce((sum, [, c]) => sum + c, 0));
  });

  it.each([
    ['no units per month for a plan', shopifyLike, { price: 20 }],
    ['no parcel for fulfilment', amazonLike, { price: 20, unitsPerMonth: 10 }],
    ['a zero price', walmartLike, { price: 0 }],
    ['half an item per order', ebayLike, { price: 10, itemsPerOrder: 0.5 }],
  ])('refuses %s', (_label, sched, sale) => {
    expect(() => unitSale(sale, sched)).toThrow(RangeError);
  });
});

describe('fulfilment size tiers', () => {
  it.each([
    ['exactly on a band edge', { weightKg: 0.1, lengthCm: 20, widthCm: 15, heightCm: 1 }, 'Small standard', 0.1, 350],
    ['just over it', { weightKg: 0.101, lengthCm: 20, widthCm: 15, heightCm: 1 }, 'Small standard', 0.101, 400],
    ['sides in any order', { weightKg: 0.2, lengthCm: 1, widthCm: 34, heightCm: 24 }, 'Small standard', 0.2, 400],
    [
      'too thick for small: large, dimensional 0.6 kg',
      { weightKg: 0.2, lengthCm: 30, widthCm: 20, heightCm: 5 },
      'Large standard',
      0.6,
      600,
    ],
    // 1.3 kg: 6.00 + ceil(0.3 / 0.5) = 1 step; 2.0 kg: 6.00 + 2 steps
    [
      'beyond the last band, one step',
      { weightKg: 1.3, lengthCm: 10, widthCm: 10, heightCm: 10 },
      'Large standard',
      1.3,
      650,
    ],
    [
      'beyond the last band, two steps exactly',
      { weightKg: 2, lengthCm: 10, widthCm: 10, heightCm: 10 },
      'Large standard',
      2,
      700,
    ],
  ])('%s', (_label, p, tier, billedKg, cents) => {
    expect(fulfilmentCharge(fba, p)).toEqual({ tier, billedKg, cents });
  });

  it('refuses a unit that fits no tier', () => {
    expect(() => fulfilmentCharge(fba, { weightKg: 1, lengthCm: 50, widthCm: 10, heightCm: 10 })).toThrow(RangeError);
    expect(() => fulfilmentCharge(fba, { weightKg: 10, lengthCm: 10, widthCm: 10, heightCm: 10 })).toThrow(RangeError);
  });
});

describe('margin at each MOQ tier', () => {
  const sale = unitSale(
    { price: 24.99, unitsPerMonth: 100, parcel, taxOnFees: { ratePct: 13, recoverable: false } },
    amazonLike,
  ); // net 13.07 on revenue 24.99

  it.each([
    // margin 13.07 − 8.00 … 13.07 − 6.00; 5.07 / 24.99 = 20.29 %; order 100 × 6–8 = 600–800;
    // return 507 / 800 = 63.4 % … 707 / 600 = 117.8 %
    [100, { low: 600, high: 800 }, { low: 507, high: 707 }, { low: 20.3, high: 28.3 }, { low: 63.4, high: 117.8 }],
    [500, { low: 450, high: 520 }, { low: 787, high: 857 }, { low: 31.5, high: 34.3 }, { low: 151.3, high: 190.4 }],
    // a loss at the low end: −0.93 / 24.99 = −3.72 %, −93 / 1400 = −6.6 %
    [50, { low: 1300, high: 1400 }, { low: -93, high: 7 }, { low: -3.7, high: 0.3 }, { low: -6.6, high: 0.5 }],
  ])('MOQ %s', (moq, landedCostPerUnit, marginPerUnit, marginPct, returnOnOrderPct) => {
    const t = tierEconomics({ moq, landedCostPerUnit }, sale);
    expect(t).toMatchObject({ moq, netPerUnitCents: 1307, marginPerUnit, marginPct, returnOnOrderPct });
    expect(t.orderCost).toEqual({ low: landedCostPerUnit.low * moq, high: landedCostPerUnit.high * moq });
    expect(t.orderMargin).toEqual({ low: marginPerUnit.low * moq, high: marginPerUnit.high * moq });
  });

  it('refuses a tier without a cost or a quantity', () => {
    expect(() => tierEconomics({ moq: 0, landedCostPerUnit: { low: 100, high: 200 } }, sale)).toThrow(RangeError);
    expect(() => tierEconomics({ moq: 10, landedCostPerUnit: { low: 0, high: 200 } }, sale)).toThrow(RangeError);
  });

  // Same route as the landed-cost range test (sea LCL, 1 m³ minimum, brokerage), 6.5 % duty, a registered
  // business in Ontario. 200 units at US$2.20–2.50: value 602.49–684.65, duty 39.16–44.50, GST
  // (recovered) 32.08–36.46, freight 385–570, brokerage 60–120 → net 1086.65–1419.15 → 5.43–7.10 a unit.
  // 1000 units at US$1.90–2.10 (exactly 1 m³): net 3215.78–3752.44 → 3.22–3.75 a unit.
  it('from supplier quotes: a larger order spreads freight and brokerage over more units', () => {
    const input = cbsaExample({
      goods: { unitPrice: { low: 2, high: 2.5 }, currency: 'USD', units: 1, unitWeightKg: 0.3, unitVolumeM3: 0.001 },
      exchangeRate: { rateToCad: 1.3693, date: '2025-12-30', source: 'Bank of Canada' },
      mode: 'sea-lcl',
      tariff: testTariff(6.5),
      shipping: {
        mode: 'sea-lcl',
        perM3: { low: 85, high: 120 },
        minimumM3: 1,
        perShipment: { low: 300, high: 450 },
        source: TEST_SOURCE,
      },
      brokerage: { perShipment: { low: 60, high: 120 }, source: TEST_SOURCE },
      importer: { kind: 'business', province: 'ON', gstRegistered: true },
    });
    const quotes = [
      { moq: 200, unitPrice: { low: 2.2, high: 2.5 } },
      { moq: 1000, unitPrice: { low: 1.9, high: 2.1 } },
    ];
    const byTier = landedCostByTier(input, quotes);
    expect(byTier.map((t) => t.tier)).toEqual([
      { moq: 200, landedCostPerUnit: { low: 543, high: 710 } },
      { moq: 1000, landedCostPerUnit: { low: 322, high: 375 } },
    ]);
    quotes.forEach(({ moq, unitPrice }, i) => {
      const direct = computeLandedCost({ ...input, goods: { ...input.goods, units: moq, unitPrice } });
      expect(byTier[i]!.landedCost).toEqual(direct);
    });
    const [small, large] = economicsByTier(
      byTier.map((t) => t.tier),
      sale,
    );
    // net 13.07: margins 5.97–7.64 and 9.32–9.85 a unit
    expect(small!.marginPerUnit).toEqual({ low: 597, high: 764 });
    expect(large!.marginPerUnit).toEqual({ low: 932, high: 985 });
  });
});
