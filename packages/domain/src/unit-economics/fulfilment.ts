// Which fulfilment size tier a unit falls in, and its per-unit fee by billed weight.
import { multiplyExact, roundUpToStep, startedSteps, toCents } from '../landed-cost/decimal.ts';
import type { FulfilmentFeeTable, FulfilmentTier } from './fee-schedule.ts';

export interface Parcel {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface FulfilmentCharge {
  tier: string;
  billedKg: number;
  cents: number;
}

function fits(tier: FulfilmentTier, sides: number[], weightKg: number): boolean {
  return sides.every((s, i) => s <= tier.maxSidesCm[i]!) && weightKg <= tier.maxWeightKg;
}

/** The fee for one unit. Throws RangeError when the unit fits no tier or weighs more than the table goes. */
export function fulfilmentCharge(table: FulfilmentFeeTable, parcel: Parcel): FulfilmentCharge {
  const sides = [parcel.lengthCm, parcel.widthCm, parcel.heightCm].sort((a, b) => b - a);
  const tier = table.tiers.find((t) => fits(t, sides, parcel.weightKg));
  if (!tier)
    throw new RangeError(`${table.name}: a ${sides.join(' × ')} cm, ${parcel.weightKg} kg unit fits no size tier`);
  const dimensionalKg = tier.dimensionalDivisorCm3PerKg
    ? multiplyExact(multiplyExact(sides[0]!, sides[1]!), sides[2]!) / tier.dimensionalDivisorCm3PerKg
    : 0;
  const billedKg = roundUpToStep(Math.max(parcel.weightKg, dimensionalKg), 0.001);
  const band = tier.bands.find((b) => billedKg <= b.upToKg);
  if (band) return { tier: tier.name, billedKg, cents: toCents(band.fee) };
  const last = tier.bands.at(-1);
  if (!last || !tier.beyond)
    throw new RangeError(`${table.name}: ${billedKg} kg is above the heaviest band of ${tier.name}`);
  const steps = startedSteps(billedKg, last.upToKg, tier.beyond.stepKg);
  return { tier: tier.name, billedKg, cents: toCents(last.fee) + steps * toCents(tier.beyond.perStepFee) };
}
