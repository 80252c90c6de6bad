// The CostLens cost book: sourced, data-only figures per product category, plus small pure look-ups.
// Nothing here fetches or reads files; the estimator imports it on the device.
import type { CostBook, CostBookEntry, MaterialShare } from './types.ts';
import { platformFees } from './data/platform-fees.ts';
import { sources } from './data/sources.ts';
import { DEPARTMENT_TABLES } from './taxonomy/departments/index.ts';
import { DETAILED_DATA } from './data/detailed.ts';
import { FAMILY_ENTRIES, kindById } from './taxonomy/index.ts';

export type * from './types.ts';
export * from './judgement.ts';
export { BOC_ANNUAL_USD_CAD, USD_CAD_RATE } from './data/fx.ts';
export { growthBasisOf, REPORT_PERIODS } from './data/growth.ts';
export type { GrowthBasis } from './data/growth.ts';
export * from './taxonomy/index.ts';
export * from './names/index.ts';
export * from './names/default-index.ts';
export { bomWorksheets, bomWorksheetOf } from './worksheets/index.ts';
export { computeRange, reproduces, ROUNDING_CAD } from './worksheets/compute.ts';
export { worksheetLines } from './worksheets/lines.ts';
export type { WorksheetLine } from './worksheets/lines.ts';
export type { Anchor, BomWorksheet, WorksheetInput, WorksheetTerm } from './worksheets/types.ts';
export { AMAZON_CA_REFERRAL_CATEGORY, CANADIAN_FEE_SCHEDULES, feeLine, feeScheduleOf } from './fees/canada.ts';
export type * from './fees/types.ts';
export { CATEGORY_TARIFFS, CBSA_CUSTOMS_TARIFF_URL, UNIT_SIZES, tariffOf, unitSizeOf } from './landed/tariffs.ts';
export { SHIPPING_RANGES } from './landed/shipping.ts';
export type * from './landed/types.ts';

/** The entries researched one by one: each wins over the family of the kind it prices. */
const DETAILED_ENTRIES: readonly CostBookEntry[] = DETAILED_DATA.map((e) => ({ ...e, basis: { level: 'detailed' } }));

export const costBook: CostBook = {
  version: '2026.2',
  currency: 'CAD',
  sources: [...sources, ...DEPARTMENT_TABLES.flatMap((t) => t.sources)],
  entries: [...DETAILED_ENTRIES, ...FAMILY_ENTRIES],
  platformFees,
};

/**
 * The entry a detector's class should default to when several entries share it ('tv' is also a monitor,
 * 'bottle' is also a carton, jar, supplement or water bottle). Classes with one entry need no line here.
 */
export const COCO_DEFAULT_ENTRY: Readonly<Record<string, string>> = {
  tv: 'television',
  bottle: 'beverage-bottle',
};

const BY_ID = new Map(costBook.entries.map((e) => [e.id, e]));

/** All entries, in cost-book order: the detailed entries, then the kinds priced by their family. */
export function allEntries(): readonly CostBookEntry[] {
  return costBook.entries;
}

/** The entries researched one by one (each wins over the family of the kind it prices). */
export function detailedEntries(): readonly CostBookEntry[] {
  return DETAILED_ENTRIES;
}

/** The entry with this id, or undefined. */
export function findEntryById(id: string): CostBookEntry | undefined {
  return BY_ID.get(id);
}

/** The entry that prices a kind: its detailed entry where it has one, else the kind priced by its family. */
export function entryForKind(kindId: string): CostBookEntry | undefined {
  const kind = kindById(kindId);
  // A detailed entry not yet placed in the taxonomy is its own kind (see unplacedDetailedKinds).
  if (!kind) return DETAILED_ENTRIES.find((e) => e.id === kindId);
  return BY_ID.get(kind.entry ?? kind.id);
}

/** Entries mapped to a COCO-80 class (spelled as COCO does), the class's default entry first; [] if none. */
export function entriesForCocoClass(cls: string): CostBookEntry[] {
  const hits = costBook.entries.filter((e) => e.cocoClasses.includes(cls));
  const preferred = COCO_DEFAULT_ENTRY[cls];
  return preferred === undefined
    ? hits
    : [...hits.filter((e) => e.id === preferred), ...hits.filter((e) => e.id !== preferred)];
}

/** The material lines of an entry's bill of materials ([] only for an entry without them). */
export function materialsOf(entry: CostBookEntry): MaterialShare[] {
  return entry.materials ?? [];
}

export interface TextMatch {
  entry: CostBookEntry;
  /** The label, alias or brand phrases found in the text, longest first. */
  matched: string[];
  /** Words matched: label/alias words count 1, brand words 0.5 (brands are shared across categories). */
  score: number;
}

// Brands count half: 'apple' or 'samsung' names a maker of many categories, an alias names the category.
const BRAND_WEIGHT = 0.5;

interface Phrase {
  text: string;
  words: number;
  weight: number;
}

function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const PHRASES: ReadonlyMap<string, Phrase[]> = new Map(
  costBook.entries.map((e) => {
    const phrases = new Map<string, Phrase>();
    const add = (raw: string, weight: number) => {
      const text = normalise(raw);
      if (text === '') return;
      const known = phrases.get(text);
      if (known === undefined || known.weight < weight)
        phrases.set(text, { text, words: text.split(' ').length, weight });
    };
    for (const b of e.brands) add(b, BRAND_WEIGHT);
    for (const a of [e.label, e.id.replace(/-/g, ' '), ...e.aliases]) add(a, 1);
    return [e.id, [...phrases.values()]];
  }),
);

function occursIn(haystack: string, phrase: string): boolean {
  // Whole words only, with a plain English plural allowed ('mugs', 'boxes').
  return haystack.includes(` ${phrase} `) || haystack.includes(` ${phrase}s `) || haystack.includes(` ${phrase}es `);
}

/**
 * Best entry for free text by the entries' label, alias and brand phrases, on whole words; null when nothing
 * matches. Longer phrases win ('water bottle' beats 'bottle'); ties go to the earlier entry.
 *
 * @deprecated Names are read by `readProductName` (head noun, modifiers, sizes, brands, French), the one matcher
 * of the cost book; this phrase matcher is kept only for the product-facts category map, which weighs its score,
 * and goes when that map reads categories with `readProductName`.
 */
export function matchEntryByText(text: string): TextMatch | null {
  const haystack = ` ${normalise(text)} `;
  if (haystack.trim() === '') return null;
  let best: TextMatch | null = null;
  for (const entry of costBook.entries) {
    const found = (PHRASES.get(entry.id) ?? []).filter((p) => occursIn(haystack, p.text));
    // A phrase inside a longer matched phrase ('bottle' in 'water bottle') is not counted twice.
    const kept = found.filter(
      (p) => !found.some((q) => q !== p && q.words > p.words && ` ${q.text} `.includes(` ${p.text} `)),
    );
    if (kept.length === 0) continue;
    const score = kept.reduce((sum, p) => sum + p.words * p.weight, 0);
    if (best === null || score > best.score) {
      best = { entry, matched: kept.sort((a, b) => b.words - a.words).map((p) => p.text), score };
    }
  }
  return best;
}
