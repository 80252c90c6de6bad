// Data for landed cost (duty, surtax, freight) per cost-book category. The calculator lives in
// packages/domain; these are its inputs, each with its provenance.
import type { WorksheetTerm } from '../worksheets/types.ts';

export interface TariffRate {
  /** Percent of the value for duty; null when no figure could be read from here. */
  pct: number | null;
  verified: boolean;
  sourceId: string | null;
  /** The year the rate was read for. */
  year: number | null;
}

export interface Surtax {
  pct: number;
  /** ISO country of origin it applies to. */
  origin: string;
  inForceFrom: string;
  scope: string;
  sourceId: string;
  /** Whether it applies to this category only if its tariff item is on the published list. */
  conditional: boolean;
}

export interface CategoryTariff {
  entryId: string;
  /** HS subheading (6 digits, Canadian Customs Tariff numbering) of a typical item: CostLens classification. */
  hs6: string;
  /** The 8-digit Canadian tariff item when one was read. */
  tariffItem: string | null;
  description: string;
  mfn: TariffRate;
  /** CUSMA preferential rates for US (UST) and Mexico (MXT/MUST) origin. */
  cusmaUs: TariffRate;
  cusmaMx: TariffRate;
  surtaxes: Surtax[];
  /** Where every rate must be confirmed. */
  officialUrl: string;
}

export interface UnitSize {
  entryId: string;
  /** Packaged weight of one typical item, kg (low, high). */
  kg: [number, number];
  /** Packaged dimensions of a typical item, cm (length, width, height). */
  cm: [number, number, number];
  /** Volume in m³ from the dimensions. */
  m3: number;
  judgement: string;
}

export type ShippingMode = 'courier' | 'air' | 'sea';

export interface ShippingRange {
  mode: ShippingMode;
  unit: 'CAD/kg' | 'CAD/m3';
  /** Null when no rate could be read from here. */
  low: number | null;
  high: number | null;
  lane: string;
  /** The arithmetic from the sourced rates, as worksheet terms (low and high). */
  worksheet: { low: WorksheetTerm[]; high: WorksheetTerm[] } | null;
  verified: boolean;
  note: string;
  officialUrl?: string;
}
