// The sentences of an analysis, written from numbers the numeric core (analysis.ts) already computed. Nothing
// here decides anything: a text can change without a verdict changing, and the other way round.
import { costBook, MARKETING_COST_LEVELS, PLATFORM_TRAITS, WEAK_EVIDENCE, worksheetLines } from '@costlens/costbook';
import type { CostBookEntry, PlatformFee, PlatformFit, SizeClass } from '@costlens/costbook';
import type { MethodologyStep, PlatformRecommendation, SourceLine } from '@costlens/contracts';

import type { LevelValue } from './analysis-constants.ts';
import type { AnalysisNumbers } from './analysis.ts';
import { shortLabel } from './category-map.ts';
import type { ConfidenceResult } from './confidence.ts';
import type { EstimatorIdentification } from './identify.ts';

// Rounded to the cent the way the analysis's figures are (Math.round), before formatting: the locale's own
// rounding of the unrounded value can land a cent away from the same figure in a panel (26.63 vs 26.64).
const money = (v: number) =>
  `CAD ${(Math.round(v * 100) / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pct = (v: number) => `${Math.round(v * 100)} %`;

export function unknownCategoryMessage(text: string, hasChoices: boolean): string {
  return hasChoices
    ? `CostLens doesn't know “${text}” as a kind of product. Is it one of these?`
    : `CostLens doesn't know “${text}” as a kind of product. Try the plain name of what it is, such as “frying pan” or “winter boots”, or pick a kind from the list.`;
}

/** The sentence that opens a panel whose figures are a family's, standing in for the kind's own. */
function familyLead(entry: CostBookEntry): string {
  return entry.basis?.level === 'family'
    ? `These figures are for similar products (${entry.basis.familyName}), not researched for ${shortLabel(entry)} itself. `
    : '';
}

export function correctionEvidence(name: string, categoryText: string, matched: readonly string[]): string {
  return `user correction: "${[name.trim(), categoryText.trim()].filter(Boolean).join(' / ')}" matched ${matched.map((m) => `"${m}"`).join(', ')}`;
}

/** Sources named for the main view: publisher and year, no key (the keys are for the Sources list). */
function sourceNames(ids: readonly string[]): string {
  const byId = new Map(costBook.sources.map((s) => [s.id, s]));
  return [...new Set(ids)]
    .flatMap((id) => {
      const s = byId.get(id);
      return s ? [`${s.publisher} ${s.year}`] : [];
    })
    .join('; ');
}

/** The years of the sources behind an entry's cost range and materials: "2011–2026", or one year. The
 *  range's own worksheet mixes sources of several years, so no single year stands for its figures. */
function sourceYears(entry: CostBookEntry): string {
  const ids = new Set([...entry.bomCad.sourceIds, ...(entry.materials?.flatMap((m) => m.sourceIds) ?? [])]);
  const years = costBook.sources
    .filter((s) => ids.has(s.id))
    .map((s) => Number.parseInt(String(s.year), 10))
    .filter(Number.isFinite);
  if (years.length === 0) return String(entry.year);
  const [low, high] = [Math.min(...years), Math.max(...years)];
  return low === high ? String(low) : `${low}–${high}`;
}

