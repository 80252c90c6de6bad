import { describe, expect, it } from 'vitest';
import { freightFor } from './shipping.ts';
import type { ShippingRate } from './shipping.ts';
import { TEST_SOURCE } from './test-inputs.ts';

// Rates are test inputs chosen for hand-checkable arithmetic, not carriers' tariffs.
const courier: ShippingRate = {
  mode: 'courier',
  perKg: { low: 8, high: 12 },
  volumetricKgPerM3: 200,
  weightStepKg: 0.5,
  source: TEST_SOURCE,
};
const lcl: ShippingRate = {
  mode: 'sea-lcl',
  perM3: { low: 90, high: 140 },
  minimumM3: 1,
  perShipment: { low: 150, high: 250 },
  source: TEST_SOURCE,
};

describe('freight by mode', () => {
  it.each([
    // 10 × 0.35 kg = 3.5 kg actual, 10 × 0.002 m³ × 200 = 4 kg volumetric → 4 kg × 8–12
    ['courier, volumetric weight above actual', courier, 10, 0.35, 0.002, 4, 'kg', 3200, 4800],
    // 10 × 0.42 = 4.2 kg actual > 4 kg volumetric → 4.5 kg in 0.5 kg steps
    ['courier, actual weight rounded up to the step', courier, 10, 0.42, 0.002, 4.5, 'kg', 3600, 5400],
    // a CAD 35 minimum charge lifts the low end only: 4 kg × 8 = 32 < 35; × 12 = 48
    [
      'courier, minimum charge',
      { ...courier, minimumCharge: { low: 35, high: 35 } },
      10,
      0.35,
      0.002,
      4,
      'kg',
      3500,
      4800,
    ],
    // air without a volumetric factor: 3 × 0.1 kg = 0.3 kg exactly × 20–30
    [
      'air, actual weight',
      { mode: 'air', perKg: { low: 20, high: 30 }, source: TEST_SOURCE } as ShippingRate,
      3,
      0.1,
      0.0001,
      0.3,
      'kg',
      600,
      900,
    ],
    // LCL 100 × 0.004 m³ = 0.4 m³, 200 kg = 0.2 revenue tonnes → 1 m³ minimum × 90–140 + 150–250
    ['sea LCL, minimum volume', lcl, 100, 2, 0.004, 1, 'm3', 24000, 39000],
    // LCL 500 × 5 kg = 2.5 t > 500 × 0.003 = 1.5 m³ → 2.5 × 90–140 + 150–250
    ['sea LCL, weight over measure', lcl, 500, 5, 0.003, 2.5, 'm3', 37500, 60000],
    // LCL 400 × 0.008 m³ = 3.2 m³ > 0.4 t → 3.2 × 90–140 + 150–250
    ['sea LCL, measure over weight', lcl, 400, 1, 0.008, 3.2, 'm3', 43800, 69800],
  ])('%s', (_label, rate, units, unitWeightKg, unitVolumeM3, billed, unit, low, high) => {
    const q = freightFor(rate, { units, unitWeightKg, unitVolumeM3 });
    expect(q.billedQuantity).toBe(billed);
    expect(q.billedUnit).toBe(unit);
    expect(q.cents).toEqual({ low, high });
  });

  it('refuses a rate that does not fit the mode', () => {
    expect(() =>
      freightFor(
        { mode: 'sea-lcl', perKg: { low: 1, high: 2 }, source: TEST_SOURCE },
        { units: 1, unitWeightKg: 1, unitVolumeM3: 1 },
      ),
    ).toThrow(RangeError);
    expect(() =>
      freightFor(
        { mode: 'air', perM3: { low: 1, high: 2 }, source: TEST_SOURCE },
        { units: 1, unitWeightKg: 1, unitVolumeM3: 1 },
      ),
    ).toThrow(RangeError);
    expect(() =>
      freightFor({ ...courier, perKg: { low: 12, high: 8 } }, { units: 1, unitWeightKg: 1, unitVolumeM3: 0 }),
    ).toThrow(RangeError);
  });
});
