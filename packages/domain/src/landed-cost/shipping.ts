// International freight for one shipment, from a carrier's per-kg or per-m³ rate range. Couriers and air
// cargo bill the chargeable weight, the larger of the actual and the volumetric weight; sea LCL bills
// the larger of the volume and the weight at one tonne per cubic metre (the "revenue tonne").
import { multiplyExact, multiplyToCents, roundUpToStep, toCents } from './decimal.ts';
import type { ShippingMode } from './low-value-thresholds.ts';
import { assertRange } from './range.ts';
import type { Range } from './range.ts';
import type { SourceRef } from './source.ts';

export interface ShippingRate {
  mode: ShippingMode;
  /** CAD per chargeable kg (courier and air). */
  perKg?: Range;
  /** CAD per billed m³ (sea LCL). */
  perM3?: Range;
  /** kg billed per m³ of volume: couriers commonly use 200 (a 5000 cm³/kg divisor), air cargo 167 (6000). */
  volumetricKgPerM3?: number;
  /** Billed weight is rounded up to this step (couriers bill in 0.5 kg steps). */
  weightStepKg?: number;
  /** Smallest volume billed for LCL, commonly 1 m³. */
  minimumM3?: number;
  /** Smallest charge for the freight line, CAD. */
  minimumCharge?: Range;
  /** Fixed charges per shipment (documents, terminal handling, delivery), CAD. */
  perShipment?: Range;
  source: SourceRef;
}

export interface ShipmentSize {
  units: number;
  unitWeightKg: number;
  unitVolumeM3: number;
}

export interface FreightQuote {
  mode: ShippingMode;
  actualKg: number;
  volumeM3: number;
  /** kg for courier and air, m³ for sea LCL. */
  billedQuantity: number;
  billedUnit: 'kg' | 'm3';
  cents: Range;
}

/** One tonne per cubic metre (the LCL weight/measure rule): m³ billed per kg. */
const LCL_M3_PER_KG = 0.001;

export function freightFor(rate: ShippingRate, size: ShipmentSize): FreightQuote {
  const actualKg = multiplyExact(size.units, size.unitWeightKg);
  const volumeM3 = multiplyExact(size.units, size.unitVolumeM3);
  let billedQuantity: number;
  let perUnit: Range;
  let billedUnit: 'kg' | 'm3';
  if (rate.mode === 'sea-lcl') {
    if (!rate.perM3) throw new RangeError('Sea LCL freight needs a per-m³ rate');
    perUnit = rate.perM3;
    billedUnit = 'm3';
    billedQuantity = Math.max(volumeM3, multiplyExact(actualKg, LCL_M3_PER_KG), rate.minimumM3 ?? 0);
    billedQuantity = roundUpToStep(billedQuantity, 0.001);
  } else {
    if (!rate.perKg) throw new RangeError(`${rate.mode} freight needs a per-kg rate`);
    perUnit = rate.perKg;
    billedUnit = 'kg';
    const volumetricKg = rate.volumetricKgPerM3 ? multiplyExact(volumeM3, rate.volumetricKgPerM3) : 0;
    billedQuantity = roundUpToStep(Math.max(actualKg, volumetricKg), rate.weightStepKg ?? 0.001);
  }
  assertRange(`${rate.mode} rate`, perUnit);
  const side = (pick: (r: Range) => number): number => {
    const freight = multiplyToCents(billedQuantity, pick(perUnit));
    const minimum = rate.minimumCharge ? toCents(pick(rate.minimumCharge)) : 0;
    const fixed = rate.perShipment ? toCents(pick(rate.perShipment)) : 0;
    return Math.max(freight, minimum) + fixed;
  };
  return {
    mode: rate.mode,
    actualKg,
    volumeM3,
    billedQuantity,
    billedUnit,
    cents: { low: side((r) => r.low), high: side((r) => r.high) },
  };
}