/** "saves about 12 % against buying", "costs about 2 % more than buying", or "costs about the same". */
export function makeBuyComparison(saving: number): string {
  const whole = Math.round(Math.abs(saving) * 100);
  if (whole === 0) return 'Making costs about the same as buying';
  return saving > 0 ? `Making saves about ${whole} % against buying` : `Making costs about ${whole} % more than buying`;
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

const LEVEL_NAMES = ['Low', 'Low', 'Medium', 'High'] as const;

/** Marketing effort by platform kind (judgement: marketing-cost-levels). */
export function marketingCostFor(platform: PlatformFit['platform'], competition: LevelValue): string {
  const levels = MARKETING_COST_LEVELS.value;
  if (platform === 'Shopify')
    return `${LEVEL_NAMES[levels.ownStorefront]}: an own storefront brings no shoppers, so every visit is paid for or earned through content`;
  if (platform === 'Etsy')
    return `${LEVEL_NAMES[competition === 'High' ? levels.etsyCrowded : levels.etsyOther]}: Etsy Ads optional; Offsite Ads fees apply to attributed sales`;
  return `${competition}: sponsored listings are needed to be seen when competition is ${competition.toLowerCase()}`;
}

export function platformRecommendation(
  fit: PlatformFit,
  fee: PlatformFee | undefined,
  entry: CostBookEntry,
  competition: LevelValue,
): PlatformRecommendation {
  const label = shortLabel(entry);
  const traits = PLATFORM_TRAITS.value[fit.platform];
  const pros = [...traits.pros];
  const cons = [...traits.cons];
  if (fit.fit === 'Excellent' || fit.fit === 'Good')
    pros.unshift(`${fit.fit} fit for ${label}, by published seller data`);
  else cons.unshift(`${fit.fit} fit for ${label}, by published seller data`);
  if (competition === 'High')
    cons.push(
      `Crowded category: an estimated ${entry.market.competitorCount.toLocaleString('en-CA')} active sellers (CostLens estimate, not a count)`,
    );
  const family = entry.basis?.level === 'family' ? entry.basis.familyName : null;
  if (family) cons.push(`Fit judged for ${family} in general, not for ${label} itself`);
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
    expectedSales: `Not estimated: no sales figures for this marketplace (fit ${fit.fit})`,
    competitionLevel: competition,
    marketingCost: marketingCostFor(fit.platform, competition),
    feeStructure: fee ? `${fee.referralPct}. ${fee.fixedFees}. ${fee.summary}` : "See the platform's fee page",
    pros,
    cons,
    recommendation,
  };
}

function visualSteps(id: EstimatorIdentification): MethodologyStep[] {
  if (id.source === 'user') {
    return [
      {
        step: 'Visual Analysis',
        description: 'Skipped: you named the product, so the photo was not read again.',
      },
    ];
  }
  const code = id.barcode;
  const steps: MethodologyStep[] = [
    {
      step: 'Barcode Scan',
      description: code
        ? code.kind === 'gtin'
          ? `Read the barcode ${code.gtin}, so price searches can look for this exact product.`
          : 'Read a product QR code on the package.'
        : 'No barcode was visible in the photo.',
      detail: code
        ? code.kind === 'gtin'
          ? `zxing-wasm read ${code.format} ${code.gtin}; its check digit is valid.`
          : `zxing-wasm read a QR code holding ${code.url}${code.gtin ? ` (GTIN ${code.gtin})` : ''}.`
        : 'zxing-wasm found no UPC/EAN barcode or product QR code in the photo.',
    },
    {
      step: 'Visual Analysis',
      description: id.entryId
        ? `The photo looks like: ${id.productCategory ?? 'a product'}.`
        : 'The photo did not show a product we could recognise clearly.',
      detail: visualDetail(id),
    },
  ];
  if (id.ocr.ran) {
    const hits = id.textMatch?.hits.map((h) => `"${h.term}" (${h.kind})`).join(', ');
    const words = id.textMatch?.hits.map((h) => `"${h.term}"`).join(', ');
    steps.push({
      step: 'Text Recognition',
      description: words
        ? `Read ${words} on the packaging.`
        : 'Read the packaging, but found no product or brand name we know.',
      detail: `${id.ocr.engine ?? 'OCR'} read the packaging because ${id.ocr.reason}; ${hits ? `matched ${hits} in the cost-book lexicon` : 'no cost-book product or brand word was recognised'}.`,
    });
  } else {
    steps.push({
      step: 'Text Recognition',
      description: 'Not needed for this photo.',
      detail: `Not run: ${id.ocr.reason}.`,
    });
  }
  return steps;
}

