// Small constructors so the department tables read as rows; they add no figures of their own.
import type { Kind, MaterialLine, PartLine } from '../types.ts';

/** One material line: its BOM name, the material price key, its share of the item's mass, its chart category. */
export function m(name: string, material: string, massShare: number, category: string): MaterialLine {
  return { name, material, massShare, category };
}

/** One bought-in part: its BOM name, CAD for a plain and a better-specified item, its chart category. */
export function p(label: string, low: number, high: number, category = 'Components'): PartLine {
  return { label, cad: [low, high], category };
}

/** One kind: its id, family, English and French names (label first), typical mass in kg and what that item is. */
export function k(
  id: string,
  family: string,
  en: readonly string[],
  fr: readonly string[],
  massKg: readonly [number, number],
  typical: string,
  more: Partial<Omit<Kind, 'id' | 'family' | 'names' | 'massKg' | 'typical'>> = {},
): Kind {
  return { id, family, names: { en, fr }, massKg, typical, ...more };
}
