// Constructors for worksheet inputs and terms, so the worksheet data reads like the arithmetic it is.
import { USD_CAD_RATE } from '../data/fx.ts';
import { MATERIAL_COST_PER_KG } from '../judgement.ts';
import type { WorksheetInput, WorksheetTerm } from './types.ts';

export type Material = keyof typeof MATERIAL_COST_PER_KG.value;

export const FX_INPUT: WorksheetInput = {
  label: 'USD→CAD (Bank of Canada annual average)',
  value: USD_CAD_RATE.value,
  unit: 'CAD/USD',
  asOf: String(USD_CAD_RATE.year),
  sourceId: USD_CAD_RATE.sourceId,
};

/** A USD figure read from a source. */
export function usd(label: string, value: number, asOf: string, sourceId: string): WorksheetInput {
  return { label, value, unit: 'USD', asOf, sourceId };
}

/** A USD figure read from a source, converted to CAD. */
export function usdTerm(label: string, input: WorksheetInput, ...more: WorksheetInput[]): WorksheetTerm {
  return { label, factors: [input, ...more, FX_INPUT] };
}

/** A mass of a material at the judgement price per kg of that material. */
export function mat(label: string, material: Material, kg: number): WorksheetTerm {
  return {
    label,
    factors: [
      { label: 'mass', value: kg, unit: 'kg', asOf: '2025', judgement: 'typical-mass' },
      {
        label: `${material} price`,
        value: MATERIAL_COST_PER_KG.value[material],
        unit: 'CAD/kg',
        asOf: '2025',
        judgement: MATERIAL_COST_PER_KG.key,
      },
    ],
  };
}

// London Metal Exchange prices reported in early January 2026 (USD per kg).
const METAL_USD_PER_KG = { aluminium: 3.0, copper: 12.487 } as const;

/** A mass of a metal at its reported exchange price, converted to CAD. */
export function metal(label: string, which: keyof typeof METAL_USD_PER_KG, kg: number): WorksheetTerm {
  return {
    label,
    factors: [
      { label: 'mass', value: kg, unit: 'kg', asOf: '2025', judgement: 'typical-mass' },
      {
        label: `${which} exchange price`,
        value: METAL_USD_PER_KG[which],
        unit: 'USD/kg',
        asOf: '2026-01',
        sourceId: 'lme-metals-2026-01',
      },
      FX_INPUT,
    ],
  };
}

/** A bought-in part at a judgement price. */
export function part(label: string, cad: number): WorksheetTerm {
  return {
    label,
    factors: [{ label: 'part price', value: cad, unit: 'CAD', asOf: '2025', judgement: 'purchased-part-prices' }],
  };
}

/** Retail packaging at a judgement allowance. */
export function pack(cad: number): WorksheetTerm {
  return {
    label: 'Packaging',
    factors: [{ label: 'allowance', value: cad, unit: 'CAD', asOf: '2025', judgement: 'packaging-allowance' }],
  };
}