/** What each image model saw, for the reader who opens the detail. */
function visualDetail(id: EstimatorIdentification): string {
  const box = id.detection;
  const views = (id.classified ?? [])
    .map((v) => {
      const classes = v.top
        .filter((t) => t.p >= 0.05)
        .map((t) => `"${t.label}" ${Math.round(t.p * 100)} %`)
        .join(', ');
      return `in ${v.region === 'photo' ? 'the whole photo' : "the main object's area"}: ${classes || 'no class above 5 %'}`;
    })
    .join('; ');
  const classifier = views
    ? `An ImageNet image classifier (MobileNetV2, run on the device or server, no network) saw ${views}.`
    : '';
  const detector = box
    ? `The object detector (CenterNet, COCO classes) found "${box.label}" (score ${box.score.toFixed(2)}) covering ${Math.round(box.area * 100)} % of the frame.`
    : (id.classified?.length ?? 0) === 1 && id.entryId
      ? 'The object detector was not needed: the classifier named the product clearly.'
      : 'The object detector found no product class it knows with a usable score and size.';
  return [classifier, detector].filter(Boolean).join(' ');
}

function matchedBy(source: EstimatorIdentification['source']): string {
  return source === 'user'
    ? "the user's correction"
    : source === 'text'
      ? 'packaging text'
      : source === 'barcode'
        ? 'packaging text and detection (the barcode gives the exact product)'
        : 'the detected object class';
}

export function methodology(
  id: EstimatorIdentification,
  entry: CostBookEntry,
  n: AnalysisNumbers,
  sizeClass: SizeClass,
): MethodologyStep[] {
  const { range, confidence, ladder } = n;
  const materialSources = entry.materials?.flatMap((m) => m.sourceIds) ?? [];
  const sizeText = range.scaled
    ? `apparent size ${sizeClass} (box ${Math.round((id.detection?.area ?? 0) * 100)} % of the frame), so the ${sizeClass === 'small' ? 'lower' : 'upper'} half of the range is used`
    : entry.sizeScaled
      ? 'apparent size medium, so the full range is used'
      : "size does not change this category's cost, so the full range is used";
  const market = entry.market;
  return [
    ...visualSteps(id),
    {
      step: 'Component Matching',
      description: `Matched to the category "${entry.label}", whose bill of materials has ${n.materials.length} parts.`,
      detail: `Matched to the cost-book category "${entry.label}" (${entry.id}) by ${matchedBy(id.source)}; its bill of materials has ${n.materials.length} lines with cost shares from ${sourceList(materialSources)}.`,
    },
    {
      step: 'Cost Estimation',
      description:
        entry.basis?.level === 'family'
          ? `Estimated from similar products (${entry.basis.familyName}), not from research on ${entry.label.toLowerCase()} itself: a typical one (${entry.basis.typical}) priced from its weight, what such products are made of and material prices, in Canadian dollars. The range is wider and the confidence lower than for a product we have researched.`
          : `Estimated from published teardowns and material prices for ${entry.label.toLowerCase()} (in Canadian dollars, from sources dated ${sourceYears(entry)}; each source's year is under Sources), ${range.scaled ? "adjusted for the product's apparent size" : 'across the usual range for this kind of product'}.`,
      detail: `Cost book ${costBook.version}, entry ${entry.id}, ${entry.year} figures in CAD: raw-material BOM CAD ${entry.bomCad.low}–${entry.bomCad.high} per unit (${sourceList(entry.bomCad.sourceIds)}; the worksheet shows every input); ${sizeText}. Material costs are each share × the midpoint ${money(range.mid)}; labour ${ladder.labour === 0 ? 'already in the BOM anchor' : pct(entry.factors.labour)}, overhead ${pct(entry.factors.overhead)} of BOM, tooling ${money(ladder.toolingFixed)} spread over ${ladder.units} units (${sourceList(entry.factors.sourceIds)}).`,
    },
    {
      step: 'Market Research',
      description:
        'Market figures come from published reports for this kind of product, not a live search; seller counts and saturation are our estimates.',
      detail: `Market figures from the cost book, not a live search: a ${market.saturation.toLowerCase()} market and about ${market.competitorCount.toLocaleString('en-CA')} sellers (both CostLens estimates), ${market.growthPct} % annual growth (${sourceList(market.sourceIds)}); platform fees from the published schedules.`,
    },
    {
      step: 'Quality Assessment',
      description: `Confidence ${confidence.percent} %: how sure we are of the product, and how narrow its cost range is.`,
      detail: `Confidence ${confidence.percent} %: the lower of the evidence (${pct(confidence.evidence)}: ${id.evidence.length ? id.evidence.join('; ') : 'no signals'}) and the cost book's range ceiling (${pct(confidence.ceiling)}, from the range CAD ${entry.bomCad.low}–${entry.bomCad.high}).`,
    },
  ];
}

