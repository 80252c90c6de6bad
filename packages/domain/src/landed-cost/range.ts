/** A low–high pair. Every estimate in this module is a range: a quote, a freight rate and a brokerage fee
 *  are known to a band, not to the cent, and one figure would claim a precision nobody has. */
export interface Range {
  low: number;
  high: number;
}

/** A range of whole cents (CAD unless the field says otherwise). */
export type CentsRange = Range;

/** Checks that a range is ordered and within bounds; the message names the field for the screen. */
export function assertRange(field: string, r: Range, { min = 0 }: { min?: number } = {}): void {
  if (!Number.isFinite(r.low) || !Number.isFinite(r.high))
    throw new RangeError(`${field}: low and high must be numbers`);
  if (r.low < min) throw new RangeError(`${field}: low must be at least ${min}`);
  if (r.low > r.high) throw new RangeError(`${field}: low (${r.low}) is above high (${r.high})`);
}

/** The same value at both ends. */
export function exactly(value: number): Range {
  return { low: value, high: value };
}
