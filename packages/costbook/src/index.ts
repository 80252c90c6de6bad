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
