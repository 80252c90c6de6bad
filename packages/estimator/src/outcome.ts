/**
 * Three outcomes, calibrated so that a confident name is almost never wrong:
 *   - named: one category is clearly supported (strong, corroborated or unambiguous evidence);
 *   - probable: the evidence points somewhere but not surely: "Probably X — is that right?" with up
 *     to three candidate categories for the user to pick from;
 *   - refused: a person, an animal, a vehicle, food, or too little evidence for any category.
 * Every cost-book entry the evidence names gets a score (0–1): independent signals combine as
 * 1 − Π(1 − p). The thresholds were set on the tuning half of test/eval (see README "Measured").
 */
import { findEntryById } from '@costlens/costbook';

import { LOOKALIKE_CLASSES } from './coco.ts';
import { categoryForClass, SCENE_RULES } from './category-map.ts';
import type { SalientBox } from './pick-box.ts';
import type { TextMatch } from './lexicon.ts';

export type Outcome = 'named' | 'probable' | 'refused';

export interface Candidate {
  categoryId: string;
  label: string;
  /** 0–1 support for this category. */
  score: number;
}

/** A category needs this much support to be named without asking... */
export const NAMED_MIN_SCORE = 0.55;
/** ...and this much more than the runner-up. */
export const NAMED_MIN_MARGIN = 0.15;
/** Below this the photo is refused as "no product" rather than offered as a guess. */
export const PROBABLE_MIN_SCORE = 0.3;
/** Candidates weaker than this are not offered. */
export const CANDIDATE_MIN_SCORE = 0.12;
export const MAX_CANDIDATES = 3;

/** A detection of a look-alike class counts this much (see coco.ts LOOKALIKE_CLASSES). */
export const LOOKALIKE_WEIGHT = 0.55;
/** Boxes smaller than this share of the frame count less, in proportion: a product photo shows its subject large. */
export const FULL_WEIGHT_AREA = 0.1;
/** A text match naming only a brand (no category word) counts at most this much. */
export const BRAND_ONLY_CAP = 0.45;
/** How much an accessory box (a keyboard beside a monitor) counts. */
const ACCESSORY_WEIGHT = 0.4;
/** A class shared by several entries gives its default this share and the others less (category-map.ts). */
const SHARED_CLASS_DEFAULT = 0.7;
const SHARED_CLASS_OTHER = 0.35;

/** How strongly one detector box supports its class: score × size × class reliability. */
export function boxSupport(box: Pick<SalientBox, 'label' | 'score' | 'area'>): number {
  const size = Math.min(1, Math.sqrt(box.area / FULL_WEIGHT_AREA));
  const reliability = LOOKALIKE_CLASSES.has(box.label) ? LOOKALIKE_WEIGHT : 1;
  return box.score * size * reliability;
}

/** How strongly one text match supports its entry. */
export function textSupport(match: TextMatch): number {
  const brandOnly = match.hits.every((h) => h.kind === 'brand');
  return brandOnly ? Math.min(BRAND_ONLY_CAP, match.score) : match.score;
}

export interface CandidateEvidence {
  /** Product boxes, most salient first. */
  boxes: readonly SalientBox[];
  /** Every class the detector saw (for scene rules). */
  sceneLabels: readonly string[];
  text: readonly TextMatch[];
  /** A category the barcode itself names (an ISBN is a book), with its strength. */
  barcodeEntry: { entryId: string; strength: number } | null;
}

/** Every category the evidence supports, strongest first. */
export function scoreCandidates(ev: CandidateEvidence): Candidate[] {
  const support = new Map<string, number[]>();
  const add = (entryId: string, p: number) => {
    if (!(p > 0)) return;
    const list = support.get(entryId) ?? [];
    list.push(Math.min(0.99, p));
    support.set(entryId, list);
  };
  if (ev.barcodeEntry) add(ev.barcodeEntry.entryId, ev.barcodeEntry.strength);
  // Several boxes of one class are one piece of evidence: the best box per entry counts.
  const fromBoxes = new Map<string, number>();
  for (const box of ev.boxes) {
    const choice = categoryForClass(box.label, ev.sceneLabels);
    if (!choice) continue;
    // A keyboard or mouse smaller than the screen its scene rule is about is an accessory, not the subject.
    const accessory = SCENE_RULES.some(
      (rule) =>
        rule.withAny.includes(box.label) && ev.boxes.some((b) => b.label === rule.cocoClass && b.area > box.area),
    );
    const p = boxSupport(box) * (accessory ? ACCESSORY_WEIGHT : 1);
    for (const entry of choice.candidates) {
      const share =
        choice.candidates.length === 1 || choice.sceneReason
          ? entry.id === choice.entry.id
            ? 1
            : SHARED_CLASS_OTHER
          : entry.id === choice.entry.id
            ? SHARED_CLASS_DEFAULT
            : SHARED_CLASS_OTHER;
      fromBoxes.set(entry.id, Math.max(fromBoxes.get(entry.id) ?? 0, p * share));
    }
  }
  for (const [id, p] of fromBoxes) add(id, p);
  for (const m of ev.text) add(m.entryId, textSupport(m));

  const out: Candidate[] = [];
  for (const [id, ps] of support) {
    const entry = findEntryById(id);
    if (!entry) continue;
    out.push({ categoryId: id, label: entry.label, score: 1 - ps.reduce((rest, p) => rest * (1 - p), 1) });
  }
  return out.sort((a, b) => b.score - a.score || a.categoryId.localeCompare(b.categoryId));
}

/** The outcome the candidates call for (a refusal decided earlier is passed in as `refused`). */
export function decideOutcome(
  candidates: readonly Candidate[],
  refused: boolean,
): { outcome: Outcome; candidates: Candidate[] } {
  if (refused) return { outcome: 'refused', candidates: [] };
  const [first, second] = candidates;
  if (!first || first.score < PROBABLE_MIN_SCORE) return { outcome: 'refused', candidates: [] };
  const offered = candidates.filter((c) => c.score >= CANDIDATE_MIN_SCORE).slice(0, MAX_CANDIDATES);
  const margin = first.score - (second?.score ?? 0);
  if (first.score >= NAMED_MIN_SCORE && margin >= NAMED_MIN_MARGIN) return { outcome: 'named', candidates: offered };
  return { outcome: 'probable', candidates: offered };
}

/** Rounds scores for display and storage (two decimals). */
export function roundCandidates(candidates: readonly Candidate[]): Candidate[] {
  return candidates.map((c) => ({ ...c, score: Math.round(c.score * 100) / 100 }));
}
