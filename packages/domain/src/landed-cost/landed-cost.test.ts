import { describe, expect, it } from 'vitest';
import { computeLandedCost } from './landed-cost.ts';
import type { ImporterProfile } from './import-taxes.ts';
import { PROVINCE_CODES } from './provinces.ts';
import type { ProvinceCode } from './provinces.ts';
import { cadShipment, cbsaExample, TEST_SOURCE, testTariff } from './test-inputs.ts';

const taxLines = (importer: ImporterProfile) =>
  computeLandedCost(cbsaExample({ importer })).low.taxes.map((t) => [t.kind, t.collection, t.amountCents]);

describe("CBSA's worked example", () => {
  it('US$100 at 1.15 with 4 % duty and 5 % GST: $115.00, $4.60, $119.60, $5.98, $10.58', () => {
    const r = computeLandedCost(cbsaExample());
    for (const side of [r.low, r.high]) {
      expect(side.valueForDutyCents).toBe(115_00);
      expect(side.dutyCents).toBe(4_60);
      expect(side.valueForTaxCents).toBe(119_60);
      expect(side.taxes.map((t) => [t.kind, t.amountCents])).toEqual([['GST', 5_98]]);
      expect(side.dutyCents + side.taxCents).toBe(10_58);
      expect(side.paidAtImportCents).toBe(10_58);
      expect(side.totalCents).toBe(125_58);
    }
    expect(r.tariff).toMatchObject({ treatment: 'MFN', ratePct: 4 });
  });

  it('a GST-registered business gets the $5.98 back as an input tax credit', () => {
    const r = computeLandedCost(cbsaExample({ importer: { kind: 'business', province: 'AB', gstRegistered: true } }));
    expect(r.low.recoverableCents).toBe(5_98);
    expect(r.low.netCostCents).toBe(119_60);
    expect(r.low.taxes[0]).toMatchObject({ collection: 'at-import', recoverableCents: 5_98 });
  });
});

// Value for tax $119.60 in every province: GST 5 % = 5.98; HST 13 % = 15.55 (15.548), 14 % = 16.74
// (16.744), 15 % = 17.94; provincial parts 8 % = 9.57, 9 % = 10.76, 10 % = 11.96; PST/RST 7 % = 8.37
// (8.372), SK 6 % = 7.18 (7.176), QST 9.975 % = 11.93 (11.930).
describe('taxes by province: an individual importing personal goods', () => {
  it.each<[ProvinceCode, Array<[string, string, number]>]>([
    ['AB', [['GST', 'at-import', 598]]],
    [
      'BC',
      [
        ['GST', 'at-import', 598],
        ['PST', 'at-import', 837],
      ],
    ],
    [
      'MB',
      [
        ['GST', 'at-import', 598],
        ['RST', 'at-import', 837],
      ],
    ],
    ['NB', [['HST', 'at-import', 1794]]],
    ['NL', [['HST', 'at-import', 1794]]],
    ['NS', [['HST', 'at-import', 1674]]],
    ['NT', [['GST', 'at-import', 598]]],
    ['NU', [['GST', 'at-import', 598]]],
    ['ON', [['HST', 'at-import', 1555]]],
    ['PE', [['HST', 'at-import', 1794]]],
    [
      'QC',
      [
        ['GST', 'at-import', 598],
        ['QST', 'at-import', 1193],
      ],
    ],
    [
      'SK',
      [
        ['GST', 'at-import', 598],
        ['PST', 'at-import', 718],
      ],
    ],
    ['YT', [['GST', 'at-import', 598]]],
  ])('%s', (province, lines) => {
    expect(taxLines({ kind: 'individual', province })).toEqual(lines);
    const r = computeLandedCost(cbsaExample({ importer: { kind: 'individual', province } }));
    expect(r.low.recoverableCents).toBe(0);
    expect(r.low.selfAssessedCents).toBe(0);
  });

  it('covers all 13 provinces and territories', () => {
    expect(PROVINCE_CODES).toHaveLength(13);
  });
});

