// Data for landed cost (duty, surtax, freight) per cost-book category. The calculator lives in
// packages/domain; these are its inputs, each with its provenance.
import type { WorksheetTerm } from '../worksheets/types.ts';

export interface TariffRate {
  /** The lowest and highest percent of the value for duty over the category's tariff items; both null when
   *  no ad valorem rate could be read. Equal when every item pays the same. */
  low: number | null;
  high: number | null;
  verified: boolean;
  sourceId: string | null;
  /** The Customs Tariff edition the rates were read in, e.g. 'T2026-2'. */
  edition: string | null;
}

/** One tariff item of the schedule, its columns as written and the rates read from them. */
export interface TariffItemRate {
  tariffItem: string;
  description: string;
  /** The MFN column as the schedule writes it: 'Free', '6.5%', '11.64¢/kg plus 8.5%'. */
  mfnText: string;
  /** The preferential column as the schedule writes it. */
  preferentialText: string;
  /** Ad valorem percent; null for a rate by weight or a treatment not listed. */
  mfnPct: number | null;
  cusmaUsPct: number | null;
  cusmaMxPct: number | null;
  /** The treatments that are not free, with their rates as written (e.g. GPT 5%). */
  otherPreferential: Array<{ treatment: string; rate: string }>;
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
  /** The tariff item when the category has one; null when a typical item may fall in several (`items`). */
  tariffItem: string | null;
  /** The tariff items a typical item of the category can fall in, with their rates. */
  items: TariffItemRate[];
  description: string;
  /** The ranges over `items` of the MFN rate and of the CUSMA rates for US (UST) and Mexican (MXT) goods. */
  mfn: TariffRate;
  cusmaUs: TariffRate;
  cusmaMx: TariffRate;
  /** Why the items differ, in plain words; set whenever there are several items. */
  rangeNote: string | null;
  /** Items of the same subheading not counted, and their rates. */
  leftOut: string | null;
  edition: { id: string; inForce: string; url: string };
  surtaxes: Surtax[];
  /** The CBSA page of the category's chapter, where every rate must be confirmed. */
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
