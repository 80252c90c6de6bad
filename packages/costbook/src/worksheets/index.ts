// All BOM worksheets, one per cost-book entry.
import { anchoredWorksheets } from './anchored.ts';
import { materialWorksheets } from './materials.ts';
import type { BomWorksheet } from './types.ts';

export const bomWorksheets: readonly BomWorksheet[] = [...anchoredWorksheets, ...materialWorksheets];

const BY_ENTRY = new Map(bomWorksheets.map((w) => [w.entryId, w]));

/** The BOM worksheet of an entry, or undefined. */
export function bomWorksheetOf(entryId: string): BomWorksheet | undefined {
  return BY_ENTRY.get(entryId);
}
