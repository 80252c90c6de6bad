/**
 * When a photo is not of a product to price, and why, from both image models: the detector sees
 * people, animals, vehicles and food as boxes; the classifier sees animals, dishes, vehicles, places and
 * clothes worn in a portrait as classes. Either can refuse; each can overrule the other where it knows
 * better (a detector's animal or food box the classifier sees none of is a pattern, not an animal; a person
 * box that is the subject overrules a classifier guessing at the shirt).
 */
import { CALIBRATION } from './calibration.ts';
import type { Calibration } from './calibration.ts';
import { FOOD_CONTAINERS, refusalKindOf } from './coco.ts';
import type { RefusalKind } from './coco.ts';
import { isProductClass } from './category-map.ts';
import type { ProductCode } from './barcode.ts';
import type { Detection } from './detect.ts';
import { rankedSupport, strongestGroup } from './imagenet-evidence.ts';
import type { ClassifierView } from './imagenet-evidence.ts';
import type { NonProductGroup } from './imagenet-map.ts';
import { iou, pickBox, rankBoxes } from './pick-box.ts';
import type { SalientBox } from './pick-box.ts';

/** A detection this sure of a non-packaging class settles the category without reading text. */
export const STRONG_DETECTION = 0.5;
/** Person, animal or vehicle boxes below this score are not reason enough to refuse. */
export const MIN_REFUSAL_SCORE = 0.3;
/** A refusal class must be this much more salient than the best product box to win. */
export const REFUSAL_DOMINANCE = 1.5;
/** Classes that fire on scenery (a sunflower field is a "potted plant") must score higher to count. */
export const SCENERY_CLASSES: ReadonlySet<string> = new Set(['potted plant', 'dining table', 'bench', 'bed']);
export const MIN_SCENERY_SCORE = 0.4;
/** A product box this sure, overlapping a person, is held or worn: the product is the subject. */
export const HELD_MIN_SCORE = 0.35;
/** Share of a product box inside a person box for it to count as held or worn. */
export const HELD_OVERLAP = 0.3;
/** Two boxes overlapping this much are one object given two labels (a puppy seen as a teddy bear). */
export const SAME_OBJECT_IOU = 0.4;
/** On one object, a person, animal or food label this close to the product label's score wins. */
export const LIVING_LABEL_PREFERENCE = 0.7;

/** Boxes of classes the cost book prices, scenery classes only when sure enough. */
export function productBoxFilter(label: string): boolean {
  return isProductClass(label) && refusalKindOf(label) === null;
}

/** Detections without scenery classes too weak to be the subject. */
export function withoutWeakScenery(detections: readonly Detection[]): Detection[] {
  return detections.filter((d) => !SCENERY_CLASSES.has(d.label) || d.score >= MIN_SCENERY_SCORE);
}

export function pickProductBox(detections: readonly Detection[]): SalientBox | null {
  return pickBox(withoutWeakScenery(detections), productBoxFilter);
}

export function pickRefusalBox(detections: readonly Detection[]): SalientBox | null {
  return pickBox(
    detections.filter((d) => d.score >= MIN_REFUSAL_SCORE),
    (label) => refusalKindOf(label) !== null,
  );
}

/** Share of box `a` that lies inside box `b`. */
function insideShare(a: Detection['box'], b: Detection['box']): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const area = a.w * a.h;
  return area > 0 ? (ix * iy) / area : 0;
}

/**
 * The refusal the detections alone call for, or null. A barcode always means a product. A person is
 * refused only when the person, not a product, is the subject: a product held or worn (its box overlapping
 * the person's) is a product photo. A box the detector labels both as a product and as an animal or food (a
 * puppy and a teddy bear, a meal and a bowl) is the animal or food.
 */