describe('taxes by province: a business importing goods to resell, not GST-registered', () => {
  it.each<[ProvinceCode, Array<[string, string, number]>]>([
    ['AB', [['GST', 'at-import', 598]]],
    [
      'BC',
      [
        ['GST', 'at-import', 598],
        ['PST', 'not-payable', 0],
      ],
    ],
    [
      'MB',
      [
        ['GST', 'at-import', 598],
        ['RST', 'not-payable', 0],
      ],
    ],
    [
      'NB',
      [
        ['GST', 'at-import', 598],
        ['HST-provincial', 'self-assessed', 1196],
      ],
    ],
    [
      'NL',
      [
        ['GST', 'at-import', 598],
        ['HST-provincial', 'self-assessed', 1196],
      ],
    ],
    [
      'NS',
      [
        ['GST', 'at-import', 598],
        ['HST-provincial', 'self-assessed', 1076],
      ],
    ],
    ['NT', [['GST', 'at-import', 598]]],
    ['NU', [['GST', 'at-import', 598]]],
    [
      'ON',
      [
        ['GST', 'at-import', 598],
        ['HST-provincial', 'self-assessed', 957],
      ],
    ],
    [
      'PE',
      [
        ['GST', 'at-import', 598],
        ['HST-provincial', 'self-assessed', 1196],
      ],
    ],
    [
      'QC',
      [
        ['GST', 'at-import', 598],
        ['QST', 'self-assessed', 1193],
      ],
    ],
    [
      'SK',
      [
        ['GST', 'at-import', 598],
        ['PST', 'not-payable', 0],
      ],
    ],
    ['YT', [['GST', 'at-import', 598]]],
  ])('%s', (province, lines) => {
    expect(taxLines({ kind: 'business', province })).toEqual(lines);
    const r = computeLandedCost(cbsaExample({ importer: { kind: 'business', province } }));
    expect(r.low.recoverableCents).toBe(0);
    expect(r.low.paidAtImportCents).toBe(460 + 598);
  });
});

describe('taxes by province: a GST-registered business importing goods to resell', () => {
  it.each(PROVINCE_CODES.map((p) => [p]))('%s: only the 5 %% GST is paid, and all of it comes back', (province) => {
    const r = computeLandedCost(cbsaExample({ importer: { kind: 'business', province, gstRegistered: true } }));
    expect(r.low.taxCents).toBe(598);
    expect(r.low.recoverableCents).toBe(598);
    expect(r.low.netCostCents).toBe(119_60);
    expect(r.low.taxes.filter((t) => t.kind !== 'GST').every((t) => t.collection === 'not-payable')).toBe(true);
  });

  it.each<[ProvinceCode, string, number]>([
    ['BC', 'PST', 837],
    ['MB', 'RST', 837],
    ['SK', 'PST', 718],
  ])('%s, goods for its own use: %s is self-assessed and stays a cost', (province, kind, amount) => {
    const r = computeLandedCost(
      cbsaExample({ importer: { kind: 'business', province, gstRegistered: true, forResale: false } }),
    );
    expect(r.low.taxes.find((t) => t.kind === kind)).toMatchObject({
      collection: 'self-assessed',
      amountCents: amount,
      recoverableCents: 0,
    });
    expect(r.low.netCostCents).toBe(119_60 + amount);
  });
});