/** The worksheet behind the cost range, line by line, with each input's source and its address. */
export function sourceLines(entryId: string): SourceLine[] {
  const byId = new Map(costBook.sources.map((s) => [s.id, s]));
  return worksheetLines(entryId).map((line) => ({
    figure: line.figure,
    text: line.text,
    sources: line.sources.map((s) => ({
      publisher: s.publisher,
      year: s.year,
      url: byId.get(s.id)?.url ?? null,
    })),
  }));
}

export function confidenceNote(c: ConfidenceResult, _id: EstimatorIdentification, entry: CostBookEntry): string {
  const limit =
    c.limitedBy === 'evidence'
      ? 'how clearly the photo shows the product'
      : c.limitedBy === 'family estimate'
        ? `the estimate coming from similar products (${entry.basis?.level === 'family' ? entry.basis.familyName : 'its family'}), not from research on this kind of product`
        : `how wide the cost range of ${entry.label.toLowerCase()} is`;
  const parts = [`Confidence here is limited by ${limit}.`];
  if (c.evidence < WEAK_EVIDENCE.value)
    parts.push('We are not sure what the product is: name it or its category to get a better estimate.');
  return parts.join(' ');
}

export function disclaimer(entry: CostBookEntry): string {
  if (entry.basis?.level === 'family')
    return `An estimate from similar products (${entry.basis.familyName}) for a typical ${shortLabel(entry)}, ${entry.basis.typical}, in Canadian dollars: not a quote for this exact item, and not from research on this kind of product. The range covers raw materials, bought-in parts and packaging only; real costs vary with supplier, volume, materials, duties and exchange rates. Check with supplier quotes before you buy or sell.`;
  return `An estimate for a typical ${shortLabel(entry)} (in Canadian dollars, from published sources dated ${sourceYears(entry)}), not a quote for this exact item. The range covers raw materials only; real costs vary with supplier, volume, materials, duties and exchange rates. Check with supplier quotes before you buy or sell.`;
}

export function makeBuyReasoning(entry: CostBookEntry, n: AnalysisNumbers): string {
  const { ladder, makeBuy } = n;
  return `${familyLead(entry)}Per unit for a first order of ${ladder.units}, making costs about ${money(ladder.manufacturing)} (materials ${money(ladder.bom)}, labour and overhead at published rates for this kind of product, tooling ${money(ladder.toolingFixed)} spread over the order); a supplier's typical unit price is about ${money(ladder.buyUnit)} (${entry.wholesale.unitPriceOverBom} times the materials). ${makeBuyComparison(makeBuy.saving)}; a ${entry.complexity.toLowerCase()}-complexity product needs ${pct(makeBuy.required)} to be worth making.`;
}

export function timeToMarket(leadMin: number, leadMax: number): string {
  return `Longer than buying: design, tooling and samples come before a first batch (buying takes ${leadMin}–${leadMax} days)`;
}

export function scalability(complexity: CostBookEntry['complexity']): string {
  return complexity === 'High'
    ? 'Hard: needs factory lines, certification and component allocation'
    : complexity === 'Medium'
      ? 'Moderate: contract manufacturers can scale a proven design'
      : 'Easy: simple processes scale with contract manufacturers';
}

