import { z } from './zod.ts';
import { Money, Percent } from './common.ts';

export const AnalysisType = z.enum(['full', 'price', 'suppliers', 'url']);
export type AnalysisType = z.infer<typeof AnalysisType>;

export const Level = z.enum(['High', 'Medium', 'Low']);

/** One bill-of-materials line. Known categories get an icon; any other string is allowed. */
export const Material = z.object({
  name: z.string().min(1),
  category: z.string().min(1),
  cost: Money,
  percentage: z.number().finite().min(0).max(100),
});
export type Material = z.infer<typeof Material>;

export const KNOWN_MATERIAL_CATEGORIES = [
  'Processor',
  'Screen',
  'Components',
  'Casing',
  'Battery',
  'Camera',
  'Speaker',
  'Memory',
  'Sensor',
  'Antenna',
  'Various',
] as const;

export const MethodologyStep = z.object({
  step: z.string().min(1),
  /** What was done, in plain words for shoppers. */
  description: z.string(),
  /** How, for the curious: models, scores, cost-book entries and sources. Shown behind a disclosure. */
  detail: z.string().optional(),
});
export type MethodologyStep = z.infer<typeof MethodologyStep>;

/** One line of a figure's worksheet and where its inputs come from. */
export const SourceLine = z.object({
  /** Which figure the line builds, e.g. 'BOM low', 'anchor', 'note'. */
  figure: z.string(),
  text: z.string(),
  sources: z.array(z.object({ publisher: z.string(), year: z.number().int(), url: z.string().url().nullable() })),
});
export type SourceLine = z.infer<typeof SourceLine>;

export const SupplierOption = z.object({
  name: z.string(),
  location: z.string(),
  reliability: Level,
  price: Money,
  minimumOrder: z.number().int().nonnegative(),
  leadTime: z.string(),
});
export type SupplierOption = z.infer<typeof SupplierOption>;

export const MakeBuyAnalysis = z.object({
  recommendation: z.string(), // 'Make', 'Buy' or anything else (shown in a third colour)
  reasoning: z.string(),
  makeOption: z.object({
    materialCost: Money,
    laborCost: Money,
    overheadCost: Money,
    toolingCost: Money,
    totalCost: Money,
    timeToMarket: z.string(),
    qualityControl: Level,
    scalability: z.string(),
  }),
  buyOption: z.object({
    unitPrice: Money,
    totalCost: Money,
    leadTime: z.string(),
    minimumOrder: z.number().int().nonnegative(),
    supplierOptions: z.array(SupplierOption),
  }),
});
export type MakeBuyAnalysis = z.infer<typeof MakeBuyAnalysis>;

export const MarketComparable = z.object({
  productName: z.string(),
  brand: z.string(),
  source: z.string(),
  price: Money,
  similarity: z.number().finite().min(0).max(100),
});
export type MarketComparable = z.infer<typeof MarketComparable>;

export const PricingAnalysis = z.object({
  bomCost: Money,
  manufacturingCost: Money,
  wholesalePrice: Money,
  retailPrice: Money,
  profitMargins: z.object({ wholesaleMargin: z.number().finite(), retailMargin: z.number().finite() }),
  marketComparables: z.array(MarketComparable),
});
export type PricingAnalysis = z.infer<typeof PricingAnalysis>;

export const RealProduct = z.object({
  productId: z.string(),
  productName: z.string(),
  productImage: z.string(),
  price: z.string(),
  verified: z.boolean(),
  rating: z.number().finite().min(0).max(5).nullable(),
  supplierLocation: z.string(),
  minOrderQuantity: z.string(),
  supplierName: z.string(),
  description: z.string(),
  productUrl: z.string().url(),
  platform: z.string(),
  inStock: z.boolean(),
});
export type RealProduct = z.infer<typeof RealProduct>;

export const Opportunity = z.enum(['Excellent', 'Good', 'Fair', 'Poor']);
export type Opportunity = z.infer<typeof Opportunity>;
export const SaturationLevel = z.enum(['Low', 'Medium', 'High', 'Oversaturated']);
export type SaturationLevel = z.infer<typeof SaturationLevel>;

export const MarketSaturation = z.object({
  opportunity: Opportunity,
  saturationLevel: SaturationLevel,
  competitorCount: z.number().int().nonnegative(),
  marketGrowth: z.number().finite(),
  entryBarriers: z.string(),
  trendAnalysis: z.object({ currentTrend: z.string(), futureOutlook: z.string() }),
  seasonality: z.object({ isSeasonalProduct: z.boolean(), peakMonths: z.array(z.string()) }),
  reasoning: z.string(),
  /** Fields that are estimates rather than measurements (e.g. 'competitorCount', 'saturationLevel'). */
  estimatedFields: z.array(z.string()).optional(),
  /** Whether the growth figure counted toward the opportunity (false for a proxy or an expired forecast). */
  growthScored: z.boolean().optional(),
  /** What the growth figure is (its forecast period and scope) and why it was or was not scored. */
  growthNote: z.string().optional(),
});
export type MarketSaturation = z.infer<typeof MarketSaturation>;

