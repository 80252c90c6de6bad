// packages/costbook/src/types.ts
export type Level = 'Low' | 'Medium' | 'High';
export type Fit = 'Excellent' | 'Good' | 'Fair' | 'Poor';
export type SizeClass = 'small' | 'medium' | 'large';
export interface Source {
  id: string;
  title: string;
  publisher: string;
  year: number;
  url: string;
  note?: string;
}
export interface MaterialShare {
  name: string; // 'Aluminium unibody'
  category: string; // use the spec's known categories where they fit: Processor, Screen, Components, Casing, Battery, Camera, Speaker, Memory, Sensor, Antenna, Various; else e.g. 'Fabric', 'Plastic', 'Glass', 'Packaging', 'Metal', 'Wood', 'Food', 'Paper', 'Rubber', 'Leather'
  share: number; // fraction of the BOM, 0..1; shares of one entry sum to 1 (±0.001)
  sourceIds: string[];
}
export interface PlatformFit {
  platform: 'Amazon.ca' | 'Etsy' | 'Shopify' | 'eBay' | 'Walmart Marketplace';
  fit: Fit;
  sourceIds: string[];
}
export interface CostBookEntry {
  id: string; // kebab-case, e.g. 'laptop'
  label: string; // 'Laptop'
  aliases: string[]; // lower-case words/phrases a user or OCR might use ('notebook', 'macbook', 'chromebook')
  brands: string[]; // well-known brands sold in Canada for this category (lower-case) — OCR lexicon
  cocoClasses: string[]; // COCO-80 class names that map here, exactly as COCO spells them ('laptop', 'cell phone', 'tv', 'cup', 'bottle', ...)
  productQuery: string; // generic shopping query ('laptop computer')
  year: number; // the year the figures describe
  bomCad: { low: number; high: number; sourceIds: string[] }; // raw-material BOM per unit in CAD for a typical (medium) item
  sizeScaled: boolean; // true when the apparent size of the object meaningfully scales cost (furniture, luggage, bottles); false for phones etc.
  complexity: Level;
  // multipliers applied to the BOM to get the other cost lines of make-vs-buy, per unit
  factors: { labour: number; overhead: number; toolingPerUnit: number; sourceIds: string[] };
  wholesale: { moq: number; leadTimeDays: [number, number]; unitPriceOverBom: number; sourceIds: string[] }; // typical factory/wholesale unit price = BOM * unitPriceOverBom
  retail: { wholesaleOverManufacturing: number; retailOverWholesale: number; sourceIds: string[] }; // keystone-style multipliers
  market: {
    competitorCount: number; // order of magnitude of active sellers on Amazon.ca-like marketplaces
    saturation: 'Low' | 'Medium' | 'High' | 'Oversaturated';
    growthPct: number; // annual market growth %, from a cited market report
    trend: 'Rising' | 'Stable' | 'Declining';
    seasonalPeakMonths: string[]; // e.g. ['Nov', 'Dec'] ; [] when not seasonal
    entryBarriers: string; // one sentence
    sourceIds: string[];
  };
  platforms: PlatformFit[]; // all five platforms, each with a fit
  notes: string[]; // 1-3 short factual notes (used as market insights), each ending with a [source-id] tag
  // Added after the first commit (optional so nothing built against the first version breaks); every entry in
  // costBook has it and its shares sum to 1 (tested). Use materialsOf(entry) for a non-optional list.
  materials?: MaterialShare[];
  /** Where the figures come from: the entry's own research ('detailed'), or its product family's should-cost
   *  model ('family', with the family's plain name), which gives a wider range and a lower confidence. */
  basis?: EntryBasis;
}
export type EntryBasis =
  | { level: 'detailed' }
  | { level: 'family'; familyId: string; familyName: string; familyNameFr: string; typical: string };
export interface CostBook {
  version: string;
  currency: 'CAD';
  sources: Source[];
  entries: CostBookEntry[];
  platformFees: PlatformFee[];
}
export interface PlatformFee {
  platform: PlatformFit['platform'];
  referralPct: string;
  fixedFees: string;
  summary: string;
  sourceIds: string[];
} // e.g. Amazon.ca referral 8–15 % by category, per published fee schedule
