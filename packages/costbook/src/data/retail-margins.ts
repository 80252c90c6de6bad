// The range of retail-over-wholesale multiplier each cited source supports. A retailer's gross margin m gives
// retail ÷ cost of goods = 1 ÷ (1 − m); keystone pricing states ×2 exactly. The audit fails any entry whose
// multiplier falls outside the range of the source it cites.

export interface MultiplierBasis {
  sourceId: string;
  /** The margins the source states (fractions), or null for a source that states the multiplier itself. */
  grossMargins: readonly [number, number] | null;
  /** The multiplier range the source supports. */
  range: readonly [number, number];
}

function fromMargins(sourceId: string, low: number, high: number): MultiplierBasis {
  return { sourceId, grossMargins: [low, high], range: [1 / (1 - low), 1 / (1 - high)] };
}

export const RETAIL_MULTIPLIER_BASES: readonly MultiplierBasis[] = [
  { sourceId: 'investopedia-keystone', grossMargins: null, range: [2, 2] },
  fromMargins('bestbuy-fy24-gross-margin', 0.2, 0.205),
  fromMargins('loblaw-gross-margin-2023', 0.306, 0.309),
];