export const PlatformRecommendation = z.object({
  platform: z.string(),
  suitability: Opportunity,
  expectedSales: z.string(),
  competitionLevel: Level,
  marketingCost: z.string(),
  feeStructure: z.string(),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  recommendation: z.string(),
});
export type PlatformRecommendation = z.infer<typeof PlatformRecommendation>;

/** How the product was recognised: lets price comparison search by UPC and the user correct it. */
export const Identification = z.object({
  productQuery: z.string(),
  upc: z.string().nullable(),
  brand: z.string().nullable(),
  source: z.enum(['barcode', 'text', 'detection', 'model', 'user']),
  evidence: z.array(z.string()),
  /**
   * How sure the identification is: 'named' (shown as the answer), 'probable' (ask "Probably X — is
   * that right?" and offer `candidates`) or 'refused'. Absent from providers that do not say.
   */
  outcome: z.enum(['named', 'probable', 'refused']).optional(),
  /** Up to three cost-book categories the photo supports, strongest first; score 0–1. */
  candidates: z
    .array(z.object({ categoryId: z.string().min(1), label: z.string().min(1), score: z.number().min(0).max(1) }))
    .max(3)
    .optional(),
});
export type Identification = z.infer<typeof Identification>;

/** The full analysis; confidence is a percent 0–100 everywhere (one scale, never 0–1). */
export const Analysis = z
  .object({
    productName: z.string().min(1),
    productCategory: z.string().min(1),
    /** The cost-book entry id the figures come from (for showing its worksheet lines). */
    costBookEntry: z.string().optional(),
    /** How the cost range was reached, line by line, with the source (publisher, year, address) behind each
     *  input: the "Sources" a sceptical reader follows. */
    sources: z.array(SourceLine).max(60).optional(),
    confidence: Percent,
    costRangeLow: Money,
    costRangeHigh: Money,
    stats: z.object({ materialCount: z.number().int().nonnegative(), complexity: z.string() }),
    materials: z.array(Material),
    methodology: z.array(MethodologyStep),
    confidenceNote: z.string(),
    disclaimer: z.string(),
    makeBuyAnalysis: MakeBuyAnalysis.optional(),
    pricingAnalysis: PricingAnalysis.optional(),
    realProducts: z.array(RealProduct).optional(),
    marketSaturation: MarketSaturation.optional(),
    platformRecommendations: z.array(PlatformRecommendation).optional(),
    marketInsights: z.array(z.string()),
    recommendations: z.array(z.string()),
    businessTips: z.array(z.string()),
    identification: Identification.optional(),
    /** Where the figures come from: research on this kind of product ('detailed'), or an estimate from similar
     *  products ('family': a wider range, a lower confidence, and every panel says so). */
    estimateBasis: z
      .object({
        level: z.enum(['detailed', 'family']),
        /** The family in plain words ('pots and pans'), for a family-level estimate. */
        family: z.string().min(1).optional(),
        /** The typical item the family estimate describes ('a 24–30 cm aluminium pan'). */
        typical: z.string().min(1).optional(),
      })
      .optional(),
  })
  .refine((a) => a.costRangeLow <= a.costRangeHigh, {
    message: 'costRangeLow must not exceed costRangeHigh',
    path: ['costRangeLow'],
  });
export type Analysis = z.infer<typeof Analysis>;

/** An analysis as the API returns it after storing it: the id is the real, unguessable one. */
export const AnalysisWithId = z.intersection(Analysis, z.object({ id: z.string().min(1) }));
export type AnalysisWithId = z.infer<typeof AnalysisWithId>;

export const AnalyzeResponse = z.object({
  success: z.literal(true),
  analysis: AnalysisWithId,
  /** A correction (`replaces` in the form) keeps the analysis' id: this is that id, the same as `analysis.id`. */
  replaced: z.string().optional(),
});
export type AnalyzeResponse = z.infer<typeof AnalyzeResponse>;

export const IdentifyResponse = z.object({
  productQuery: z.string().min(1),
  upc: z.string().nullable().optional(),
  identification: Identification.optional(),
});
export type IdentifyResponse = z.infer<typeof IdentifyResponse>;

/** Optional hints sent with an image: a user's correction of name or category, and the chosen type. */
export const AnalyzeHints = z.object({
  productName: z.string().trim().max(200).optional(),
  productCategory: z.string().trim().max(100).optional(),
  /** A re-estimate: the id of this device's earlier analysis of the same photo, removed when unshared. */
  replaces: z.string().trim().max(64).optional(),
  /** The Idempotency-Keys an offline capture was sent under before its name was typed, space-separated:
   *  an analysis one of them already stored (its answer lost on the way) is corrected, not made twice. */
  supersedes: z.string().trim().max(2048).optional(),
});
export type AnalyzeHints = z.infer<typeof AnalyzeHints>;
