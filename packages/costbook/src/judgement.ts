// Every judgement constant the estimator and the cost book use, in one place, each with its value, a one-line
// rationale and the sources that inform it (none where it is purely ours). A judgement is a choice a person
// made, not a measurement: it is listed here so a reader can see it, question it and move it; the estimator's
// sensitivity test shows which verdicts move when one does.
import type { CostBookEntry } from './types.ts';

type SaturationLevel = CostBookEntry['market']['saturation'];

export interface JudgementConstant {
  key: string;
  /** A number, or a small table of numbers (the value the code reads is the same object). */
  value: number | Readonly<Record<string, number>> | readonly number[];
  rationale: string;
  /** Sources that inform the choice; [] when it is purely a CostLens judgement. */
  sourceIds: readonly string[];
  /** Which code reads it. */
  usedBy: string;
}

function constant<V extends JudgementConstant['value']>(
  key: string,
  value: V,
  rationale: string,
  usedBy: string,
  sourceIds: readonly string[] = [],
): Omit<JudgementConstant, 'value'> & { value: V } {
  return { key, value, rationale, usedBy, sourceIds };
}

// --- Confidence (packages/estimator/src/confidence.ts) ---

export const AMBIGUOUS_CLASS_FACTOR = constant(
  'ambiguous-class-factor',
  0.6,
  'A detector class shared by several entries ("bottle" is five) names the entry less surely than its score says.',
  'estimator confidence: detection evidence',
);
export const USER_CORRECTION_EVIDENCE = constant(
  'user-correction-evidence',
  0.9,
  "A typed correction is the user's word, not checked against the photo, so it stops short of certainty.",
  'estimator confidence: user evidence',
);
export const DISAGREEMENT_WEIGHT = constant(
  'disagreement-weight',
  0.5,
  'A signal naming another entry removes half of its own strength from the evidence for the chosen one.',
  'estimator confidence: contradicting signals',
);
export const WEAK_EVIDENCE = constant(
  'weak-evidence',
  0.4,
  'Below 40 % evidence the analysis asks the user to correct the product before trusting any figure.',
  'estimator analysis: confidence note and recommendations',
);
export const ISBN_EVIDENCE = constant(
  'isbn-evidence',
  0.95,
  'An ISBN barcode (978/979) names a book; the 5 % left covers misread or relabelled codes.',
  'estimator identify.ts (its own copy today; should read this one)',
);
export const SIZE_CLASS_AREA = constant(
  'size-class-area',
  { small: 0.1, large: 0.5 } as const,
  'A box under 10 % of the frame reads as a small item and over 50 % as a large one (typical hand-held photos).',
  'estimator identify.ts (its own copy today; should read this one)',
);

// --- Market opportunity (packages/estimator/src/analysis.ts) ---

export const SATURATION_POINTS = constant(
  'saturation-points',
  { Low: 3, Medium: 2, High: 1, Oversaturated: 0 } satisfies Record<SaturationLevel, number>,
  'Fewer competing sellers leave more room for a newcomer; one point per saturation step.',
  'estimator opportunityOf',
);
export const GROWTH_POINTS_STRONG_PCT = constant(
  'growth-points-strong-pct',
  8,
  'A forecast CAGR of 8 % or more doubles a market in about nine years: worth two points.',
  'estimator opportunityOf',
);
export const GROWTH_POINTS_MODERATE_PCT = constant(
  'growth-points-moderate-pct',
  3,
  'Growth from 3 % (above typical inflation) earns one point.',
  'estimator opportunityOf',
);
export const DECLINING_TREND_PENALTY = constant(
  'declining-trend-penalty',
  1,
  'A declining category takes one point away: shrinking demand makes every sale harder.',
  'estimator opportunityOf',
);
export const OPPORTUNITY_BANDS = constant(
  'opportunity-bands',
  { excellent: 4, good: 3, fair: 2 } as const,
  'Of the 5 points possible, 4+ is Excellent, 3 Good, 2 Fair, less Poor.',
  'estimator opportunityOf',
);
export const GROWTH_FORECAST_MIN_END_YEAR = constant(
  'growth-forecast-min-end-year',
  2025,
  "A growth rate counts toward opportunity only while its report's forecast period still runs (ends 2025 or later) and it is measured for the category itself, not a proxy.",
  'estimator opportunityOf (growth basis)',
);
export const TREND_RISING_PCT = constant(
  'trend-rising-pct',
  4,
  'The cost book calls growth above 4 % a year Rising.',
  'cost book market.trend (tested)',
);
export const TREND_STABLE_PCT = constant(
  'trend-stable-pct',
  1,
  'Growth from 1 % to 4 % is Stable; below 1 % Declining.',
  'cost book market.trend (tested)',
);
export const MARKET_ESTIMATES = constant(
  'market-estimates',
  { competitorCountSignificantDigits: 1 },
  'Seller counts and saturation are CostLens orders of magnitude from browsing the categories, not counts from marketplace data (no API keys); shown as estimates.',
  'cost book market.competitorCount and market.saturation; estimator marks them as estimated',
);

// --- Make or buy (packages/estimator/src/analysis.ts) ---

