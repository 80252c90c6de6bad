// A family kind's BOM worksheet: for each side (a plain and a better-specified typical item), the kind's mass ×
// each material's share of it × that material's price, + the bought-in parts, + packaging. Every input names its
// source or judgement, so the audit and a test redo the arithmetic exactly as for the detailed entries.
import { FAMILY_MATERIAL_PRICES } from '../judgement.ts';
import { FX_INPUT, pack, part } from '../worksheets/build.ts';
import type { BomWorksheet, WorksheetInput, WorksheetTerm } from '../worksheets/types.ts';
import { materialPrice } from './materials.ts';
import type { Family, Kind, MaterialLine, PartLine } from './types.ts';

/** The material split, parts and packaging a kind is costed with: its own where it has them, else its family's. */
export function modelOf(kind: Kind, family: Family) {
  return {
    materials: kind.materials ?? family.model.materials,
    parts: kind.parts ?? family.model.parts,
    packagingCad: kind.packagingCad ?? family.model.packagingCad,
    // A kind's own split is CostLens judgement; the family's may rest on a source.
    splitSourceIds: kind.materials ? [] : family.model.splitSourceIds,
  };
}

function priceInputs(material: string): WorksheetInput[] {
  const price = materialPrice(material);
  if (price.basis.kind === 'exchange') {
    const { usdPerKg, asOf, sourceId } = price.basis;
    return [{ label: `${price.name} exchange price`, value: usdPerKg, unit: 'USD/kg', asOf, sourceId }, FX_INPUT];
  }
  return [
    {
      label: `${price.name} price`,
      value: price.cadPerKg,
      unit: 'CAD/kg',
      asOf: '2025',
      judgement: FAMILY_MATERIAL_PRICES.key,
    },
  ];
}

function materialTerm(line: MaterialLine, massKg: number, splitSourceIds: readonly string[]): WorksheetTerm {
  const share: WorksheetInput = {
    label: 'share of mass',
    value: line.massShare,
    unit: 'ratio',
    asOf: '2025',
    ...(splitSourceIds[0] ? { sourceId: splitSourceIds[0] } : { judgement: 'material-shares' }),
  };
  return {
    label: line.name,
    factors: [
      { label: 'item mass', value: massKg, unit: 'kg', asOf: '2025', judgement: 'typical-mass' },
      share,
      ...priceInputs(line.material),
    ],
  };
}

function side(kind: Kind, family: Family, at: 0 | 1): WorksheetTerm[] {
  const model = modelOf(kind, family);
  return [
    ...model.materials.map((m) => materialTerm(m, kind.massKg[at], model.splitSourceIds)),
    ...model.parts.map((p: PartLine) => part(p.label, p.cad[at])),
    pack(model.packagingCad[at]),
  ];
}

/** The worksheet of a kind priced by its family's should-cost model. */
export function familyWorksheet(kind: Kind, family: Family): BomWorksheet {
  return {
    entryId: kind.id,
    method: 'family',
    low: side(kind, family, 0),
    high: side(kind, family, 1),
    anchors: [],
    includesAssembly: false,
    note: `Estimated from similar products (${family.names.en[0]}): ${kind.typical}, by its mass, the family's material split and prices, bought-in parts and packaging.`,
  };
}
