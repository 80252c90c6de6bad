import { describe, expect, it } from 'vitest';

import labels from '../test/fixtures/labels.json';
import { PLATFORM_ORDER } from './data/build.ts';
import { RETAIL_MULTIPLIER_BASES } from './data/retail-margins.ts';
import {
  CANADIAN_FEE_SCHEDULES,
  CATEGORY_TARIFFS,
  COCO_DEFAULT_ENTRY,
  JUDGEMENT_CONSTANTS,
  PLATFORM_TRAITS,
  SHIPPING_RANGES,
  bomWorksheets,
  allEntries,
  costBook,
  entriesForCocoClass,
  entryForKind,
  findEntryById,
  materialsOf,
  readProductName,
} from './index.ts';
import type { CostBookEntry } from './index.ts';

/** The entry that prices the kind a name is read as, or undefined when it is read as none. */
const entryOfName = (text: string) => {
  const kind = readProductName(text).kind;
  return kind ? entryForKind(kind.id)?.id : undefined;
};

// The 80 COCO class names exactly as COCO spells them, to catch a misspelt cocoClasses value.
const COCO_80 = [
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
];

// COCO classes that are products a person buys as such (the brief's list); each needs an entry.
const COCO_PRODUCT_CLASSES = [
  'bottle',
  'wine glass',
  'cup',
  'fork',
  'knife',
  'spoon',
  'bowl',
  'chair',
  'couch',
  'potted plant',
  'bed',
  'dining table',
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
  'bicycle',
];