export const MAKE_MARGIN_REQUIRED = constant(
  'make-margin-required',
  { Low: 0.15, Medium: 0.15, High: 0.3 },
  'Making must undercut the supplier by this much per unit to pay for set-up, quality risk and (for complex products) certification and yield.',
  'estimator makeOrBuy',
);
export const TOOLING_REFERENCE_RUN = constant(
  'tooling-reference-run',
  1000,
  "The cost book's tooling factor is moulds and fixtures spread over a first run of 1,000 units; an order of another size spreads the same fixed cost over its own units.",
  'estimator pricing ladder and makeOrBuy',
);

// --- Platform advice (packages/estimator/src/analysis-texts.ts) ---

export const MARKETING_COST_LEVELS = constant(
  'marketing-cost-levels',
  { ownStorefront: 3, etsyCrowded: 2, etsyOther: 1 },
  'An own storefront pays for every visit (High = 3); Etsy brings shoppers (Medium when crowded, else Low); marketplaces follow the competition level.',
  'estimator platform recommendations',
);

// --- Cost-book figures that are judgement, not measurement ---

export const COST_FACTORS = constant(
  'cost-factors',
  { electronicsLabourMin: 0.04, cutAndSewLabourMax: 0.45 },
  'Labour, overhead and tooling per unit are CostLens ratios to the BOM by kind of production (electronics assembly light, cut-and-sew heavy); no statistical table was read for them.',
  'cost book entry.factors',
);
export const WHOLESALE_TERMS = constant(
  'wholesale-terms',
  { unitPriceOverBomMin: 1.3, unitPriceOverBomMax: 1.85 },
  "MOQ, lead time and the factory's price over the BOM are CostLens orders of magnitude for contract manufacturing, not a measured sample of supplier listings.",
  'cost book entry.wholesale',
);
export const BRAND_MARKUP = constant(
  'brand-markup',
  { min: 1.25, max: 2.5 },
  "The brand's wholesale price over its manufacturing cost is a CostLens judgement per category (it pays design, marketing and returns).",
  'cost book entry.retail.wholesaleOverManufacturing',
);
export const MATERIAL_SHARES = constant(
  'material-shares',
  { decimals: 3 },
  'BOM shares that no teardown gives are CostLens estimates of where the material cost of a typical item goes.',
  'cost book entry.materials (lines citing only the CostLens derivation)',
);
export const PLATFORM_FIT = constant(
  'platform-fit',
  { levels: 4 },
  "Each category's fit per marketplace is a CostLens judgement from the platform's own rules (Etsy's creativity standards) and fee levels.",
  'cost book entry.platforms',
  ['etsy-creativity-standards'],
);
export const SEASONAL_PEAKS = constant(
  'seasonal-peaks',
  { decemberPeak: 12 },
  'Canadian retail peaks in December; category peaks (back-to-school, summer, winter sport) are CostLens judgement on top.',
  'cost book market.seasonalPeakMonths',
  ['statcan-20-10-0008'],
);
export const HARDWARE_SHARE_OF_LAUNCH_PRICE = constant(
  'hardware-share-of-launch-price',
  [0.35, 0.42] as const,
  'Current teardowns put parts at 35–42 % of launch price (Pixel Watch 35 %, Galaxy S23 Ultra 39 %, iPhone 16 Pro Max 40 %, iPhone 14 Pro Max 42 %); applying that band to a device without its own teardown is our judgement.',
  'cost book worksheets (laptop, low side)',
  ['exbulletin-pixel-watch-bom-2023', 'counterpoint-s23-ultra-bom-2023', 'tdcowen-iphone16-bom-2024'],
);
export const MATERIAL_COST_PER_KG = constant(
  'material-cost-per-kg',
  {
    plastic: 3,
    steel: 2,
    stainless: 6,
    glass: 1.5,
    ceramic: 2.5,
    wood: 2,
    textile: 9,
    leather: 18,
    foam: 4.5,
    rubber: 4,
    paperboard: 1.4,
    food: 2.5,
    composite: 10,
  },
  'Purchased-material prices in CAD per kg for the material-based worksheets, where no public price series was read from here; each worksheet line shows the mass it multiplies.',
  'cost book material worksheets',
);
export const TYPICAL_MASS = constant(
  'typical-mass',
  { decimals: 3 },
  'The mass of each material in a typical (medium) item, low and high, is CostLens judgement from common product weights; each worksheet line shows it.',
  'cost book material worksheets',
);
export const PURCHASED_PART_PRICES = constant(
  'purchased-part-prices',
  { decimals: 2 },
  'Bought-in parts (a magnetron, a heating element, a quartz movement, bicycle components) are priced per part in CAD by CostLens judgement; each appears as its own worksheet line.',
  'cost book material worksheets',
);
export const PACKAGING_ALLOWANCE = constant(
  'packaging-allowance',
  { decimals: 2 },
  'Retail packaging (box, inserts, labels) is a CAD allowance per unit by CostLens judgement, shown as its own line.',
  'cost book material worksheets',
);
export const PACKED_WEIGHT_FACTOR = constant(
  'packed-weight-factor',
  [1.1, 1.25] as const,
  "A retail box, inserts and labels add 10–25 % to an item's own weight; a kind priced by its family is shipped at its mass times this.",
  'cost book landed basics of family-priced kinds',
);
export const FAMILY_MATERIAL_PRICES = constant(
  'family-material-prices',
  { decimals: 2 },
  'Purchase prices per kg of the materials the family models use, where no exchange price was read; each row of taxonomy/materials.ts says why its level is what it is.',
  'cost book family worksheets',
);
export const FAMILY_ESTIMATE_CONFIDENCE = constant(
  'family-estimate-confidence',
  { ceiling: 0.55 },
  "An estimate from a product family describes a typical item of the family, not the shopper's own product: its confidence stops at 55 %, below any detailed entry's.",
  'estimator confidence of family-level estimates',
);
export const FEU_USABLE_M3 = constant(
  'feu-usable-m3',
  58,
  'About 58 m³ of a 40-ft container (67.7 m³ inside) holds cartons in practice; used to turn a container rate into a per-m³ figure.',
  'cost book shipping ranges (sea)',
);

