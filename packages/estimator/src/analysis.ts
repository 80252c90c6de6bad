/**
 * The full Analysis from one cost-book entry and how the photo was identified. This module is the numeric
 * core: every figure is a cost-book figure or arithmetic on it, with the judgement constants of
 * @costlens/costbook (passed in, so the sensitivity test can move them); the sentences shown to the user are
 * built in analysis-texts.ts. Nothing here looks anything up, so the same identification always gives the
 * same analysis.
 */
import {
  bomWorksheetOf,
  costBook,
  entryForKind,
  growthBasisOf,
  labelOf,
  materialsOf,
  readProductName,
} from '@costlens/costbook';
import type { CostBookEntry, GrowthBasis, Kind, NameReading, PlatformFee, SizeClass } from '@costlens/costbook';
import { Analysis } from '@costlens/contracts';
import type { AnalyzeHints, Opportunity } from '@costlens/contracts';

import { ANALYSIS_CONSTANTS } from './analysis-constants.ts';
import type { AnalysisConstants, LevelValue } from './analysis-constants.ts';
import * as texts from './analysis-texts.ts';
import { confidenceFor } from './confidence.ts';
import type { Signal } from './confidence.ts';
import { displayBrand } from './identify.ts';
import type { EstimatorIdentification } from './identify.ts';
import { identificationOf } from './identification-out.ts';

export interface BuildOptions {
  sizeClass: SizeClass;
  hints?: AnalyzeHints;
}

/** Thrown when a name the shopper typed is no kind the cost book knows; `choices` are the closest kinds. */
export class UnknownCategoryError extends Error {
  readonly code = 'unknown_category' as const;
  constructor(
    readonly text: string,
    readonly choices: readonly KindChoice[] = [],
  ) {
    super(texts.unknownCategoryMessage(text, choices.length > 0));
  }
}

/** A kind offered as a one-tap choice: its id and its label. */
export interface KindChoice {
  id: string;
  label: string;
}