export function growthNote(n: AnalysisNumbers): string {
  const g = n.growth;
  if (!g) return 'No growth report with a known forecast period backs this figure; it is not scored.';
  const period = `${g.period[0]}–${g.period[1] ?? 'unstated'}`;
  return g.scored
    ? `Forecast ${period} for the category itself; scored.`
    : `Forecast ${period}; not scored because ${g.reason}.`;
}

export function futureOutlook(entry: CostBookEntry, n: AnalysisNumbers): string {
  return `The cited market report projects ${entry.market.growthPct} % annual growth (${sourceNames(entry.market.sourceIds)}). ${growthNote(n)}`;
}

export function opportunityReasoning(entry: CostBookEntry, n: AnalysisNumbers): string {
  const m = entry.market;
  const growthPart = n.growthScored
    ? `${m.growthPct} % growth scores ${n.growthPoints} of 2`
    : `growth is not scored (${n.growth?.reason ?? 'no forecast period known'})`;
  return `${familyLead(entry)}Opportunity ${n.opportunity}: market ${m.saturation.toLowerCase()} (a CostLens estimate) scores ${n.saturationPoints} of 3 and ${growthPart}${m.trend === 'Declining' ? ', less 1 for a declining trend' : ''} (≥ 4 Excellent, 3 Good, 2 Fair, less Poor).`;
}

export function recommendations(
  entry: CostBookEntry,
  n: AnalysisNumbers,
  best: PlatformRecommendation | undefined,
): string[] {
  const { ladder, makeBuy, confidence } = n;
  const m = entry.market;
  const out: string[] = [];
  if (confidence.evidence < WEAK_EVIDENCE.value)
    out.push(
      'Check the product name and category above and correct them if wrong: every figure follows from the category.',
    );
  out.push(
    makeBuy.verdict === 'Make'
      ? `Making it looks cheaper: about ${money(ladder.manufacturing)} a unit against ${money(ladder.buyUnit)} from a supplier.`
      : makeBuy.verdict === 'Buy'
        ? `Buy from a supplier: about ${money(ladder.buyUnit)} a unit at a ${entry.wholesale.moq}-unit minimum order, no more than making it (${money(ladder.manufacturing)}).`
        : `Get supplier quotes before deciding: making (~${money(ladder.manufacturing)}) against buying (~${money(ladder.buyUnit)}): ${makeBuyComparison(makeBuy.saving).toLowerCase()}.`,
  );
  out.push(
    `Aim for a retail price near ${money(ladder.retail)}: the raw materials are ${Math.round((ladder.bom / ladder.retail) * 100)} % of it at usual markups for this kind of product.`,
  );
  out.push(
    n.opportunity === 'Poor' || n.opportunity === 'Fair'
      ? `The market opportunity is ${n.opportunity.toLowerCase()} (a ${m.saturation.toLowerCase()} market by our estimate; ${m.growthPct} % growth): compete on a niche, bundle or brand rather than price.`
      : `The market opportunity is ${n.opportunity.toLowerCase()}: ${m.saturation.toLowerCase()} saturation (an estimate) with ${m.growthPct} % annual growth.`,
  );
  if (best) out.push(`Start on ${best.platform} (${best.suitability.toLowerCase()} fit for this category).`);
  return out;
}

export function businessTips(entry: CostBookEntry, n: AnalysisNumbers, fee: PlatformFee | undefined): string[] {
  const { ladder } = n;
  const moq = entry.wholesale.moq;
  const [leadMin, leadMax] = entry.wholesale.leadTimeDays;
  const peak = entry.market.seasonalPeakMonths;
  const tips = [
    `Budget about ${money(ladder.buyUnit * moq)} for a first order: ${moq} units at ~${money(ladder.buyUnit)}.`,
    `Order ${leadMin}–${leadMax} days before you need stock${peak.length ? `, so it lands before the ${peak.join(', ')} peak` : ''}.`,
    `Entry barriers: ${entry.market.entryBarriers}`,
  ];
  if (fee) tips.push(`Price in ${fee.platform} fees: ${fee.referralPct}.`);
  return tips;
}
