// A kind without a detailed entry becomes a cost-book entry priced by its family: the BOM range from the family
// worksheet, the BOM lines as shares of that range's middle, and every other figure the family's. Consumers
// (the estimator's analysis, landed cost, the matcher) read it like any entry; `basis` says it is family-level.
import type { CostBookEntry, MaterialShare } from '../types.ts';
import { computeRange, termValue } from '../worksheets/compute.ts';
import type { BomWorksheet } from '../worksheets/types.ts';
import { modelOf } from './should-cost.ts';
import type { Family, Kind } from './types.ts';

const EST = 'costlens-derivation-2026';

/** 'frying pan' → 'Frying pan'. */
export function labelOf(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The BOM lines of a family worksheet as shares of its mid-range cost (each material, part and packaging). */
function sharesOf(kind: Kind, family: Family, ws: BomWorksheet): MaterialShare[] {
  const model = modelOf(kind, family);
  const categories = [...model.materials.map((m) => m.category), ...model.parts.map((p) => p.category), 'Packaging'];
  const mids = ws.low.map((t, i) => (termValue(t) + termValue(ws.high[i]!)) / 2);
  const total = mids.reduce((a, b) => a + b, 0);
  const sourceIds = model.splitSourceIds.length > 0 ? [...model.splitSourceIds] : [EST];
  return ws.low.map((t, i) => ({
    name: t.label,
    category: categories[i] ?? 'Various',
    share: total > 0 ? mids[i]! / total : 0,
    sourceIds,
  }));
}

/** Every source the worksheet's inputs read, and the derivation that combines them. */
function sourcesRead(ws: BomWorksheet): string[] {
  const read = [...ws.low, ...ws.high].flatMap((t) => t.factors.map((f) => f.sourceId));
  return [EST, ...new Set(read.filter((id): id is string => id !== undefined && id !== EST))];
}

export function familyEntry(kind: Kind, family: Family, ws: BomWorksheet): CostBookEntry {
  const names = [...kind.names.en, ...kind.names.fr];
  return {
    id: kind.id,
    label: labelOf(kind.names.en[0] ?? kind.id),
    aliases: names,
    brands: [...(kind.brands ?? [])],
    cocoClasses: [],
    productQuery: kind.names.en[0] ?? kind.id,
    year: 2025,
    bomCad: { ...computeRange(ws), sourceIds: sourcesRead(ws) },
    materials: sharesOf(kind, family, ws),
    sizeScaled: family.sizeScaled,
    complexity: family.complexity,
    factors: family.factors,
    wholesale: family.wholesale,
    retail: family.retail,
    market: family.market,
    platforms: family.platforms,
    notes: [...family.notes],
    basis: {
      level: 'family',
      familyId: family.id,
      familyName: family.names.en[0] ?? family.id,
      familyNameFr: family.names.fr[0] ?? family.id,
      typical: kind.typical,
    },
  };
}
