/**
 * The full Analysis of spec §3 from one cost-book entry and how the photo was identified. Every
 * figure is a cost-book figure or arithmetic on them (the rules are next to each section); nothing
 * here looks anything up, so the same identification always gives the same analysis.
 */
import { costBook, findEntryById, materialsOf, matchEntryByText } from '@costlens/costbook';
import type { CostBookEntry, PlatformFee, PlatformFit, SizeClass } from '@costlens/costbook';
import { Analysis } from '@costlens/contracts';
import type {
  AnalyzeHints,
  Identification,
  MethodologyStep,
  Opportunity,
  PlatformRecommendation,
} from '@costlens/contracts';

import { shortLabel } from './category-map.ts';
import { confidenceFor, WEAK_EVIDENCE } from './confidence.ts';
import type { ConfidenceResult, Signal } from './confidence.ts';
import { displayBrand } from './identify.ts';
import type { EstimatorIdentification } from './identify.ts';

type LevelValue = 'High' | 'Medium' | 'Low';

export interface BuildOptions {
  sizeClass: SizeClass;
  hints?: AnalyzeHints;
}

/** Thrown when a correction names nothing the cost book prices. */
export class UnknownCategoryError extends Error {
  readonly code = 'unknown_category' as const;
  constructor(readonly text: string) {
    super(
      `CostLens has no cost data for "${text}". Try a common name such as "kettle", "backpack" or "peanut butter jar".`,
    );
  }
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const round1 = (v: number) => Math.round(v * 10) / 10;
const money = (v: number) => `CAD ${v.toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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

/** Per-unit cost ladder from the BOM midpoint and the entry's multipliers. */
export function pricingLadder(entry: CostBookEntry, bom: number) {
  const labour = bom * entry.factors.labour;
  const overhead = bom * entry.factors.overhead;
  const tooling = bom * entry.factors.toolingPerUnit;
  const manufacturing = bom + labour + overhead + tooling;
  const wholesale = manufacturing * entry.retail.wholesaleOverManufacturing;
  const retail = wholesale * entry.retail.retailOverWholesale;
  const buyUnit = bom * entry.wholesale.unitPriceOverBom;
  return { bom, labour, overhead, tooling, manufacturing, wholesale, retail, buyUnit };
}

/**
 * Make or buy, by rule: complex products (High) are bought, since tooling, certification and yield
 * favour an established factory; otherwise make only when the per-unit make cost undercuts the
 * supplier's unit price by at least 15 % (the margin that pays for set-up and quality risk); when
 * neither holds, both are worth quoting.
 */
export function makeOrBuy(
  complexity: LevelValue,
  makeUnit: number,
  buyUnit: number,
): 'Make' | 'Buy' | 'Compare quotes' {
  if (complexity === 'High' || buyUnit <= makeUnit) return 'Buy';
  if (makeUnit <= buyUnit * 0.85) return 'Make';
  return 'Compare quotes';
}

const SATURATION_POINTS: Record<CostBookEntry['market']['saturation'], number> = {
  Low: 3,
  Medium: 2,
  High: 1,
  Oversaturated: 0,
};

/**
 * Opportunity from saturation and growth: saturation gives 3 (Low) to 0 (Oversaturated) points,
 * annual growth ≥ 8 % gives 2 and ≥ 3 % gives 1, a declining trend takes 1 away;
 * ≥ 4 points Excellent, 3 Good, 2 Fair, less Poor.
 */
export function opportunityOf(market: CostBookEntry['market']): Opportunity {
  const growth = market.growthPct >= 8 ? 2 : market.growthPct >= 3 ? 1 : 0;
  const points = SATURATION_POINTS[market.saturation] + growth - (market.trend === 'Declining' ? 1 : 0);
  if (points >= 4) return 'Excellent';
  if (points === 3) return 'Good';
  if (points === 2) return 'Fair';
  return 'Poor';
}

function competitionLevel(saturation: CostBookEntry['market']['saturation']): LevelValue {
  return saturation === 'Low' ? 'Low' : saturation === 'Medium' ? 'Medium' : 'High';
}

const FIT_ORDER: Record<PlatformFit['fit'], number> = { Excellent: 0, Good: 1, Fair: 2, Poor: 3 };

/** Marketing effort by platform kind: own storefronts bring no traffic, marketplaces sell ads against the competition. */
function marketingCostFor(platform: PlatformFit['platform'], competition: LevelValue): string {
  if (platform === 'Shopify')
    return 'High: an own storefront brings no shoppers, so every visit is paid for or earned through content';
  if (platform === 'Etsy')
    return `${competition === 'High' ? 'Medium' : 'Low'}: Etsy Ads optional; Offsite Ads fees apply to attributed sales`;
  return `${competition}: sponsored listings are needed to be seen when competition is ${competition.toLowerCase()}`;
}

/**
 * What each platform's own fee and policy pages (the cost book's platformFees and their sources)
 * say for and against selling there, restated as pros and cons; nothing beyond those pages.
 */
const PLATFORM_TRAITS: Record<PlatformFit['platform'], { pros: string[]; cons: string[] }> = {
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
    pros: ['No monthly subscription and no listing fee'],
    cons: ['Sellers must be approved', 'Items priced above other channels may be unpublished'],
  },
};

function platformRecommendation(
  fit: PlatformFit,
  fee: PlatformFee | undefined,
  entry: CostBookEntry,
  competition: LevelValue,
): PlatformRecommendation {
  const label = shortLabel(entry);
  const traits = PLATFORM_TRAITS[fit.platform];
  const pros = [...traits.pros];
  const cons = [...traits.cons];
  if (fit.fit === 'Excellent' || fit.fit === 'Good') pros.unshift(`${fit.fit} fit for ${label} in the cost book`);
  else cons.unshift(`${fit.fit} fit for ${label} in the cost book`);
  if (competition === 'High')
    cons.push(`Crowded category: about ${entry.market.competitorCount.toLocaleString('en-CA')} active sellers`);
  const recommendation =
    fit.fit === 'Excellent'
      ? `List ${label} here first.`
      : fit.fit === 'Good'
        ? `A good second channel for ${label}.`
        : fit.fit === 'Fair'
          ? `Only with a clear niche or bundle; test with a few listings.`
          : `Not recommended for ${label}.`;
  return {
    platform: fit.platform,
    suitability: fit.fit,
    expectedSales: `Not estimated offline: no marketplace sales data without an API key (fit ${fit.fit})`,
    competitionLevel: competition,
    marketingCost: marketingCostFor(fit.platform, competition),
    feeStructure: fee ? `${fee.referralPct}. ${fee.fixedFees}. ${fee.summary}` : "See the platform's fee page",
    pros,
    cons,
    recommendation,
  };
}

function sourceList(ids: readonly string[]): string {
  const byId = new Map(costBook.sources.map((s) => [s.id, s]));
  return [...new Set(ids)]
    .map((id) => {
      const s = byId.get(id);
      return s ? `${s.publisher} ${s.year} [${id}]` : `[${id}]`;
    })
    .join('; ');
}

function visualSteps(id: EstimatorIdentification): MethodologyStep[] {
  const steps: MethodologyStep[] = [];
  if (id.source === 'user') {
    steps.push({
      step: 'Visual Analysis',
      description: "Skipped: the product was named by the user's correction, so the photo was not re-read.",
    });
    return steps;
  }
  const code = id.barcode;
  steps.push({
    step: 'Barcode Scan',
    description: code
      ? code.kind === 'gtin'
        ? `zxing-wasm read ${code.format} ${code.gtin}; its check digit is valid, so price search can use the exact code.`
        : `zxing-wasm read a QR code holding ${code.url}${code.gtin ? ` (GTIN ${code.gtin})` : ''}.`
      : 'zxing-wasm found no UPC/EAN barcode or product QR code in the photo.',
  });
  const box = id.detection;
  steps.push({
    step: 'Visual Analysis',
    description: box
      ? `CenterNet COCO detector (MobileNetV3, from @vladmandic/human) found "${box.label}" (score ${box.score.toFixed(2)}) covering ${Math.round(box.area * 100)} % of the frame, chosen as the most salient box by score, size and centredness.`
      : 'CenterNet COCO detector (MobileNetV3, from @vladmandic/human) found no product class it knows with a usable score and size.',
  });
  if (id.ocr.ran) {
    const hits = id.textMatch?.hits.map((h) => `"${h.term}" (${h.kind})`).join(', ');
    steps.push({
      step: 'Text Recognition',
      description: `${id.ocr.engine ?? 'OCR'} read the packaging because ${id.ocr.reason}; ${hits ? `matched ${hits} in the cost-book lexicon` : 'no cost-book product or brand word was recognised'}.`,
    });
  } else {
    steps.push({ step: 'Text Recognition', description: `Not run: ${id.ocr.reason}.` });
  }
  return steps;
}

function confidenceNoteFor(c: ConfidenceResult, id: EstimatorIdentification, entry: CostBookEntry): string {
  const parts = [
    `Evidence for "${entry.label}" is ${Math.round(c.evidence * 100)} % (${id.evidence.length ? id.evidence.join('; ') : 'no signals'}).`,
  ];
  parts.push(
    `The cost book's range (CAD ${entry.bomCad.low}–${entry.bomCad.high}) allows at most ${Math.round(c.ceiling * 100)} %.`,
  );
  parts.push(`Confidence is the lower of the two, limited here by the ${c.limitedBy}.`);
  if (c.evidence < WEAK_EVIDENCE)
    parts.push('The identification is weak: correct the product name or category to re-estimate.');
  return parts.join(' ');
}

