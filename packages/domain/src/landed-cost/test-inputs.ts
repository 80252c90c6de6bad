// Inputs shared by the landed-cost tests. Tariff, freight and brokerage figures here are test inputs
// chosen to make the arithmetic checkable by hand; they are not published rates.
import type { LandedCostInput } from './landed-cost.ts';
import { exactly } from './range.ts';
import type { SourceRef } from './source.ts';
import type { TariffInput } from './tariff.ts';

export const TEST_SOURCE: SourceRef = {
  title: 'Test input, not a published figure',
  url: 'https://www.cbsa-asfc.gc.ca/trade-commerce/tariff-tarif/menu-eng.html',
  asOf: '2026-01-01',
  verified: false,
};

export function testTariff(mfnRatePct: number, extra: Partial<TariffInput> = {}): TariffInput {
  return { heading: '0000.00.00', mfnRatePct, mfnSource: TEST_SOURCE, ...extra };
}

/** CBSA's worked example: US$100 at US$1 = CAN$1.15, 4 % duty, 5 % GST; shipped as freight from a
 *  country without a preferential rate so that neither a threshold nor a treatment interferes. */
export function cbsaExample(overrides: Partial<LandedCostInput> = {}): LandedCostInput {
  return {
    goods: { unitPrice: exactly(100), currency: 'USD', units: 1, unitWeightKg: 1, unitVolumeM3: 0.001 },
    exchangeRate: { rateToCad: 1.15, date: 'example', source: 'CBSA worked example' },
    origin: 'CN',
    shipFrom: 'CN',
    mode: 'air',
    tariff: testTariff(4),
    importer: { kind: 'business', province: 'AB' },
    ...overrides,
  };
}

/** A shipment valued in CAD (rate 1) at `valueCad`, for threshold tests: 10 % duty, an individual in Alberta. */
export function cadShipment(valueCad: number, overrides: Partial<LandedCostInput> = {}): LandedCostInput {
  return {
    goods: { unitPrice: exactly(valueCad), currency: 'CAD', units: 1, unitWeightKg: 0.5, unitVolumeM3: 0.002 },
    exchangeRate: { rateToCad: 1, date: '2025-12-30', source: 'CAD' },
    origin: 'CN',
    shipFrom: 'US',
    mode: 'courier',
    tariff: testTariff(10),
    importer: { kind: 'individual', province: 'AB' },
    ...overrides,
  };
}
