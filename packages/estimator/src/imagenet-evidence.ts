/**
 * What the classifier's 1,001 probabilities say in the cost book's terms, through the one table in
 * imagenet-map.ts: support for each entry, the share of the photo that looks like an animal, food, a
 * vehicle, a scene or someone's clothes, and how much looks like a shop aisle. Pure: the probabilities
 * come from classify.ts (or a recorded run, in the calibration script).
 */
import {
  ANIMAL_INDEX_RANGE,
  HEAD_CLASSES,
  NON_PRODUCT_CLASSES,
  PRODUCT_CLASSES,
  SHOP_CLASSES,
} from './imagenet-map.ts';
import type { NonProductGroup } from './imagenet-map.ts';
import { kindForClassName } from './class-kinds.ts';

/** How much a `like` class supports its entry, against 1 for an `is` class. */
export const LIKE_WEIGHT = 0.5;
/** How much a class listed under several entries supports the ones after its usual meaning. */
export const SHARED_CLASS_OTHER = 0.6;
/** How much a shop scene supports each of the goods it sells. */
export const SHOP_WEIGHT = 0.35;
/** Classes kept per view for the evidence the user can read. */
const TOP_CLASSES = 5;

export interface ClassMeaning {
  /** Entries the class supports, with the weight it gives each. */
  entries: { entryId: string; weight: number }[];
  group: NonProductGroup | null;
  shop: boolean;
  /** A class of the product head, trained on photos of its own kind (not one of ImageNet's). */
  trained: boolean;
}

export interface ImagenetTable {
  labels: readonly string[];
  meanings: readonly ClassMeaning[];
}

/** The first synonym of a label line: "coffee mug" from "coffee mug", "Loafer" from "Loafer". */
const firstName = (label: string) => label.split(',')[0]!.trim();

/** How a product head's class is labelled among the classifier's own in the table and the evidence. */
export const headLabel = (headClass: string) => `${headClass} (product head)`;

/**
 * Resolves the table's class names against the model's labels; a name that matches nothing throws. The
 * product head's classes, when given, follow the model's own (index labels.length onward), each read
 * through HEAD_CLASSES; a head class the table does not place throws.
 */
export function buildImagenetTable(labels: readonly string[], headClasses: readonly string[] = []): ImagenetTable {
  const byName = new Map<string, number[]>();
  labels.forEach((label, index) => {
    const name = firstName(label);
    byName.set(name, [...(byName.get(name) ?? []), index]);
  });
  const indexOf = (name: string): number => {
    if (name.startsWith('#')) {
      const index = Number(name.slice(1));
      if (!labels[index]) throw new Error(`imagenet-map: no class #${index}`);
      return index;
    }
    const found = byName.get(name) ?? [];
    if (found.length !== 1) throw new Error(`imagenet-map: "${name}" names ${found.length} classes`);
    return found[0]!;
  };
  const meanings: ClassMeaning[] = labels.map(() => ({ entries: [], group: null, shop: false, trained: false }));
  const setGroup = (index: number, group: NonProductGroup) => {
    const meaning = meanings[index]!;
    if (meaning.group && meaning.group !== group)
      throw new Error(`imagenet-map: "${labels[index]}" is both ${meaning.group} and ${group}`);
    meaning.group = group;
  };

  // Classes an earlier row already lists under `is`: their usual meaning is that row's entry.
  const namedBefore = new Set<number>();
  for (const row of PRODUCT_CLASSES) {
    for (const [names, kind] of [
      [row.is, 'is'],
      [row.like ?? [], 'like'],
    ] as const) {
      for (const name of names) {
        const index = indexOf(name);
        const meaning = meanings[index]!;
        const shared = kind === 'is' && namedBefore.has(index);
        if (kind === 'is') namedBefore.add(index);
        const weight = (kind === 'is' ? 1 : LIKE_WEIGHT) * (shared ? SHARED_CLASS_OTHER : 1);
        meaning.entries.push({ entryId: row.entry, weight });
      }
    }
  }
  for (const [shop, entries] of Object.entries(SHOP_CLASSES)) {
    const meaning = meanings[indexOf(shop)]!;
    meaning.shop = true;
    for (const entryId of entries) meaning.entries.push({ entryId, weight: SHOP_WEIGHT });
  }
  for (let i = ANIMAL_INDEX_RANGE.first; i <= ANIMAL_INDEX_RANGE.last; i++) setGroup(i, 'animal');
  for (const [group, names] of Object.entries(NON_PRODUCT_CLASSES) as [NonProductGroup, readonly string[]][])
    for (const name of names) setGroup(indexOf(name), group);
  for (const [index, meaning] of meanings.entries())
    if (meaning.group && meaning.entries.length > 0)
      throw new Error(`imagenet-map: "${labels[index]}" is both a product and ${meaning.group}`);
  // A class no row gives a meaning may still name a product kind by its own name: it is that kind, estimated from
  // its family (the kind's id is its family-priced entry's). Read by name rather than reviewed against the class's
  // photos, it supports its kind as a `like` class does: enough to ask "probably X?", named outright only with
  // other evidence, since a confident wrong name costs the shopper more than a question.
  for (const [index, meaning] of meanings.entries()) {
    if (index === 0 || meaning.group || meaning.shop || meaning.entries.length > 0) continue;
    const kind = kindForClassName(firstName(labels[index]!));
    if (kind) meaning.entries.push({ entryId: kind.id, weight: LIKE_WEIGHT });
  }
  for (const headClass of headClasses) {
    const row = HEAD_CLASSES[headClass];
    if (!row) throw new Error(`imagenet-map: the product head's class "${headClass}" has no meaning`);
    const entries = [
      ...(row.is ? [{ entryId: row.is, weight: 1 }] : []),
      ...(row.like ? [{ entryId: row.like, weight: LIKE_WEIGHT }] : []),
    ];
    meanings.push({ entries, group: row.group ?? null, shop: false, trained: true });
  }
  return { labels: [...labels, ...headClasses.map(headLabel)], meanings };
}