/** The full Analysis for an identified entry. */
export function buildAnalysis(
  identification: EstimatorIdentification,
  entry: CostBookEntry,
  options: BuildOptions,
): Analysis {
  const sizeClass = options.sizeClass;
  const range = bomRangeFor(entry, sizeClass);
  const ladder = pricingLadder(entry, range.mid);
  const confidence = confidenceFor(identification.signals, entry.bomCad);
  const materialsBook = materialsOf(entry);
  const materials = materialsBook.map((m) => ({
    name: m.name,
    category: m.category,
    cost: round2(m.share * range.mid),
    percentage: round1(m.share * 100),
  }));
  const productName = options.hints?.productName?.trim() || identification.productName;
  const market = entry.market;
  const competition = competitionLevel(market.saturation);
  const opportunity = opportunityOf(market);
  const fees = new Map(costBook.platformFees.map((f) => [f.platform, f]));
  const platforms = [...entry.platforms]
    .sort((a, b) => FIT_ORDER[a.fit] - FIT_ORDER[b.fit])
    .map((p) => platformRecommendation(p, fees.get(p.platform), entry, competition));

  const recommendation = makeOrBuy(entry.complexity, ladder.manufacturing, ladder.buyUnit);
  const [leadMin, leadMax] = entry.wholesale.leadTimeDays;
  const moq = entry.wholesale.moq;
  const qualityControl: LevelValue =
    entry.complexity === 'Low' ? 'High' : entry.complexity === 'Medium' ? 'Medium' : 'Low';

  const sizeText = range.scaled
    ? `apparent size ${sizeClass} (box ${Math.round((identification.detection?.area ?? 0) * 100)} % of the frame), so the ${sizeClass === 'small' ? 'lower' : 'upper'} half of the range is used`
    : entry.sizeScaled
      ? 'apparent size medium, so the full range is used'
      : "size does not change this category's cost, so the full range is used";
  const methodology: MethodologyStep[] = [
    ...visualSteps(identification),
    {
      step: 'Component Matching',
      description: `Matched to the cost-book category "${entry.label}" (${entry.id}) by ${identification.source === 'user' ? "the user's correction" : identification.source === 'text' ? 'packaging text' : identification.source === 'barcode' ? 'packaging text and detection (the barcode gives the exact product)' : 'the detected object class'}; its bill of materials has ${materials.length} lines with cost shares from ${sourceList(materialsBook.flatMap((m) => m.sourceIds))}.`,
    },
    {
      step: 'Cost Estimation',
      description: `Cost book ${costBook.version}, entry ${entry.id}, ${entry.year} figures in CAD: raw-material BOM CAD ${entry.bomCad.low}–${entry.bomCad.high} per unit (${sourceList(entry.bomCad.sourceIds)}); ${sizeText}. Material costs are each share × the midpoint ${money(range.mid)}; labour ${Math.round(entry.factors.labour * 100)} %, overhead ${Math.round(entry.factors.overhead * 100)} % and tooling ${Math.round(entry.factors.toolingPerUnit * 100)} % of BOM (${sourceList(entry.factors.sourceIds)}).`,
    },
    {
      step: 'Market Research',
      description: `Market figures from the cost book, not a live search (no API keys): ${market.saturation.toLowerCase()} saturation, about ${market.competitorCount.toLocaleString('en-CA')} sellers, ${market.growthPct} % annual growth (${sourceList(market.sourceIds)}); platform fees from the published schedules.`,
    },
    {
      step: 'Quality Assessment',
      description: `Confidence ${confidence.percent} %: the lower of the evidence (${Math.round(confidence.evidence * 100)} %) and the cost book's range ceiling (${Math.round(confidence.ceiling * 100)} %).`,
    },
  ];

  const wholesaleMargin =
    ladder.wholesale > 0 ? round1(((ladder.wholesale - ladder.manufacturing) / ladder.wholesale) * 100) : 0;
  const retailMargin = ladder.retail > 0 ? round1(((ladder.retail - ladder.wholesale) / ladder.retail) * 100) : 0;
  const peak = market.seasonalPeakMonths;

  const recommendations: string[] = [];
  if (confidence.evidence < WEAK_EVIDENCE)
    recommendations.push(
      'Check the product name and category above and correct them if wrong: every figure follows from the category.',
    );
  recommendations.push(
    recommendation === 'Make'
      ? `Making it looks cheaper: about ${money(ladder.manufacturing)} a unit against ${money(ladder.buyUnit)} from a supplier.`
      : recommendation === 'Buy'
        ? `Buy from a supplier: about ${money(ladder.buyUnit)} a unit at a ${moq}-unit minimum order${entry.complexity === 'High' ? ", since a high-complexity product needs a factory's tooling and certification" : ', no more than making it'}.`
        : `Get supplier quotes before deciding: making (~${money(ladder.manufacturing)}) and buying (~${money(ladder.buyUnit)}) cost about the same per unit.`,
  );
  recommendations.push(
    `Aim for a retail price near ${money(ladder.retail)}: the raw materials are ${Math.round((ladder.bom / ladder.retail) * 100)} % of it at the cost book's usual markups.`,
  );
  if (opportunity === 'Poor' || opportunity === 'Fair')
    recommendations.push(
      `The market opportunity is ${opportunity.toLowerCase()} (${market.saturation.toLowerCase()} saturation, ${market.growthPct} % growth): compete on a niche, bundle or brand rather than price.`,
    );
  else
    recommendations.push(
      `The market opportunity is ${opportunity.toLowerCase()}: ${market.saturation.toLowerCase()} saturation with ${market.growthPct} % annual growth.`,
    );
  const best = platforms[0];
  if (best)
    recommendations.push(`Start on ${best.platform} (${best.suitability.toLowerCase()} fit for this category).`);

  const businessTips: string[] = [
    `Budget about ${money(ladder.buyUnit * moq)} for a first order: ${moq} units at ~${money(ladder.buyUnit)}.`,
    `Order ${leadMin}–${leadMax} days before you need stock${peak.length ? `, so it lands before the ${peak.join(', ')} peak` : ''}.`,
    `Entry barriers: ${market.entryBarriers}`,
  ];
  const fee = best ? fees.get(best.platform as PlatformFee['platform']) : undefined;
  if (fee) businessTips.push(`Price in ${fee.platform} fees: ${fee.referralPct}.`);

  const identificationOut: Identification = {
    productQuery: identification.productQuery,
    upc: identification.upc,
    brand: identification.brand,
    source: identification.source,
    evidence: identification.evidence,
  };

  return Analysis.parse({
    productName,
    productCategory: entry.label,
    confidence: confidence.percent,
    costRangeLow: round2(range.low),
    costRangeHigh: round2(range.high),
    stats: { materialCount: materials.length, complexity: entry.complexity },
    materials,
    methodology,
    confidenceNote: confidenceNoteFor(confidence, identification, entry),
    disclaimer: `Estimates for the ${shortLabel(entry)} category from the CostLens cost book (${entry.year} figures, CAD, cited sources), not a quote for this exact item. The range is raw materials only; real costs vary with supplier, volume, materials, duties and exchange rates. No supplier, marketplace or price search was made: no API keys are configured.`,
    makeBuyAnalysis: {
      recommendation,
      reasoning: `Per unit, making costs about ${money(ladder.manufacturing)} (materials ${money(ladder.bom)} plus labour, overhead and tooling at the cost book's factors); a supplier's typical unit price is about ${money(ladder.buyUnit)} (${entry.wholesale.unitPriceOverBom}× BOM). Complexity is ${entry.complexity.toLowerCase()}.`,
      makeOption: {
        materialCost: round2(ladder.bom),
        laborCost: round2(ladder.labour),
        overheadCost: round2(ladder.overhead),
        toolingCost: round2(ladder.tooling),
        totalCost: round2(ladder.manufacturing),
        timeToMarket: `Longer than buying: design, tooling and samples come before a first batch (buying takes ${leadMin}–${leadMax} days)`,
        qualityControl,
        scalability:
          entry.complexity === 'High'
            ? 'Hard: needs factory lines, certification and component allocation'
            : entry.complexity === 'Medium'
              ? 'Moderate: contract manufacturers can scale a proven design'
              : 'Easy: simple processes scale with contract manufacturers',
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
      profitMargins: { wholesaleMargin, retailMargin },
      marketComparables: [],
    },
    realProducts: [],
    marketSaturation: {
      opportunity,
      saturationLevel: market.saturation,
      competitorCount: market.competitorCount,
      marketGrowth: market.growthPct,
      entryBarriers: market.entryBarriers,
      trendAnalysis: {
        currentTrend: market.trend,
        futureOutlook: `The cited market report projects ${market.growthPct} % annual growth (${sourceList(market.sourceIds)}).`,
      },
      seasonality: { isSeasonalProduct: peak.length > 0, peakMonths: [...peak] },
      reasoning: `Opportunity ${opportunity}: ${market.saturation} saturation scores ${SATURATION_POINTS[market.saturation]} of 3 and ${market.growthPct} % growth scores ${market.growthPct >= 8 ? 2 : market.growthPct >= 3 ? 1 : 0} of 2${market.trend === 'Declining' ? ', less 1 for a declining trend' : ''} (≥ 4 Excellent, 3 Good, 2 Fair, less Poor).`,
    },
    platformRecommendations: platforms,
    marketInsights: [...entry.notes],
    recommendations,
    businessTips,
    identification: identificationOut,
  });
}

/**
 * Re-estimates from the user's words (spec: a correction on the results screen). The category text
 * is matched first, then the name; a brand found in the name is kept for the product query.
 */
export function buildAnalysisFromCorrection(
  name: string,
  categoryText: string,
  base?: EstimatorIdentification,
): Analysis {
  const match = (categoryText.trim() && matchEntryByText(categoryText)) || matchEntryByText(name);
  if (!match) throw new UnknownCategoryError(categoryText.trim() || name.trim());
  const entry = findEntryById(match.entry.id) ?? match.entry;
  const brandWord = match.entry.brands.find((b) => ` ${name.toLowerCase()} `.includes(` ${b} `));
  // An exact alias or label word is the user's full word for it; a brand alone leaves the category implied.
  const aliasMatched = match.matched.some((m) => !entry.brands.includes(m));
  const signals: Signal[] = [{ kind: 'user', strength: aliasMatched ? 1 : 0.6, agrees: true }];
  const brand = brandWord ? displayBrand(brandWord) : null;
  const upc = base?.upc ?? null;
  const identification: EstimatorIdentification = {
    entryId: entry.id,
    productCategory: entry.label,
    productName: name.trim() || entry.label,
    productQuery: upc ?? (name.trim() || entry.productQuery),
    upc,
    brand,
    source: 'user',
    evidence: [
      `user correction: "${[name.trim(), categoryText.trim()].filter(Boolean).join(' / ')}" matched ${match.matched.map((m) => `"${m}"`).join(', ')}`,
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
