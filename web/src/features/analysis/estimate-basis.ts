// What an estimate was made from, in plain words: a product kind with no research of its own is priced from its
// family (similar products), with a wider range; the page says so under the figure and on the panels.
import type { Analysis } from '@costlens/contracts';

export interface FamilyBasis {
  /** The family in plain words ('power tools'), or null when the answer did not name it. */
  family: string | null;
  /** The typical item the family's figures describe, when given. */
  typical: string | null;
}

export const BASIS_TEXTS = {
  note: (family: string | null) =>
    `Estimated from similar products${family ? `: ${family}` : ''} — a wider range than a product we have studied in detail.`,
  typical: (typical: string) => `The figures are for a typical one: ${typical}.`,
  panels: (family: string | null) =>
    `These figures come from similar products${family ? ` (${family})` : ''}, not from research on this product.`,
} as const;

/** The family an estimate comes from, or null for a product studied in detail (or an answer that does not say). */
export function familyBasisOf(analysis: Pick<Analysis, 'estimateBasis'>): FamilyBasis | null {
  const basis = analysis.estimateBasis;
  if (basis?.level !== 'family') return null;
  return { family: basis.family?.trim() || null, typical: basis.typical?.trim() || null };
}
