// Recomputes a worksheet: each side is the sum of its terms, each term the product of its inputs (dividing by
// an input marked divide). Pure arithmetic, so a test and the audit can redo every derived figure.
import type { BomWorksheet, WorksheetTerm } from './types.ts';

/** Rounding the stored figures are held to (cents). */
export const ROUNDING_CAD = 0.005;

export function termValue(term: WorksheetTerm): number {
  return term.factors.reduce((acc, f) => (f.divide ? acc / f.value : acc * f.value), 1);
}

export function sideValue(terms: readonly WorksheetTerm[]): number {
  return terms.reduce((sum, t) => sum + termValue(t), 0);
}

/** The range a worksheet gives, rounded to cents. */
export function computeRange(ws: BomWorksheet): { low: number; high: number } {
  return { low: round2(sideValue(ws.low)), high: round2(sideValue(ws.high)) };
}

/** Whether a stored range is what its worksheet gives, within rounding. */
export function reproduces(ws: BomWorksheet, stored: { low: number; high: number }): boolean {
  const { low, high } = computeRange(ws);
  return Math.abs(low - stored.low) <= ROUNDING_CAD && Math.abs(high - stored.high) <= ROUNDING_CAD;
}

export function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
