/**
 * The confidence percent of an analysis, by one rule:
 *
 *   confidence = min(evidence, ceiling)
 *
 * evidence (0–1) is how surely the photo shows this cost-book category. Each independent signal that
 * names the chosen entry adds to it as 1 − Π(1 − p):
 *   - detection: the detector's score for the box, × the ambiguous-class factor when its class maps to
 *     several entries and nothing else chose between them (a "bottle" could be five categories);
 *   - classifier: the image classifier's support for the entry (its classes' probability, weighted as
 *     calibration.ts says);
 *   - text: the OCR lexicon match score (similarity × term weight, see lexicon.ts);
 *   - user: a correction the user typed counts the user-correction evidence (their word, not checked
 *     against the photo);
 *   - barcode: an ISBN (prefix 978/979) names "book", the one category a GTIN itself names.
 * A signal that names a different entry takes away: evidence × (1 − disagreement weight × p) for each.
 * Any other barcode makes the product exact for price search but adds nothing here: the cost book
 * prices categories, and a GTIN does not say which category it is.
 *
 * ceiling (0–1) is what the cost book's own range allows: with spread = (high − low) / (high + low),
 * ceiling = 1 − spread / 2. A category whose BOM runs from 340 to 960 (spread 0.48) caps at 76 %. An estimate
 * from a product family (a typical item of similar products, not this kind's own research) stops lower still
 * (judgement: family-estimate-confidence).
 * So the percent is never above what the evidence supports, nor above what the figures can promise.
 *
 * The weights are judgement constants of @costlens/costbook (src/judgement.ts), each with its rationale.
 */
import {
  FAMILY_ESTIMATE_CONFIDENCE,
  AMBIGUOUS_CLASS_FACTOR as AMBIGUOUS,
  DISAGREEMENT_WEIGHT as DISAGREEMENT,
  USER_CORRECTION_EVIDENCE as USER_EVIDENCE,
  WEAK_EVIDENCE as WEAK,
} from '@costlens/costbook';

/** Detection of a class shared by several entries, with no other signal to choose between them. */
export const AMBIGUOUS_CLASS_FACTOR = AMBIGUOUS.value;
export const USER_CORRECTION_EVIDENCE = USER_EVIDENCE.value;
/** Below this evidence the note asks the user to correct the product. */
export const WEAK_EVIDENCE = WEAK.value;

export interface ConfidenceConstants {
  ambiguousClassFactor: number;
  userCorrectionEvidence: number;
  disagreementWeight: number;
}

export const CONFIDENCE_CONSTANTS: ConfidenceConstants = {
  ambiguousClassFactor: AMBIGUOUS.value,
  userCorrectionEvidence: USER_EVIDENCE.value,
  disagreementWeight: DISAGREEMENT.value,
};

export interface Signal {
  kind: 'detection' | 'classifier' | 'text' | 'user' | 'barcode';
  /** 0–1 strength before the ambiguity factor. */
  strength: number;
  /** True when the signal names the chosen entry. */
  agrees: boolean;
  /** Detection only: its class maps to several entries and nothing else settled which. */
  ambiguous?: boolean;
}

export interface ConfidenceResult {
  /** 0–100, what the Analysis shows. */
  percent: number;
  evidence: number;
  ceiling: number;
  limitedBy: 'evidence' | 'cost-book spread' | 'family estimate';
}

/** How strongly the signals together name the chosen entry, 0–1. */
export function evidenceOf(signals: readonly Signal[], k: ConfidenceConstants = CONFIDENCE_CONSTANTS): number {
  let missing = 1;
  let penalty = 1;
  for (const s of signals) {
    const p =
      clamp01(s.kind === 'user' ? k.userCorrectionEvidence * s.strength : s.strength) *
      (s.ambiguous ? k.ambiguousClassFactor : 1);
    if (s.agrees) missing *= 1 - p;
    else penalty *= 1 - k.disagreementWeight * p;
  }
  return (1 - missing) * penalty;
}

/** The most a cost-book range can support, 0–1 (see the module header). */
export function spreadCeiling(bom: { low: number; high: number }): number {
  const total = bom.high + bom.low;
  if (!(total > 0)) return 0;
  const spread = clamp01((bom.high - bom.low) / total);
  return 1 - spread / 2;
}

/** The rule of the module header, as a percent. */
export function confidenceFor(
  signals: readonly Signal[],
  bom: { low: number; high: number },
  k: ConfidenceConstants = CONFIDENCE_CONSTANTS,
  familyLevel = false,
): ConfidenceResult {
  const evidence = evidenceOf(signals, k);
  const spread = spreadCeiling(bom);
  const familyCap = FAMILY_ESTIMATE_CONFIDENCE.value.ceiling;
  const ceiling = familyLevel ? Math.min(spread, familyCap) : spread;
  const value = Math.min(evidence, ceiling);
  return {
    percent: Math.round(value * 100),
    evidence,
    ceiling,
    limitedBy:
      evidence <= ceiling ? 'evidence' : familyLevel && familyCap < spread ? 'family estimate' : 'cost-book spread',
  };
}

function clamp01(v: number): number {
  return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0;
}
