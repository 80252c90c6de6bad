// The cost book as one taxonomy: departments hold families, families hold product kinds. A family carries a
// should-cost model (what a typical item of it is made of, the parts it buys in, its packaging, the factors from
// BOM to retail and the market and platform judgements); a kind carries its names, its typical mass and, where
// it differs from its family, its own materials or parts. The 61 detailed entries are kinds whose every figure is
// the detailed entry's own (`entry`): they win over their family.
import type { CostBookEntry, Level } from '../types.ts';

/** The departments of a general retailer, as its store directory groups them. */
export const DEPARTMENTS = [
  'electronics',
  'appliances',
  'tools-hardware',
  'home-furniture',
  'kitchen-dining',
  'apparel-footwear',
  'sports-outdoor',
  'toys-baby',
  'health-beauty',
  'grocery',
  'pets',
  'automotive',
  'office-school',
  'music',
  'jewellery-accessories',
  'garden-patio',
  'party-seasonal',
  'books-media',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Words in both of Canada's languages: the first of each list is the label, the rest are other names. */
export interface Names {
  en: readonly string[];
  fr: readonly string[];
}

/** One material of a family's typical item, as a share of the item's mass. */
export interface MaterialLine {
  /** What the line is, as a BOM line reads ('Body and lid'). */
  name: string;
  /** A key of the material price table (taxonomy/materials.ts). */
  material: string;
  /** Fraction of the item's mass, 0–1; the lines of one model sum to 1 (±0.001). */
  massShare: number;
  /** The BOM category the line is charted under ('Metal', 'Plastic', 'Fabric', 'Components', 'Food'...). */
  category: string;
}

/** A bought-in part priced per unit, whatever the item weighs (a motor, a battery, a control board). */
export interface PartLine {
  label: string;
  /** CAD per unit for a plain and a better-specified typical item. */
  cad: readonly [number, number];
  /** The BOM category the line is charted under. */
  category: string;
}

/**
 * How a family's typical item is costed, the way a cost engineer estimates a part not torn down: mass × the
 * family's material split × material prices, + bought-in parts, + packaging. Conversion (labour, overhead,
 * tooling) and the steps to wholesale and retail are the family's factors, applied by the estimator's pricing
 * ladder as for every entry.
 */
export interface ShouldCostModel {
  materials: readonly MaterialLine[];
  parts: readonly PartLine[];
  /** Retail packaging in CAD per unit (low, high): a box, a bag, a label. */
  packagingCad: readonly [number, number];
  /** Sources of the material split (teardowns, life-cycle studies, product-category rules); [] when it is
   *  judgement, and then `splitJudgement` says why the split is what it is. */
  splitSourceIds: readonly string[];
  splitJudgement?: string;
}

/** The figures of a family that every kind in it shares, in the detailed entries' own shapes. */
export interface Family {
  id: string;
  department: Department;
  /** Plain words for the family, as the shopper is told an estimate comes from it ('small kitchen appliances'). */
  names: Names;
  model: ShouldCostModel;
  complexity: Level;
  /** Whether the apparent size in a photo moves the cost (furniture, luggage). */
  sizeScaled: boolean;
  factors: CostBookEntry['factors'];
  wholesale: CostBookEntry['wholesale'];
  retail: CostBookEntry['retail'];
  market: CostBookEntry['market'];
  platforms: CostBookEntry['platforms'];
  /** 1–3 short factual notes, each ending with its [source-id] tag. */
  notes: readonly string[];
  /** Customs classification of a typical item of the family: the HS subheading and the tariff items it can fall
   *  in (rows of the schedule in landed/), with why they differ and what of the subheading was left out. */
  tariff: { hs6: string; description: string; items: readonly string[]; why?: string; leftOut?: string };
  /** The Amazon.ca referral category its items sell under (a `referral:<category>` line of fees/canada.ts). */
  amazonCategory: string;
  /** Packed density of a typical item in kg per m³ (judgement), for its freight volume when a kind gives no size. */
  packedKgPerM3: number;
  /** Growth report id in data/growth.ts when the family has one of its own (else growth is shown, not scored). */
  growthReportId?: string;
}

/** One kind of product a shopper names ('frying pan'): its names, its family and what a typical one weighs. */
export interface Kind {
  id: string;
  family: string;
  /** Singular forms; plurals are read by the name matcher's own rules (irregular ones listed here too). */
  names: Names;
  /** Mass of a typical item in kg, plain to better-specified (judgement: typical-mass). */
  massKg: readonly [number, number];
  /** What the typical item is, so the judgement can be questioned ('a 24–28 cm aluminium pan'). */
  typical: string;
  /** A detailed entry of the cost book that prices this kind with its own figures (wins over the family). */
  entry?: string;
  /** Replaces the family's material split for this kind (same rules: shares of mass summing to 1). */
  materials?: readonly MaterialLine[];
  /** Replaces the family's bought-in parts for this kind. */
  parts?: readonly PartLine[];
  /** Replaces the family's packaging allowance. */
  packagingCad?: readonly [number, number];
  /** Words that, beside a name this kind shares with another kind, say it is this one ('spiral' for a paper
   *  notebook, 'gaming' for a notebook computer). */
  cues?: readonly string[];
  /** Brands sold in Canada that make mostly this kind (lower case): read as brands, never as the kind's name. */
  brands?: readonly string[];
  /** Packed size of a typical item in cm (length, width, height), where the family's density would mislead. */
  cm?: readonly [number, number, number];
  /** Why this kind's figures differ from its family's where a detailed entry is outside the family's range. */
  differsFromFamily?: string;
}