export function refusalFromDetections(
  detections: readonly Detection[],
  barcode: ProductCode | null,
): Exclude<RefusalKind, 'no-product' | 'scene' | 'document'> | null {
  if (barcode) return null;
  const refusal = pickRefusalBox(detections);
  if (!refusal) return null;
  const kind = refusalKindOf(refusal.label)!;
  const products = rankBoxes(withoutWeakScenery(detections), productBoxFilter);
  const refusals = rankBoxes(
    detections.filter((d) => d.score >= MIN_REFUSAL_SCORE),
    (label) => refusalKindOf(label) !== null,
  );
  const product = products[0];
  if (!product) return kind;
  // Two labels on one object: the living thing or the food is what the photo shows.
  const twin = refusals.find(
    (r) => iou(r.box, product.box) >= SAME_OBJECT_IOU && r.score >= LIVING_LABEL_PREFERENCE * product.score,
  );
  if (twin && refusalKindOf(twin.label) !== 'person') return refusalKindOf(twin.label);
  // Food on a plate, in a bowl or on a table is a meal.
  const meal = refusals.find(
    (r) =>
      refusalKindOf(r.label) === 'food' && FOOD_CONTAINERS.has(product.label) && insideShare(r.box, product.box) >= 0.6,
  );
  if (meal) return 'food';
  if (kind === 'person') {
    const held = products.some(
      (p) =>
        p.score >= HELD_MIN_SCORE && insideShare(p.box, refusal.box) >= HELD_OVERLAP && iou(p.box, refusal.box) < 0.6,
    );
    if (held) return null;
  }
  // A clearly seen product next to a person or a pet is still a product photo.
  if (product.score >= STRONG_DETECTION || refusal.salience < REFUSAL_DOMINANCE * product.salience) return null;
  return kind;
}

/** A person the detector is fairly sure of, anywhere in the photo. */
export function personInPhoto(detections: readonly Detection[]): boolean {
  return detections.some((d) => d.label === 'person' && d.score >= MIN_REFUSAL_SCORE);
}

/** The share of the classifier's reading that must agree with a detector's animal, food or vehicle box. */
export const REFUSAL_CORROBORATION = 0.2;

/** The classifier's group that stands for each detector refusal. */
const GROUP_OF_KIND: Record<'person' | 'animal' | 'vehicle' | 'food', NonProductGroup> = {
  person: 'worn',
  animal: 'animal',
  vehicle: 'vehicle',
  food: 'food',
};

export interface RefusalDecision {
  kind: RefusalKind;
  /** What decided it, for the evidence the user can read. */
  because: string;
}

/**
 * The refusal both models together call for, or null. `textSaysProduct`: packaging words were read (a hand
 * holding a pack is a "person" to the detector).
 */
export function decideRefusal(
  detections: readonly Detection[],
  barcode: ProductCode | null,
  classifier: ClassifierView | null,
  textSaysProduct: boolean,
  cal: Calibration = CALIBRATION,
): RefusalDecision | null {
  if (barcode) return null;
  const best = rankedSupport(classifier)[0] ?? null;
  const detectorKind = refusalFromDetections(detections, barcode);
  if (detectorKind) {
    const box = pickRefusalBox(detections)!;
    const because = `detector: "${box.label}" score ${box.score.toFixed(2)}`;
    if (detectorKind === 'person' && (textSaysProduct || box.salience < cal.personSubjectMinSalience)) return null;
    const group = classifier ? classifier.groups[GROUP_OF_KIND[detectorKind]] : 0;
    // The classifier knows hundreds of animals, dishes and vehicles: when it sees almost none of what the
    // detector's box says, the box read a pattern, and saying "an animal" would not be true.
    if (classifier && detectorKind !== 'person' && group < REFUSAL_CORROBORATION) return null;
    return { kind: detectorKind, because };
  }
  const strongest = strongestGroup(classifier);
  if (!strongest || strongest.p < cal.refuseGroupMin) return null;
  if (strongest.p < cal.refuseGroupDominance * (best?.support ?? 0)) return null;
  const because = `classifier: ${Math.round(strongest.p * 100)} % ${strongest.group}`;
  switch (strongest.group) {
    case 'scene':
      return { kind: 'scene', because };
    case 'document':
      return { kind: 'document', because };
    case 'worn':
      // Clothes in a portrait are a person; clothes nobody wears are a garment to ask about (outcome.ts).
      return personInPhoto(detections) ? { kind: 'person', because } : null;
    default:
      return { kind: strongest.group, because };
  }
}