/** One region of the photo as the classifier saw it. */
export interface ClassifierView {
  region: 'photo' | 'subject';
  /** Support for each entry (0–1): the probability of its classes, weighted. */
  support: Record<string, number>;
  /**
   * The part of `support` the product head gave: a head trained on cartons says "carton of milk" as a reading
   * of its own, where ImageNet's few package classes only say "some package" (outcome.ts weighs them apart).
   */
  trained: Record<string, number>;
  /** Probability of each non-product group. */
  groups: Record<NonProductGroup, number>;
  /** Probability of shop aisles (packaged goods whose label decides). */
  shop: number;
  /** Probability of objects the cost book does not price (a violin, a drill). */
  unpriced: number;
  /** The strongest classes, for the evidence shown to the user. */
  top: { label: string; p: number }[];
}

export function readView(
  table: ImagenetTable,
  probabilities: ArrayLike<number>,
  region: ClassifierView['region'],
): ClassifierView {
  const support: Record<string, number> = {};
  const trained: Record<string, number> = {};
  const groups: Record<NonProductGroup, number> = { animal: 0, food: 0, vehicle: 0, scene: 0, worn: 0, document: 0 };
  let shop = 0;
  let unpriced = 0;
  for (let i = 1; i < table.meanings.length; i++) {
    const p = probabilities[i] ?? 0;
    if (!(p > 0)) continue;
    const meaning = table.meanings[i]!;
    if (meaning.group) groups[meaning.group] += p;
    else if (meaning.entries.length === 0) unpriced += p;
    if (meaning.shop) shop += p;
    for (const { entryId, weight } of meaning.entries) {
      support[entryId] = (support[entryId] ?? 0) + p * weight;
      if (meaning.trained) trained[entryId] = (trained[entryId] ?? 0) + p * weight;
    }
  }
  const top = Array.from({ length: table.meanings.length - 1 }, (_, k) => k + 1)
    .sort((a, b) => (probabilities[b] ?? 0) - (probabilities[a] ?? 0))
    .slice(0, TOP_CLASSES)
    .map((i) => ({ label: firstName(table.labels[i]!), p: Math.round((probabilities[i] ?? 0) * 1000) / 1000 }));
  return { region, support, trained, groups, shop, unpriced, top };
}

/** The classifier's reading of the whole photo: the mean of its views (the photo, and the subject's box when there is one). */
export function combineViews(views: readonly ClassifierView[]): ClassifierView | null {
  const [first] = views;
  if (!first) return null;
  if (views.length === 1) return first;
  const n = views.length;
  const support: Record<string, number> = {};
  const trained: Record<string, number> = {};
  const groups: Record<NonProductGroup, number> = { animal: 0, food: 0, vehicle: 0, scene: 0, worn: 0, document: 0 };
  let shop = 0;
  let unpriced = 0;
  for (const view of views) {
    for (const [entryId, s] of Object.entries(view.support)) support[entryId] = (support[entryId] ?? 0) + s / n;
    for (const [entryId, s] of Object.entries(view.trained)) trained[entryId] = (trained[entryId] ?? 0) + s / n;
    for (const group of Object.keys(groups) as NonProductGroup[]) groups[group] += view.groups[group] / n;
    shop += view.shop / n;
    unpriced += view.unpriced / n;
  }
  return { region: first.region, support, trained, groups, shop, unpriced, top: first.top };
}

/** Entries by the classifier's support, strongest first. */
export function rankedSupport(view: ClassifierView | null): { entryId: string; support: number }[] {
  if (!view) return [];
  return Object.entries(view.support)
    .map(([entryId, support]) => ({ entryId, support }))
    .sort((a, b) => b.support - a.support || a.entryId.localeCompare(b.entryId));
}

/** The non-product group the classifier sees most of, with its share. */
export function strongestGroup(view: ClassifierView | null): { group: NonProductGroup; p: number } | null {
  if (!view) return null;
  const [group, p] = (Object.entries(view.groups) as [NonProductGroup, number][]).sort((a, b) => b[1] - a[1])[0]!;
  return p > 0 ? { group, p } : null;
}
