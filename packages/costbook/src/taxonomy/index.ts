// The taxonomy as one table: every family and kind of every department, and the look-ups every consumer uses
// (the name matcher, the class tables, landed cost, the estimator). A kind with a detailed entry is priced by
// that entry; every other kind by its family's should-cost model.
import type { CostBookEntry } from '../types.ts';
import type { BomWorksheet } from '../worksheets/types.ts';
import { DEPARTMENT_TABLES } from './departments/index.ts';
import { familyEntry } from './family-entry.ts';
import { familyWorksheet } from './should-cost.ts';
import type { Department, Family, Kind } from './types.ts';

export type * from './types.ts';
export { DEPARTMENTS } from './types.ts';
export { MATERIAL_PRICES, materialPrice } from './materials.ts';
export type { MaterialPrice } from './materials.ts';
export { familyWorksheet, modelOf } from './should-cost.ts';
export { labelOf } from './family-entry.ts';

export const FAMILIES: readonly Family[] = DEPARTMENT_TABLES.flatMap((t) => t.families);
export const KINDS: readonly Kind[] = DEPARTMENT_TABLES.flatMap((t) => t.kinds);

const FAMILY_BY_ID = new Map(FAMILIES.map((f) => [f.id, f]));
const KIND_BY_ID = new Map(KINDS.map((k) => [k.id, k]));

/** The family with this id; throws for an id the table does not hold (a data error the tests catch). */
export function familyById(id: string): Family {
  const family = FAMILY_BY_ID.get(id);
  if (!family) throw new Error(`no product family "${id}"`);
  return family;
}

/** The kind with this id, or undefined. */
export function kindById(id: string): Kind | undefined {
  return KIND_BY_ID.get(id);
}

/** The family a kind belongs to. */
export function familyOf(kind: Kind): Family {
  return familyById(kind.family);
}

/** The kinds of one family, in table order. */
export function kindsOfFamily(familyId: string): Kind[] {
  return KINDS.filter((k) => k.family === familyId);
}

/** The families of one department, in table order. */
export function familiesOfDepartment(department: Department): Family[] {
  return FAMILIES.filter((f) => f.department === department);
}

/** Kinds priced by their family (no detailed entry), with their worksheets. */
const FAMILY_PRICED: readonly { kind: Kind; worksheet: BomWorksheet; entry: CostBookEntry }[] = KINDS.filter(
  (k) => k.entry === undefined,
).map((kind) => {
  const family = familyOf(kind);
  const worksheet = familyWorksheet(kind, family);
  return { kind, worksheet, entry: familyEntry(kind, family, worksheet) };
});

export const FAMILY_WORKSHEETS: readonly BomWorksheet[] = FAMILY_PRICED.map((p) => p.worksheet);
export const FAMILY_ENTRIES: readonly CostBookEntry[] = FAMILY_PRICED.map((p) => p.entry);