// How each scored fixture label maps to an entry (README "Label mapping"). byText=false marks a label whose
// words name something else than the product photographed; the estimator reaches those through the barcode.
const LABEL_TO_ENTRY: Record<string, { id: string | null; byText: boolean }> = {
  cup: { id: 'mug', byText: true },
  'teddy bear': { id: 'teddy-bear', byText: true },
  laptop: { id: 'laptop', byText: true },
  'wall clock': { id: 'wall-clock', byText: true },
  suitcase: { id: 'suitcase', byText: true },
  bicycle: { id: 'bicycle', byText: true },
  'computer monitor': { id: 'computer-monitor', byText: true },
  scissors: { id: 'scissors', byText: true },
  'sneaker / shoe': { id: 'shoes', byText: true },
  'hat / cap': { id: 'hat', byText: false },
  chair: { id: 'chair', byText: true },
  bottle: { id: 'beverage-bottle', byText: false },
  'milk carton': { id: 'beverage-carton', byText: true },
  'juice carton': { id: 'beverage-carton', byText: true },
  'oat-milk carton': { id: 'beverage-carton', byText: true },
  'snack bag (chips)': { id: 'snack-bag', byText: true },
  'snack bag (nuts)': { id: 'snack-bag', byText: false },
  'food box': { id: 'boxed-food', byText: true },
  'jar (peanut butter)': { id: 'jar-can-food', byText: true },
  'supplement tub': { id: 'supplement', byText: true },
  'barcode (food can)': { id: 'jar-can-food', byText: true },
  'barcode (cardboard box)': { id: 'boxed-food', byText: false },
  'barcode (food package)': { id: 'snack-bag', byText: false },
  'negative (landscape)': { id: null, byText: true },
  'negative (people)': { id: null, byText: true },
  'negative (nature close-up)': { id: null, byText: true },
  'negative (abstract graphic)': { id: null, byText: true },
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SOURCE_IDS = new Set(costBook.sources.map((s) => s.id));
const entries = allEntries();
const byId = entries.map((e) => [e.id, e] as const);

function citedIds(e: CostBookEntry): string[] {
  return [
    ...e.bomCad.sourceIds,
    ...materialsOf(e).flatMap((m) => m.sourceIds),
    ...e.factors.sourceIds,
    ...e.wholesale.sourceIds,
    ...e.retail.sourceIds,
    ...e.market.sourceIds,
    ...e.platforms.flatMap((p) => p.sourceIds),
    ...e.notes.map(noteTag),
  ];
}

function noteTag(note: string): string {
  return /\[([a-z0-9-]+)\]$/.exec(note)?.[1] ?? '';
}

describe('cost book entries', () => {
  it('covers at least 36 categories with unique kebab-case ids', () => {
    expect(entries.length).toBeGreaterThanOrEqual(36);
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(byId)('%s: material shares are in (0, 1] and sum to 1', (_id, e) => {
    const materials = materialsOf(e);
    expect(materials.length).toBeGreaterThan(0);
    for (const m of materials) {
      expect(m.share).toBeGreaterThan(0);
      expect(m.share).toBeLessThanOrEqual(1);
      expect(m.name.trim()).not.toBe('');
      expect(m.category.trim()).not.toBe('');
    }
    expect(Math.abs(materials.reduce((s, m) => s + m.share, 0) - 1)).toBeLessThanOrEqual(0.001);
  });

  it.each(byId)('%s: BOM range is positive and ordered', (_id, e) => {
    expect(e.bomCad.low).toBeGreaterThan(0);
    expect(e.bomCad.high).toBeGreaterThan(0);
    expect(e.bomCad.low).toBeLessThanOrEqual(e.bomCad.high);
  });

  it.each(byId)('%s: every figure cites at least one existing source', (_id, e) => {
    const groups = [e.bomCad, e.factors, e.wholesale, e.retail, e.market, ...e.platforms, ...materialsOf(e)];
    for (const g of groups) expect(g.sourceIds.length).toBeGreaterThan(0);
    for (const id of citedIds(e)) expect(SOURCE_IDS, `unknown source "${id}"`).toContain(id);
  });

  it.each(byId)('%s: has 1–3 notes, each ending with a known [source-id]', (_id, e) => {
    expect(e.notes.length).toBeGreaterThanOrEqual(1);
    expect(e.notes.length).toBeLessThanOrEqual(3);
    for (const note of e.notes) expect(SOURCE_IDS).toContain(noteTag(note));
  });

  it.each(byId)('%s: lists each of the five platforms exactly once', (_id, e) => {
    expect(e.platforms.map((p) => p.platform).sort()).toEqual([...PLATFORM_ORDER].sort());
  });

  it.each(byId)('%s: cost multipliers are consistent', (_id, e) => {
    const { labour, overhead, toolingPerUnit } = e.factors;
    for (const f of [labour, overhead, toolingPerUnit]) expect(f).toBeGreaterThan(0);
    const manufacturingOverBom = 1 + labour + overhead + toolingPerUnit;
    // A factory's price must cover its own costs, and stay below what a brand charges retailers.
    expect(e.wholesale.unitPriceOverBom).toBeGreaterThan(1);
    expect(e.wholesale.unitPriceOverBom).toBeGreaterThanOrEqual(manufacturingOverBom);
    expect(e.wholesale.unitPriceOverBom).toBeLessThanOrEqual(
      manufacturingOverBom * e.retail.wholesaleOverManufacturing,
    );
    expect(e.retail.wholesaleOverManufacturing).toBeGreaterThan(1);
    expect(e.retail.retailOverWholesale).toBeGreaterThan(1);
  });

  it.each(byId)('%s: wholesale terms are ordered and whole', (_id, e) => {
    const [fast, slow] = e.wholesale.leadTimeDays;
    expect(fast).toBeGreaterThan(0);
    expect(fast).toBeLessThanOrEqual(slow);
    expect(Number.isInteger(e.wholesale.moq)).toBe(true);
    expect(e.wholesale.moq).toBeGreaterThanOrEqual(1);
  });

  it.each(byId)('%s: market figures are valid', (_id, e) => {
    const m = e.market;
    for (const month of m.seasonalPeakMonths) expect(MONTHS).toContain(month);
    expect(new Set(m.seasonalPeakMonths).size).toBe(m.seasonalPeakMonths.length);
    expect(m.competitorCount).toBeGreaterThan(0);
    expect(m.entryBarriers.trim()).not.toBe('');
    // Trend is derived from the cited growth rate, so the two can never disagree.
    const expected = m.growthPct > 4 ? 'Rising' : m.growthPct >= 1 ? 'Stable' : 'Declining';
    expect(m.trend).toBe(expected);
  });

  it.each(byId)('%s: words for matching are lower-case and COCO classes are spelt as COCO does', (_id, e) => {
    expect(e.label.trim()).not.toBe('');
    expect(e.productQuery.trim()).not.toBe('');
    expect(e.aliases.length).toBeGreaterThan(0);
    for (const w of [...e.aliases, ...e.brands]) {
      expect(w).toBe(w.toLowerCase());
      expect(w).toBe(w.trim());
      expect(w).not.toBe('');
    }
    for (const cls of e.cocoClasses) expect(COCO_80).toContain(cls);
    expect(e.year).toBeGreaterThanOrEqual(2020);
    expect(e.year).toBeLessThanOrEqual(2026);
  });
});

describe('sources', () => {
  it('have unique ids, a title, a publisher, a year and an address', () => {
    expect(SOURCE_IDS.size).toBe(costBook.sources.length);
    for (const s of costBook.sources) {
      expect(s.title.trim()).not.toBe('');
      expect(s.publisher.trim()).not.toBe('');
      expect(s.year).toBeGreaterThanOrEqual(2000);
      expect(s.year).toBeLessThanOrEqual(2026);
      expect(s.url).toMatch(/^(https?:\/\/|packages\/costbook\/README\.md#)/);
    }
  });

  it('are each cited at least once', () => {
    const cited = new Set([
      ...entries.flatMap(citedIds),
      ...costBook.platformFees.flatMap((f) => f.sourceIds),
      ...bomWorksheets.flatMap((w) => [...w.low, ...w.high].flatMap((t) => t.factors.map((f) => f.sourceId ?? ''))),
      ...bomWorksheets.flatMap((w) => w.anchors.map((a) => a.sourceId)),
      ...CANADIAN_FEE_SCHEDULES.flatMap((sch) => [
        ...sch.lines.map((l) => l.fee.sourceId ?? ''),
        sch.fba?.sourceId ?? '',
      ]),
      ...CATEGORY_TARIFFS.flatMap((t) => [t.mfn.sourceId ?? '', ...t.surtaxes.map((x) => x.sourceId)]),
      ...SHIPPING_RANGES.flatMap((r) =>
        [...(r.worksheet?.low ?? []), ...(r.worksheet?.high ?? [])].flatMap((t) =>
          t.factors.map((f) => f.sourceId ?? ''),
        ),
      ),
      ...JUDGEMENT_CONSTANTS.flatMap((c) => c.sourceIds),
      ...PLATFORM_TRAITS.sourceIds,
      ...RETAIL_MULTIPLIER_BASES.map((b) => b.sourceId),
    ]);
    const unused = costBook.sources.map((s) => s.id).filter((id) => !cited.has(id));
    expect(unused).toEqual([]);
  });

  it('include the CostLens judgement, so estimates are never presented as measurements', () => {
    const derivation = costBook.sources.find((s) => s.id === 'costlens-derivation-2026');
    expect(derivation?.note).toMatch(/estimate/i);
  });
});

describe('platform fees', () => {
  it('cover each platform once, with known sources', () => {
    expect(costBook.platformFees.map((f) => f.platform).sort()).toEqual([...PLATFORM_ORDER].sort());
    for (const fee of costBook.platformFees) {
      expect(fee.sourceIds.length).toBeGreaterThan(0);
      for (const id of fee.sourceIds) expect(SOURCE_IDS).toContain(id);
      expect(fee.referralPct.trim()).not.toBe('');
      expect(fee.summary.trim()).not.toBe('');
    }
  });
});

describe('coverage', () => {
  it.each(COCO_PRODUCT_CLASSES)('COCO class "%s" maps to at least one entry', (cls) => {
    expect(entriesForCocoClass(cls).length).toBeGreaterThan(0);
  });

  it.each([
    ['headphones', 'headphones'],
    ['smartwatch', 'smartwatch'],
    ['smart watch', 'smartwatch'],
    ['watch', 'watch'],
    ['monitor', 'computer-monitor'],
    ['mug', 'mug'],
    ['water bottle', 'water-bottle'],
    ['shoes', 'shoes'],
    ['sneakers', 'sneakers'],
    ['hat', 'hat'],
    ['cap', 'baseball-cap'],
    ['lamp', 'lamp'],
    ['kettle', 'kettle'],
    ['t-shirt', 't-shirt'],
    ['bag of chips', 'snack-bag'],
    ['cereal', 'boxed-food'],
    ['canned food', 'jar-can-food'],
    ['vitamins', 'supplement'],
    ['skincare', 'cosmetics'],
    ['cardboard box', 'shipping-box'],
    ['toys', 'toy'],
  ])('common good "%s" has an entry (%s)', (text, id) => {
    expect(entryOfName(text)).toBe(id);
  });

  const labelRows = Object.entries(labels as Record<string, { category: string; coco_class: string | null }>);

  it('the label mapping covers every category in labels.json', () => {
    const categories = new Set(labelRows.map(([, l]) => l.category));
    expect([...categories].filter((c) => !(c in LABEL_TO_ENTRY))).toEqual([]);
  });

  it.each(labelRows)('%s maps to its entry', (_file, label) => {
    const mapping = LABEL_TO_ENTRY[label.category];
    expect(mapping).toBeDefined();
    if (mapping === undefined) return;
    if (mapping.id === null) {
      expect(readProductName(label.category).kind).toBeNull();
      return;
    }
    expect(findEntryById(mapping.id)).toBeDefined();
    if (label.coco_class !== null) {
      expect(entriesForCocoClass(label.coco_class).map((e) => e.id)).toContain(mapping.id);
    }
    if (mapping.byText) expect(entryOfName(label.category)).toBe(mapping.id);
  });

  // Labels whose words read as another kind than the entry the photographs are scored against, or as a question.
  it.each([
    ['hat / cap', 'baseball-cap'], // the head noun: a cap, the hats family's more specific kind
    ['snack bag (nuts)', 'nuts'], // a bag of nuts is nuts
  ])('the label "%s" reads as %s', (category, kindId) => {
    expect(readProductName(category).kind?.id).toBe(kindId);
  });

  it.each([
    ['bottle', 'beverage-bottle'], // a bottle of what: a question whose choices hold the photographed entry
    ['barcode (food package)', 'jar-can-food'],
  ])('the label "%s" is asked about, with %s among the choices', (category, id) => {
    const reading = readProductName(category);
    expect(reading.kind).toBeNull();
    expect(reading.choices.map((k) => k.id)).toContain(id);
  });
});

describe('findEntryById', () => {
  it('returns the entry for a known id and undefined otherwise', () => {
    expect(findEntryById('laptop')?.label).toBe('Laptop');
    expect(findEntryById('not-a-category')).toBeUndefined();
  });
});

describe('entriesForCocoClass', () => {
  it('puts the default entry first where several share a class', () => {
    for (const [cls, id] of Object.entries(COCO_DEFAULT_ENTRY)) {
      const hits = entriesForCocoClass(cls);
      expect(hits[0]?.id).toBe(id);
      expect(hits.length).toBeGreaterThan(1);
    }
  });

  it('lists every entry for a shared class and nothing for a non-product class', () => {
    expect(
      entriesForCocoClass('bottle')
        .map((e) => e.id)
        .sort(),
    ).toEqual(['beverage-bottle', 'beverage-carton', 'jar-can-food', 'supplement', 'water-bottle'].sort());
    expect(entriesForCocoClass('fork').map((e) => e.id)).toEqual(['cutlery']);
    expect(entriesForCocoClass('person')).toEqual([]);
    expect(entriesForCocoClass('TV')).toEqual([]);
  });
});

describe('reading a name to the entry that prices it (one matcher for every source of words)', () => {
  it('reads a correction case-insensitively and says which name it found', () => {
    const reading = readProductName('Kettle');
    expect(reading.kind?.id).toBe('kettle');
    expect(reading.matched).toBe('kettle');
  });

  it('accepts plurals, punctuation and containers', () => {
    expect(entryOfName('MUGS!')).toBe('mug');
    expect(entryOfName('two boxes of cereal')).toBe('boxed-food');
  });

  it('prefers the longer name and the head noun', () => {
    expect(entryOfName('stainless water bottle')).toBe('water-bottle');
    expect(entryOfName('kettle-cooked potato chips')).toBe('snack-bag');
    expect(entryOfName('baseball cap')).toBe('baseball-cap');
    expect(entryOfName('wine glass')).toBe('drinking-glass'); // a kind priced by a detailed entry
  });

  it('reads brands as brands: the product when nothing else is named, else beside it', () => {
    expect(readProductName('Hydro Flask')).toMatchObject({ kind: { id: 'water-bottle' }, how: 'brand' });
    expect(readProductName('Samsung television')).toMatchObject({ kind: { id: 'television' }, brand: 'samsung' });
  });

  it('names no kind for words that are no product, or none at all', () => {
    expect(readProductName('sunflower field at dusk').kind).toBeNull();
    expect(readProductName('   ').kind).toBeNull();
    expect(readProductName('').kind).toBeNull();
  });
});