describe('low-value thresholds, both sides of each', () => {
  // 10 % duty; GST 5 % on value + duty. Values in CAD.
  it.each([
    ['courier from the US, $40.00', cadShipment(40), true, true, 0, 0],
    ['courier from the US, $40.01', cadShipment(40.01), true, false, 0, 200],
    ['courier from the US, $150.00', cadShipment(150), true, false, 0, 750],
    ['courier from the US, $150.01', cadShipment(150.01), false, false, 1500, 825],
    ['courier from Mexico, $40.00', cadShipment(40, { shipFrom: 'MX' }), true, true, 0, 0],
    ['courier from Mexico, $40.01', cadShipment(40.01, { shipFrom: 'MX' }), true, false, 0, 200],
    ['courier from Mexico, $150.00', cadShipment(150, { shipFrom: 'MX' }), true, false, 0, 750],
    ['courier from Mexico, $150.01', cadShipment(150.01, { shipFrom: 'MX' }), false, false, 1500, 825],
    ['courier from "us" in lower case, $40.00', cadShipment(40, { shipFrom: 'us' }), true, true, 0, 0],
    ['courier from China, $20.00', cadShipment(20, { shipFrom: 'CN' }), true, true, 0, 0],
    ['courier from China, $20.01', cadShipment(20.01, { shipFrom: 'CN' }), false, false, 200, 110],
    ['courier from China, $40.00', cadShipment(40, { shipFrom: 'CN' }), false, false, 400, 220],
    ['air from the US, $20.00', cadShipment(20, { mode: 'air' }), true, true, 0, 0],
    ['air from the US, $20.01', cadShipment(20.01, { mode: 'air' }), false, false, 200, 110],
    ['sea LCL from Mexico, $20.00', cadShipment(20, { mode: 'sea-lcl', shipFrom: 'MX' }), true, true, 0, 0],
    ['sea LCL from Mexico, $20.01', cadShipment(20.01, { mode: 'sea-lcl', shipFrom: 'MX' }), false, false, 200, 110],
  ])('%s', (_label, input, dutyWaived, taxWaived, duty, tax) => {
    const { low } = computeLandedCost(input);
    expect(low.threshold).toMatchObject({ dutyWaived, taxWaived });
    expect(low.dutyCents).toBe(duty);
    expect(low.taxCents).toBe(tax);
    expect(low.taxes.every((t) => (t.collection === 'waived') === taxWaived)).toBe(true);
  });

  it('the threshold follows where the goods ship from, not where they were made', () => {
    const fromUsWarehouse = computeLandedCost(cadShipment(100, { origin: 'CN', shipFrom: 'US' }));
    const fromChina = computeLandedCost(cadShipment(100, { origin: 'CN', shipFrom: 'CN' }));
    expect(fromUsWarehouse.low.threshold.rule.id).toBe('cusma-courier');
    expect(fromUsWarehouse.low.dutyCents).toBe(0);
    expect(fromChina.low.threshold.rule.id).toBe('general');
    expect(fromChina.low.dutyCents).toBe(1000);
  });

  it('brokerage is charged once duty or tax is due, not on a shipment under the tax-free threshold', () => {
    const brokerage = { perShipment: { low: 10, high: 15 }, source: TEST_SOURCE };
    expect(computeLandedCost(cadShipment(40, { brokerage })).ranges.brokerage).toEqual({ low: 0, high: 0 });
    expect(computeLandedCost(cadShipment(40.01, { brokerage })).ranges.brokerage).toEqual({ low: 1000, high: 1500 });
  });

  it('a unit price range that straddles a threshold gives a range from untaxed to taxed', () => {
    const r = computeLandedCost(
      cadShipment(0, { goods: { ...cadShipment(0).goods, unitPrice: { low: 30, high: 60 } } }),
    );
    expect(r.low).toMatchObject({ dutyCents: 0, taxCents: 0, totalCents: 3000 });
    expect(r.high).toMatchObject({ dutyCents: 0, taxCents: 300, totalCents: 6300 });
  });
});

