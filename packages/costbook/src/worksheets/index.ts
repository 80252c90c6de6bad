// All BOM worksheets, one per cost-book entry: the detailed entries' and those of the kinds priced by their family.
import { FAMILY_WORKSHEETS } from '../taxonomy/index.ts';
import { anchoredWorksheets } from './anchored.ts';
import { materialWorksheets } from './materials.ts';
import type { BomWorksheet } from './types.ts';

export const bomWorksheets: readonly BomWorksheet[] = [
  ...anchoredWorksheets,
  ...materialWorksheets,
  ...FAMILY_WORKSHEETS,
];

const BY_ENTRY = new Map(bomWorksheets.map((w) => [w.entryId, w]));

/** The BOM worksheet of an entry, or undefined. */
export function bomWorksheetOf(entryId: string): BomWorksheet | undefined {
  return BY_ENTRY.get(entryId);
}
