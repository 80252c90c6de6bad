/**
 * The 80 COCO classes in the order the CenterNet model numbers them (class index 0 = person), and the
 * groups of classes that are never a product to price.
 */

export const COCO_LABELS = [
  'person',
  'bicycle',
  'car',
  'motorcycle',
  'airplane',
  'bus',
  'train',
  'truck',
  'boat',
  'traffic light',
  'fire hydrant',
  'stop sign',
  'parking meter',
  'bench',
  'bird',
  'cat',
  'dog',
  'horse',
  'sheep',
  'cow',
  'elephant',
  'bear',
  'zebra',
  'giraffe',
  'backpack',
  'umbrella',
  'handbag',
  'tie',
  'suitcase',
  'frisbee',
  'skis',
  'snowboard',
  'sports ball',
  'kite',
  'baseball bat',
  'baseball glove',
  'skateboard',
  'surfboard',
  'tennis racket',
  'bottle',
  'wine glass',
  'cup',
  'fork',
  'knife',
  'spoon',
  'bowl',
  'banana',
  'apple',
  'sandwich',
  'orange',
  'broccoli',
  'carrot',
  'hot dog',
  'pizza',
  'donut',
  'cake',
  'chair',
  'couch',
  'potted plant',
  'bed',
  'dining table',
  'toilet',
  'tv',
  'laptop',
  'mouse',
  'remote',
  'keyboard',
  'cell phone',
  'microwave',
  'oven',
  'toaster',
  'sink',
  'refrigerator',
  'book',
  'clock',
  'vase',
  'scissors',
  'teddy bear',
  'hair drier',
  'toothbrush',
] as const;
export type CocoLabel = (typeof COCO_LABELS)[number];

/** Why a class is refused; the message is what the user reads. */
export type RefusalKind = 'person' | 'animal' | 'vehicle' | 'food' | 'scene' | 'document' | 'no-product';

const PEOPLE: ReadonlySet<string> = new Set(['person']);
const ANIMALS: ReadonlySet<string> = new Set([
  'bird',
  'cat',
  'dog',
  'horse',
  'sheep',
  'cow',
  'elephant',
  'bear',
  'zebra',
  'giraffe',
]);
const VEHICLES: ReadonlySet<string> = new Set(['car', 'bus', 'truck', 'train', 'airplane', 'motorcycle', 'boat']);
/** Loose or served food: the cost book prices packaged goods, not a meal or a piece of fruit. */
const FOOD: ReadonlySet<string> = new Set([
  'banana',
  'apple',
  'sandwich',
  'orange',
  'broccoli',
  'carrot',
  'hot dog',
  'pizza',
  'donut',
  'cake',
]);

/**
 * Product classes the detector gives to things that are not that product: a plush toy and a puppy,
 * a plate of food and a bowl, a painting and a clock or a screen, a lipstick and a vase, any tube or
 * can and a bottle or cup. A box of these classes alone never names a product with confidence.
 */
export const LOOKALIKE_CLASSES: ReadonlySet<string> = new Set([
  'teddy bear',
  'bowl',
  'clock',
  'tv',
  'vase',
  'cup',
  'bottle',
  'wine glass',
  'potted plant',
  'dining table',
]);

/** Containers a plate of food is seen as: with food inside, the photo is of a meal. */
export const FOOD_CONTAINERS: ReadonlySet<string> = new Set(['bowl', 'dining table', 'cup', 'wine glass', 'oven']);

/**
 * Classes whose look says little about the product itself: a bottle, cup or book is packaging or a
 * vessel whose contents, brand and price the label names, so these send the photo on to OCR.
 */
export const PACKAGED_CLASSES: ReadonlySet<string> = new Set(['bottle', 'cup', 'book', 'wine glass', 'bowl', 'vase']);

/** The refusal group of a COCO class, or null when the class may be a product. */
export function refusalKindOf(label: string): Exclude<RefusalKind, 'no-product' | 'scene' | 'document'> | null {
  if (PEOPLE.has(label)) return 'person';
  if (ANIMALS.has(label)) return 'animal';
  if (VEHICLES.has(label)) return 'vehicle';
  if (FOOD.has(label)) return 'food';
  return null;
}

export const REFUSAL_MESSAGES: Record<RefusalKind, string> = {
  person: 'This photo shows a person, not a product. Photograph the product on its own.',
  animal: 'This photo shows an animal, not a product. Photograph the product on its own.',
  vehicle: 'This photo shows a vehicle, which CostLens does not estimate. Photograph a retail product on its own.',
  food: 'This photo shows food, not a packaged product. Photograph the package, its label or its barcode.',
  scene: 'This photo shows a place or a view, not a product. Photograph the product on its own.',
  document:
    'This photo shows a document, a receipt or a screen, not a product. Photograph the product itself, its label or its barcode.',
  // Said when the photo is not clear enough to name: it may well show a product, so the words never claim
  // there is none.
  'no-product':
    "We couldn't tell which product this is from the photo. Type its name, or photograph it closer and well lit.",
};
