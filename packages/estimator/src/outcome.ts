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

import { CALIBRATION } from './calibration.ts';
import type { Calibration } from './calibration.ts';
import { LOOKALIKE_CLASSES } from './coco.ts';
import { categoryForClass, SCENE_RULES } from './category-map.ts';
import { LIKE_WEIGHT } from './imagenet-evidence.ts';
import type { ClassifierView } from './imagenet-evidence.ts';
import { GARMENT_ENTRY } from './imagenet-map.ts';
import type { SalientBox } from './pick-box.ts';
import type { TextMatch } from './lexicon.ts';

export type Outcome = 'named' | 'probable' | 'refused';

export interface Candidate {
  categoryId: string;
  label: string;
  /** 0–1 support for this category. */
  score: number;
}

export const MAX_CANDIDATES = 3;

/**
 * Packaged goods: their category and brand are printed on them, and their shape is shared (a carton holds
 * milk, crackers or soap). The look of the package counts less than its label (CALIBRATION.packagingLookWeight).
 */
export const PACKAGED_ENTRIES: ReadonlySet<string> = new Set([
  'cosmetics',
  'supplement',
  'snack-bag',
  'boxed-food',
  'jar-can-food',
  'beverage-bottle',
  'beverage-carton',
]);

/** A detection of a look-alike class counts this much (see coco.ts LOOKALIKE_CLASSES). */
export const LOOKALIKE_WEIGHT = 0.55;
/** Boxes smaller than this share of the frame count less, in proportion: a product photo shows its subject large. */
export const FULL_WEIGHT_AREA = 0.1;
/**
 * Evidence that can point at a category but never settle it on its own: a brand with no category word, a
 * detector box of a look-alike class (a puppy seen as a teddy bear), the look of a package (a packet holds
 * chips or crackers), clothes nobody wears (the cost book's one garment entry stands for them all). Each counts
 * at most this share of the bar for naming, so it names only when something else agrees, wherever the bar is
 * set; alone, the bar for asking decides whether it is asked about or refused.
 */
export const WEAK_SIGNAL_SHARE = 0.8;

/**
 * A weak signal's support, kept under WEAK_SIGNAL_SHARE of the bar for naming. It bends rather than clips, so a
 * stronger weak signal still counts for more (a packet is chips before crackers) without ever reaching the cap.
 */
export function weakSignal(p: number, cal: Calibration = CALIBRATION): number {
  const cap = WEAK_SIGNAL_SHARE * cal.namedMinScore;
  return cap * Math.tanh(p / cap);
}

/** How much an accessory box (a keyboard beside a monitor) counts. */
const ACCESSORY_WEIGHT = 0.4;
/** A class shared by several entries gives its default this share and the others less (category-map.ts). */
const SHARED_CLASS_DEFAULT = 0.7;
const SHARED_CLASS_OTHER = 0.35;

/** How strongly one detector box supports its class: score × size × class reliability. */
export function boxSupport(box: Pick<SalientBox, 'label' | 'score' | 'area'>, cal: Calibration = CALIBRATION): number {
  const size = Math.min(1, Math.sqrt(box.area / FULL_WEIGHT_AREA));
  if (!LOOKALIKE_CLASSES.has(box.label)) return box.score * size;
  return weakSignal(box.score * size * LOOKALIKE_WEIGHT, cal);
}

/** How strongly one text match supports its entry. */
export function textSupport(match: TextMatch, cal: Calibration = CALIBRATION): number {
  const brandOnly = match.hits.every((h) => h.kind === 'brand');
  return brandOnly ? weakSignal(match.score, cal) : match.score;
}

export interface CandidateEvidence {
  /** Product boxes, most salient first. */
  boxes: readonly SalientBox[];
  /** Every class the detector saw (for scene rules). */
  sceneLabels: readonly string[];
  text: readonly TextMatch[];
  /** A category the barcode itself names (an ISBN is a book), with its strength. */
  barcodeEntry: { entryId: string; strength: number } | null;
  /** The image classifier's reading of the photo, when it ran. */
  classifier?: ClassifierView | null;
  /** The classifier's share of clothes (its `worn` group) when no person is in the photo: a garment on its own. */
  garments?: number;
}

/**
 * How strongly the classifier's support for one entry counts. A package's look in ImageNet's classes is a
 * weak signal (a carton could hold milk, crackers or soap); the product head's reading of a package it was
 * trained on is a reading of its own, combined with that look.
 */
export function classifierSupport(
  entryId: string,
  view: Pick<ClassifierView, 'support' | 'trained'> | null | undefined,
  cal: Calibration = CALIBRATION,
): number {
  const support = view?.support[entryId] ?? 0;
  if (!PACKAGED_ENTRIES.has(entryId)) return support * cal.classifierWeight;
  const trained = Math.min(view?.trained[entryId] ?? 0, support);
  const look = weakSignal((support - trained) * cal.packagingLookWeight, cal);
  return 1 - (1 - look) * (1 - trained * cal.classifierWeight);
}

/** Every category the evidence supports, strongest first. */
export function scoreCandidates(ev: CandidateEvidence, cal: Calibration = CALIBRATION): Candidate[] {
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
    const p = boxSupport(box, cal) * (accessory ? ACCESSORY_WEIGHT : 1);
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
  for (const id of Object.keys(ev.classifier?.support ?? {})) add(id, classifierSupport(id, ev.classifier, cal));
  // Clothes nobody wears stand for the cost book's one garment entry: a gown is asked about as a T-shirt, never named one.
  if (ev.garments) add(GARMENT_ENTRY, weakSignal(LIKE_WEIGHT * ev.garments * cal.classifierWeight, cal));
  for (const m of ev.text) add(m.entryId, textSupport(m, cal));

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
  cal: Calibration = CALIBRATION,
): { outcome: Outcome; candidates: Candidate[] } {
  if (refused) return { outcome: 'refused', candidates: [] };
  const [first, second] = candidates;
  if (!first || first.score < cal.probableMinScore) return { outcome: 'refused', candidates: [] };
  const offered = candidates.filter((c) => c.score >= cal.candidateMinScore).slice(0, MAX_CANDIDATES);
  const margin = first.score - (second?.score ?? 0);
  if (first.score >= cal.namedMinScore && margin >= cal.namedMinMargin)
    return { outcome: 'named', candidates: offered };
  return { outcome: 'probable', candidates: offered };
}

/** Rounds scores for display and storage (two decimals). */
export function roundCandidates(candidates: readonly Candidate[]): Candidate[] {
  return candidates.map((c) => ({ ...c, score: Math.round(c.score * 100) / 100 }));
}