/** The choice of a kind, labelled by its first English name. */
export function kindChoice(kind: Kind): KindChoice {
  return { id: kind.id, label: labelOf(kind.names.en[0] ?? kind.id) };
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * The BOM range for the apparent size. The cost book's range is for a typical item; where size moves
 * cost (`sizeScaled`), a small-looking object takes the lower half of the range and a large one the
 * upper half, so no multiplier is made up: the figures stay inside the sourced range.
 */
export function bomRangeFor(
  entry: CostBookEntry,
  sizeClass: SizeClass,
): { low: number; high: number; mid: number; scaled: boolean } {
  const { low, high } = entry.bomCad;
  const mid = (low + high) / 2;
  if (!entry.sizeScaled || sizeClass === 'medium') return { low, high, mid, scaled: false };
  const range = sizeClass === 'small' ? { low, high: mid } : { low: mid, high };
  return { ...range, mid: (range.low + range.high) / 2, scaled: true };
}

/** Whether an entry's BOM range already holds assembly (its anchor is a whole-set cost), so labour is not added. */
export function bomIncludesAssembly(entry: CostBookEntry): boolean {
  return bomWorksheetOf(entry.id)?.includesAssembly ?? false;
}

/**
 * Per-unit cost ladder for one item. Tooling is a fixed cost: the cost book's tooling factor is moulds and
 * fixtures spread over a reference run (judgement: tooling-reference-run), so an order of `units` carries
 * that fixed cost divided by its own size. Labour is left out when the BOM anchor already includes assembly.
 */
export function pricingLadder(
  entry: CostBookEntry,
  bom: number,
  units: number = entry.wholesale.moq,
  k: AnalysisConstants = ANALYSIS_CONSTANTS,
) {
  const categoryMid = (entry.bomCad.low + entry.bomCad.high) / 2;
  const labour = bomIncludesAssembly(entry) ? 0 : bom * entry.factors.labour;
  const overhead = bom * entry.factors.overhead;
  const toolingFixed = entry.factors.toolingPerUnit * categoryMid * k.toolingReferenceRun;
  const tooling = toolingFixed / Math.max(1, units);
  const manufacturing = bom + labour + overhead + tooling;
  const wholesale = manufacturing * entry.retail.wholesaleOverManufacturing;
  const retail = wholesale * entry.retail.retailOverWholesale;
  const buyUnit = bom * entry.wholesale.unitPriceOverBom;
  return { bom, labour, overhead, tooling, toolingFixed, units, manufacturing, wholesale, retail, buyUnit };
}

export type MakeBuyVerdict = 'Make' | 'Buy' | 'Compare quotes';

/**
 * Make or buy for one item, from its own numbers: making must undercut the supplier's unit price by the
 * margin its complexity requires (judgement: make-margin-required); buying wins when the supplier is no
 * dearer than making; between the two, both are worth quoting. Because tooling is a fixed cost spread over
 * the order, a small item and a large item of the same category can get different verdicts.
 */
export function makeOrBuy(
  complexity: LevelValue,
  makeUnit: number,
  buyUnit: number,
  k: AnalysisConstants = ANALYSIS_CONSTANTS,
): { verdict: MakeBuyVerdict; saving: number; required: number } {
  const saving = buyUnit > 0 ? 1 - makeUnit / buyUnit : 0;
  const required = k.makeMarginRequired[complexity];
  const verdict: MakeBuyVerdict = buyUnit <= makeUnit ? 'Buy' : saving >= required ? 'Make' : 'Compare quotes';
  return { verdict, saving, required };
}

/** Growth points: a strong or moderate forecast, only when the growth figure may be scored (its basis). */
export function growthPointsOf(growthPct: number, scored: boolean, k: AnalysisConstants = ANALYSIS_CONSTANTS): number {
  if (!scored) return 0;
  return growthPct >= k.growthStrongPct ? 2 : growthPct >= k.growthModeratePct ? 1 : 0;
}

/**
 * Opportunity from saturation and growth: saturation gives its points (judgement: saturation-points), growth
 * its points when the figure is the category's own and its forecast still runs, a declining trend takes
 * points away; the total falls in a band (judgement: opportunity-bands).
 */
export function opportunityOf(
  market: CostBookEntry['market'],
  growthScored = true,
  k: AnalysisConstants = ANALYSIS_CONSTANTS,
): Opportunity {
  const points =
    k.saturationPoints[market.saturation] +
    growthPointsOf(market.growthPct, growthScored, k) -
    (market.trend === 'Declining' ? k.decliningPenalty : 0);
  if (points >= k.opportunityBands.excellent) return 'Excellent';
  if (points >= k.opportunityBands.good) return 'Good';
  if (points >= k.opportunityBands.fair) return 'Fair';
  return 'Poor';
}

export function competitionLevel(saturation: CostBookEntry['market']['saturation']): LevelValue {
  return saturation === 'Low' ? 'Low' : saturation === 'Medium' ? 'Medium' : 'High';
}

const FIT_ORDER: Record<CostBookEntry['platforms'][number]['fit'], number> = {
  Excellent: 0,
  Good: 1,
  Fair: 2,
  Poor: 3,
};

/** The numbers of an analysis, before any sentence is written. */
export function analysisNumbers(
  identification: EstimatorIdentification,
  entry: CostBookEntry,
  sizeClass: SizeClass,
  k: AnalysisConstants = ANALYSIS_CONSTANTS,
) {
  const range = bomRangeFor(entry, sizeClass);
  const ladder = pricingLadder(entry, range.mid, entry.wholesale.moq, k);
  const makeBuy = makeOrBuy(entry.complexity, ladder.manufacturing, ladder.buyUnit, k);
  const growth: GrowthBasis | null = growthBasisOf(entry);
  const growthScored = growth?.scored ?? false;
  const opportunity = opportunityOf(entry.market, growthScored, k);
  const confidence = confidenceFor(identification.signals, entry.bomCad, undefined, entry.basis?.level === 'family');
  const materials = materialsOf(entry).map((m) => ({
    name: m.name,
    category: m.category,
    cost: round2(m.share * range.mid),
    percentage: round1(m.share * 100),
  }));
  const wholesaleMargin =
    ladder.wholesale > 0 ? round1(((ladder.wholesale - ladder.manufacturing) / ladder.wholesale) * 100) : 0;
  const retailMargin = ladder.retail > 0 ? round1(((ladder.retail - ladder.wholesale) / ladder.retail) * 100) : 0;
  return {
    range,
    ladder,
    makeBuy,
    growth,
    growthScored,
    growthPoints: growthPointsOf(entry.market.growthPct, growthScored, k),
    saturationPoints: k.saturationPoints[entry.market.saturation],
    opportunity,
    competition: competitionLevel(entry.market.saturation),
    confidence,
    materials,
    wholesaleMargin,
    retailMargin,
  };
}

export type AnalysisNumbers = ReturnType<typeof analysisNumbers>;

/** The full Analysis for an identified entry. */
export function buildAnalysis(
  identification: EstimatorIdentification,
  entry: CostBookEntry,
  options: BuildOptions,
): Analysis {
  const n = analysisNumbers(identification, entry, options.sizeClass);
  const { range, ladder, makeBuy, confidence } = n;
  const productName = options.hints?.productName?.trim() || identification.productName;
  const market = entry.market;
  const fees = new Map(costBook.platformFees.map((f) => [f.platform, f]));
  const platforms = [...entry.platforms]
    .sort((a, b) => FIT_ORDER[a.fit] - FIT_ORDER[b.fit])
    .map((p) => texts.platformRecommendation(p, fees.get(p.platform), entry, n.competition));
  const best = platforms[0];
  const bestFee = best ? fees.get(best.platform as PlatformFee['platform']) : undefined;
  const [leadMin, leadMax] = entry.wholesale.leadTimeDays;
  const moq = entry.wholesale.moq;
  const qualityControl: LevelValue =
    entry.complexity === 'Low' ? 'High' : entry.complexity === 'Medium' ? 'Medium' : 'Low';

  return Analysis.parse({
    productName,
    productCategory: identification.productCategory || entry.label,
    costBookEntry: entry.id,
    sources: texts.sourceLines(entry.id),
    confidence: confidence.percent,
    costRangeLow: round2(range.low),
    costRangeHigh: round2(range.high),
    stats: { materialCount: n.materials.length, complexity: entry.complexity },
    materials: n.materials,
    methodology: texts.methodology(identification, entry, n, options.sizeClass),
    confidenceNote: texts.confidenceNote(confidence, identification, entry),
    disclaimer: texts.disclaimer(entry),
    makeBuyAnalysis: {
      recommendation: makeBuy.verdict,
      reasoning: texts.makeBuyReasoning(entry, n),
      makeOption: {
        materialCost: round2(ladder.bom),
        laborCost: round2(ladder.labour),
        overheadCost: round2(ladder.overhead),
        toolingCost: round2(ladder.tooling),
        totalCost: round2(ladder.manufacturing),
        timeToMarket: texts.timeToMarket(leadMin, leadMax),
        qualityControl,
        scalability: texts.scalability(entry.complexity),
      },
      buyOption: {
        unitPrice: round2(ladder.buyUnit),
        totalCost: round2(ladder.buyUnit * moq),
        leadTime: `${leadMin}–${leadMax} days`,
        minimumOrder: moq,
        supplierOptions: [],
      },
    },
    pricingAnalysis: {
      bomCost: round2(ladder.bom),
      manufacturingCost: round2(ladder.manufacturing),
      wholesalePrice: round2(ladder.wholesale),
      retailPrice: round2(ladder.retail),
      profitMargins: { wholesaleMargin: n.wholesaleMargin, retailMargin: n.retailMargin },
      marketComparables: [],
    },
    realProducts: [],
    marketSaturation: {
      opportunity: n.opportunity,
      saturationLevel: market.saturation,
      competitorCount: market.competitorCount,
      marketGrowth: market.growthPct,
      entryBarriers: market.entryBarriers,
      trendAnalysis: { currentTrend: market.trend, futureOutlook: texts.futureOutlook(entry, n) },
      seasonality: {
        isSeasonalProduct: market.seasonalPeakMonths.length > 0,
        peakMonths: [...market.seasonalPeakMonths],
      },
      reasoning: texts.opportunityReasoning(entry, n),
      estimatedFields: ['competitorCount', 'saturationLevel'],
      growthScored: n.growthScored,
      growthNote: texts.growthNote(n),
    },
    platformRecommendations: platforms,
    marketInsights: [...entry.notes],
    recommendations: texts.recommendations(entry, n, best),
    businessTips: texts.businessTips(entry, n, bestFee),
    identification: identificationOf(identification),
    estimateBasis:
      entry.basis?.level === 'family'
        ? { level: 'family', family: entry.basis.familyName, typical: entry.basis.typical }
        : { level: 'detailed' },
  });
}

/** How strongly a reading of the shopper's words names its kind (their word, before the correction weight). */
const READING_STRENGTH: Record<NonNullable<NameReading['how']>, number> = {
  name: 1,
  head: 1,
  cue: 1,
  near: 0.8,
  brand: 0.6,
};

/**
 * Re-estimates from the user's words (a correction on the results screen, or a name typed beside a photo). The
 * category text is read first, then the name; the kind the words mean is what is estimated, whatever the photo
 * looked like. A brand read in the name is kept for the product query. Throws UnknownCategoryError, with the
 * closest kinds, when the words mean no kind the cost book knows.
 */
export function buildAnalysisFromCorrection(
  name: string,
  categoryText: string,
  base?: Pick<EstimatorIdentification, 'upc' | 'barcode' | 'productUrl'>,
): Analysis {
  const fromCategory = categoryText.trim() ? readProductName(categoryText) : null;
  const reading = fromCategory?.kind ? fromCategory : readProductName(name);
  const entry = reading.kind ? entryForKind(reading.kind.id) : undefined;
  if (!reading.kind || !entry || !reading.how) {
    const choices = [...(fromCategory?.choices ?? []), ...reading.choices];
    const unique = [...new Map(choices.map((k) => [k.id, k])).values()];
    throw new UnknownCategoryError(categoryText.trim() || name.trim(), unique.map(kindChoice));
  }
  const signals: Signal[] = [{ kind: 'user', strength: READING_STRENGTH[reading.how], agrees: true }];
  const brandWord = reading.brand ?? entry.brands.find((b) => ` ${name.toLowerCase()} `.includes(` ${b} `));
  const brand = brandWord ? displayBrand(brandWord) : null;
  const upc = base?.upc ?? null;
  const identification: EstimatorIdentification = {
    entryId: entry.id,
    productCategory: labelOf(reading.kind.names.en[0] ?? entry.label),
    productName: name.trim() || labelOf(reading.kind.names.en[0] ?? entry.label),
    productQuery: upc ?? (name.trim() || entry.productQuery),
    upc,
    brand,
    source: 'user',
    evidence: [
      texts.correctionEvidence(name, categoryText, reading.matched ? [reading.matched] : [reading.brand ?? '']),
    ],
    confidence: 0,
    sizeClass: 'medium',
    signals,
    detection: null,
    barcode: base?.barcode ?? null,
    productUrl: base?.productUrl ?? null,
    textMatch: null,
    ocr: { ran: false, reason: 'the user named the product' },
  };
  identification.confidence = Math.round(confidenceFor(signals, { low: 1, high: 1 }).evidence * 100);
  return buildAnalysis(identification, entry, { sizeClass: 'medium' });
}

/** The analysis of a product known by the user's words alone: the correction of an earlier analysis whose
 *  photo is no longer at hand. The barcode that analysis read (`upc`) stays with it. Throws
 *  UnknownCategoryError when the words name nothing the cost book prices. */
export function buildAnalysisFromWords(hints: AnalyzeHints, upc: string | null = null): Analysis {
  return buildAnalysisFromCorrection(hints.productName ?? '', hints.productCategory ?? '', {
    upc,
    barcode: null,
    productUrl: null,
  });
}