describe('tariff treatment and surtax', () => {
  const tariff = testTariff(18, {
    preferential: [{ treatment: 'CUSMA', origins: ['US', 'MX'], ratePct: 0, source: TEST_SOURCE }],
    surtaxes: [{ name: 'Test surtax on US goods', ratePct: 25, origins: ['US'], source: TEST_SOURCE }],
  });

  // A customs broker's published example (Shippsy, "How to calculate new CBSA charges", scenario A):
  // CAD 150 of US-made goods to an individual in Ontario, 18 % MFN but CUSMA-free, 25 % surtax:
  // surtax 37.50, value for tax 187.50, HST 13 % 24.375 → 24.38.
  it('a surtax enters the value for tax; a CUSMA origin pays no duty', () => {
    const { low } = computeLandedCost(
      cadShipment(150, { origin: 'US', mode: 'air', tariff, importer: { kind: 'individual', province: 'ON' } }),
    );
    expect(low.dutyCents).toBe(0);
    expect(low.surtaxCents).toBe(37_50);
    expect(low.valueForTaxCents).toBe(187_50);
    expect(low.taxes.map((t) => [t.kind, t.amountCents])).toEqual([['HST', 24_38]]);
    expect(low.paidAtImportCents).toBe(61_88);
  });

  // Scenario D of the same example: CAD 150 of non-North-American goods to a business in Ontario:
  // duty 27.00, GST 8.85 at the border (the provincial part of the HST is not collected there).
  it('a business pays duty and GST at the border and self-assesses the provincial part of the HST', () => {
    const { low } = computeLandedCost(
      cadShipment(150, { origin: 'CN', mode: 'air', tariff, importer: { kind: 'business', province: 'ON' } }),
    );
    expect(low.dutyCents).toBe(27_00);
    expect(low.surtaxCents).toBe(0);
    expect(low.paidAtImportCents).toBe(35_85);
    expect(low.selfAssessedCents).toBe(14_16);
  });

  it.each([
    ['US origin claims CUSMA', 'US', true, 'CUSMA', 0],
    ['US origin without a claim pays MFN', 'US', false, 'MFN', 18],
    ['Chinese origin pays MFN', 'CN', true, 'MFN', 18],
  ])('%s', (_label, origin, claimPreferential, treatment, ratePct) => {
    const r = computeLandedCost(cadShipment(500, { origin, claimPreferential, tariff }));
    expect(r.tariff).toMatchObject({ treatment, ratePct });
    expect(r.low.dutyCents).toBe(500 * ratePct);
  });

  it('takes the lowest preferential rate the origin has, and surtaxes on every origin but the excepted', () => {
    const t = testTariff(8, {
      preferential: [
        { treatment: 'CPTPP', origins: ['JP', 'VN'], ratePct: 3, source: TEST_SOURCE },
        { treatment: 'CJFTA', origins: ['JP'], ratePct: 1.5, source: TEST_SOURCE },
      ],
      surtaxes: [
        { name: 'Test global surtax', ratePct: 10, origins: 'all', exceptOrigins: ['JP'], source: TEST_SOURCE },
      ],
    });
    const jp = computeLandedCost(cadShipment(1000, { origin: 'JP', shipFrom: 'JP', tariff: t }));
    const vn = computeLandedCost(cadShipment(1000, { origin: 'VN', shipFrom: 'VN', tariff: t }));
    expect([jp.tariff.treatment, jp.low.dutyCents, jp.low.surtaxCents]).toEqual(['CJFTA', 1500, 0]);
    expect([vn.tariff.treatment, vn.low.dutyCents, vn.low.surtaxCents]).toEqual(['CPTPP', 3000, 10000]);
  });

  it('a surtax is waived with the duty under a threshold unless its order says otherwise', () => {
    const waived = computeLandedCost(cadShipment(100, { origin: 'US', tariff }));
    expect(waived.low.surtaxCents).toBe(0);
    const kept = testTariff(18, {
      surtaxes: [{ name: 'Test surtax', ratePct: 25, origins: ['US'], waivedWithDuty: false, source: TEST_SOURCE }],
    });
    expect(computeLandedCost(cadShipment(100, { origin: 'US', tariff: kept })).low.surtaxCents).toBe(25_00);
  });
});