export interface PlatformTraits {
  pros: readonly string[];
  cons: readonly string[];
}

/**
 * The pros and cons the analysis shows per platform: which points to show is judgement; each restates the
 * platform's own fee or policy page (the sources listed).
 */
export const PLATFORM_TRAITS = {
  key: 'platform-traits',
  rationale:
    "Each platform's pros and cons restate its own Canadian fee or policy page; choosing which two of each to show is ours.",
  usedBy: 'estimator platform recommendations',
  sourceIds: [
    'amazon-ca-pricing',
    'amazon-ca-fba-fees',
    'etsy-fees-policy',
    'etsy-creativity-standards',
    'shopify-pricing-ca',
    'ebay-ca-selling-fees',
    'ebay-ca-community-gst',
    'walmart-ca-pricing-policy',
  ],
  value: {
    'Amazon.ca': {
      pros: ['Largest Canadian marketplace reach', 'Optional FBA fulfilment ships and handles returns'],
      cons: ['Category referral fee on every sale', 'FBA fees per unit by size and weight, plus monthly storage'],
    },
    Etsy: {
      pros: ['Shoppers come for handmade, designed and vintage items', 'Low per-listing fee'],
      cons: [
        'Mass-produced resale does not meet its creativity standards',
        'Transaction, payment and Offsite Ads fees add up',
      ],
    },
    Shopify: {
      pros: ['No marketplace commission: the lowest fee per sale', 'Own brand, prices and customer list'],
      cons: ['Monthly subscription whether or not anything sells', 'The seller brings all the traffic'],
    },
    eBay: {
      pros: ['Strong for used, refurbished and collectible items', 'Auction or fixed-price listings'],
      cons: [
        'Final value fee is charged on the total, shipping included',
        'GST/HST is charged on fees to Canadian sellers',
      ],
    },
    'Walmart Marketplace': {
      pros: ['Large Canadian retail brand'],
      cons: ['Sellers must be approved', 'Items priced above other channels may be unpublished'],
    },
  } satisfies Record<CostBookEntry['platforms'][number]['platform'], PlatformTraits>,
} as const;

/** Every judgement constant, for the audit and for a screen that lists them. */
export const JUDGEMENT_CONSTANTS: readonly JudgementConstant[] = [
  AMBIGUOUS_CLASS_FACTOR,
  USER_CORRECTION_EVIDENCE,
  DISAGREEMENT_WEIGHT,
  WEAK_EVIDENCE,
  ISBN_EVIDENCE,
  SIZE_CLASS_AREA,
  SATURATION_POINTS,
  GROWTH_POINTS_STRONG_PCT,
  GROWTH_POINTS_MODERATE_PCT,
  DECLINING_TREND_PENALTY,
  OPPORTUNITY_BANDS,
  GROWTH_FORECAST_MIN_END_YEAR,
  TREND_RISING_PCT,
  TREND_STABLE_PCT,
  MARKET_ESTIMATES,
  MAKE_MARGIN_REQUIRED,
  TOOLING_REFERENCE_RUN,
  MARKETING_COST_LEVELS,
  COST_FACTORS,
  WHOLESALE_TERMS,
  BRAND_MARKUP,
  MATERIAL_SHARES,
  PLATFORM_FIT,
  SEASONAL_PEAKS,
  HARDWARE_SHARE_OF_LAUNCH_PRICE,
  MATERIAL_COST_PER_KG,
  TYPICAL_MASS,
  PURCHASED_PART_PRICES,
  PACKAGING_ALLOWANCE,
  PACKED_WEIGHT_FACTOR,
  FAMILY_MATERIAL_PRICES,
  FAMILY_ESTIMATE_CONFIDENCE,
  FEU_USABLE_M3,
];

/** Judgements held as text (listed with the constants; counted by the audit). */
export const JUDGEMENT_TEXTS = [PLATFORM_TRAITS] as const;

/** The constant with this key, or undefined. */
export function judgementConstant(key: string): JudgementConstant | undefined {
  return JUDGEMENT_CONSTANTS.find((c) => c.key === key);
}