describe('a shipment as a range', () => {
  // 500 mugs from China by sea LCL to a business in Ontario: US$1.20–1.80 each at 1.3693, 7 % duty,
  // 0.4 kg and 0.0012 m³ each, CAD 85–120 per m³ (1 m³ minimum) + CAD 300–450 per shipment, brokerage
  // CAD 60–120. All figures are test inputs.
  const mugs = () =>
    cbsaExample({
      goods: {
        unitPrice: { low: 1.2, high: 1.8 },
        currency: 'USD',
        units: 500,
        unitWeightKg: 0.4,
        unitVolumeM3: 0.0012,
      },
      exchangeRate: { rateToCad: 1.3693, date: '2025-12-30', source: 'Bank of Canada' },
      mode: 'sea-lcl',
      tariff: testTariff(7),
      shipping: {
        mode: 'sea-lcl',
        perM3: { low: 85, high: 120 },
        minimumM3: 1,
        perShipment: { low: 300, high: 450 },
        source: TEST_SOURCE,
      },
      brokerage: { perShipment: { low: 60, high: 120 }, source: TEST_SOURCE },
      importer: { kind: 'business', province: 'ON' },
    });

  it('bounds every step by the low and the high inputs', () => {
    const r = computeLandedCost(mugs());
    // value 600 / 900 USD → 821.58 / 1232.37; duty 57.51 / 86.27; value for tax 879.09 / 1318.64;
    // GST 43.95 / 65.93; HST provincial part 8 % 70.33 / 105.49.
    expect(r.ranges.valueForDuty).toEqual({ low: 82158, high: 123237 });
    expect(r.ranges.duty).toEqual({ low: 5751, high: 8627 });
    expect(r.ranges.valueForTax).toEqual({ low: 87909, high: 131864 });
    expect(r.ranges.tax).toEqual({ low: 4395 + 7033, high: 6593 + 10549 });
    expect(r.ranges.freight).toEqual({ low: 8500 + 30000, high: 12000 + 45000 });
    expect(r.ranges.brokerage).toEqual({ low: 6000, high: 12000 });
    expect(r.ranges.total).toEqual({ low: 143837, high: 218006 });
    expect(r.ranges.perUnitTotal).toEqual({ low: 288, high: 436 });
    expect(r.freight).toMatchObject({ billedQuantity: 1, billedUnit: 'm3', actualKg: 200, volumeM3: 0.6 });
  });

  it('for a registered business, the cost per unit that stays excludes the GST it recovers', () => {
    const r = computeLandedCost({ ...mugs(), importer: { kind: 'business', province: 'ON', gstRegistered: true } });
    expect(r.ranges.recoverable).toEqual({ low: 4395, high: 6593 });
    expect(r.ranges.total).toEqual({ low: 136804, high: 207457 });
    expect(r.ranges.netCost).toEqual({ low: 132409, high: 200864 });
    expect(r.ranges.perUnitNetCost).toEqual({ low: 265, high: 402 });
  });

  it('says what it simplifies', () => {
    const r = computeLandedCost(mugs());
    expect(r.notes.join(' ')).toMatch(/excise/i);
    expect(r.notes.join(' ')).toMatch(/PST\/RST number/);
  });

  it.each([
    ['an empty shipment', { goods: { ...mugs().goods, units: 0 } }],
    ['a part unit', { goods: { ...mugs().goods, units: 1.5 } }],
    ['a reversed price range', { goods: { ...mugs().goods, unitPrice: { low: 2, high: 1 } } }],
    ['a negative price', { goods: { ...mugs().goods, unitPrice: { low: -1, high: 1 } } }],
    ['no exchange rate', { exchangeRate: { rateToCad: 0, date: '', source: '' } }],
    ['an endless exchange rate', { exchangeRate: { rateToCad: Infinity, date: '', source: '' } }],
    [
      'a courier rate on a sea shipment',
      { shipping: { mode: 'courier' as const, perKg: { low: 1, high: 2 }, source: TEST_SOURCE } },
    ],
  ])('refuses %s', (_label, patch) => {
    expect(() => computeLandedCost({ ...mugs(), ...patch })).toThrow(RangeError);
  });

  // Without shipping chosen, weight and volume are read by nothing, and still must be numbers.
  it.each([
    ['an endless weight', { unitWeightKg: Infinity }],
    ['a weight that is no number', { unitWeightKg: NaN }],
    ['an endless volume', { unitVolumeM3: Infinity }],
  ])('refuses %s when no shipping is chosen', (_label, patch) => {
    const { shipping: _shipping, ...noShipping } = mugs();
    expect(computeLandedCost(noShipping).ranges.total.low).toBeGreaterThan(0);
    expect(() => computeLandedCost({ ...noShipping, goods: { ...noShipping.goods, ...patch } })).toThrow(RangeError);
  });
});
