import { allEntries, costBook, findEntryById, materialsOf, TOOLING_REFERENCE_RUN } from '@costlens/costbook';
import type { CostBookEntry, SizeClass } from '@costlens/costbook';
import { Analysis } from '@costlens/contracts';
import { describe, expect, it } from 'vitest';

import {
  bomRangeFor,
  buildAnalysis,
  buildAnalysisFromCorrection,
  makeOrBuy,
  opportunityOf,
  UnknownCategoryError,
} from './analysis.ts';
import { makeBuyComparison } from './analysis-texts.ts';
import { spreadCeiling } from './confidence.ts';
import { fuseEvidence } from './identify.ts';
import type { EstimatorIdentification } from './identify.ts';

const entries = allEntries();
const SIZES: SizeClass[] = ['small', 'medium', 'large'];

/** An identification as a sure detection of this entry would give. */
function identifiedAs(entry: CostBookEntry): EstimatorIdentification {
  return {
    entryId: entry.id,
    productCategory: entry.label,
    productName: entry.label,
    productQuery: entry.productQuery,
    upc: null,
    brand: null,
    source: 'detection',
    evidence: [`detector: "${entry.cocoClasses[0] ?? entry.id}" score 0.80, 30 % of the frame`],
    confidence: 80,
    sizeClass: 'medium',
    signals: [{ kind: 'detection', strength: 0.8, agrees: true }],
    detection: null,
    barcode: null,
    productUrl: null,
    textMatch: null,
    ocr: { ran: false, reason: 'the detector was sure enough' },
  };
}

describe.each(entries.map((e) => [e.id, e] as const))('the analysis of %s', (_id, entry) => {
  it.each(SIZES)('is a valid Analysis at size %s', (sizeClass) => {
    const analysis = buildAnalysis(identifiedAs(entry), entry, { sizeClass });
    expect(() => Analysis.parse(analysis)).not.toThrow();
    expect(analysis.costRangeLow).toBeGreaterThanOrEqual(entry.bomCad.low - 0.005);
    expect(analysis.costRangeHigh).toBeLessThanOrEqual(entry.bomCad.high + 0.005);
  });

  it("breaks the BOM midpoint down by the cost book's shares", () => {
    const analysis = buildAnalysis(identifiedAs(entry), entry, { sizeClass: 'medium' });
    const mid = (entry.bomCad.low + entry.bomCad.high) / 2;
    expect(analysis.materials).toHaveLength(materialsOf(entry).length);
    expect(analysis.stats.materialCount).toBe(analysis.materials.length);
    expect(analysis.materials.reduce((s, m) => s + m.cost, 0)).toBeCloseTo(mid, 0);
    expect(analysis.materials.reduce((s, m) => s + m.percentage, 0)).toBeCloseTo(100, 0);
  });

  it('invents no suppliers, comparables or products, and keeps confidence under both limits', () => {
    const analysis = buildAnalysis(identifiedAs(entry), entry, { sizeClass: 'medium' });
    expect(analysis.makeBuyAnalysis?.buyOption.supplierOptions).toEqual([]);
    expect(analysis.pricingAnalysis?.marketComparables).toEqual([]);
    expect(analysis.realProducts).toEqual([]);
    expect(analysis.confidence).toBeLessThanOrEqual(80);
    expect(analysis.confidence).toBeLessThanOrEqual(Math.round(spreadCeiling(entry.bomCad) * 100));
    expect(analysis.marketInsights).toEqual(entry.notes);
    expect(analysis.platformRecommendations?.map((p) => p.platform).sort()).toEqual(
      entry.platforms.map((p) => p.platform).sort(),
    );
  });
});

describe('the cost ladder and rules', () => {
  const laptop = findEntryById('laptop')!;
  const analysis = buildAnalysis(identifiedAs(laptop), laptop, { sizeClass: 'medium' });

  it("climbs from BOM to retail with the cost book's multipliers, tooling spread over the first order", () => {
    const p = analysis.pricingAnalysis!;
    const bom = (laptop.bomCad.low + laptop.bomCad.high) / 2;
    const toolingFixed = laptop.factors.toolingPerUnit * bom * TOOLING_REFERENCE_RUN.value;
    const manufacturing =
      bom * (1 + laptop.factors.labour + laptop.factors.overhead) + toolingFixed / laptop.wholesale.moq;
    expect(analysis.makeBuyAnalysis?.makeOption.toolingCost).toBeCloseTo(toolingFixed / laptop.wholesale.moq, 2);
    expect(p.bomCost).toBeCloseTo(bom, 2);
    expect(p.manufacturingCost).toBeCloseTo(manufacturing, 2);
    expect(p.wholesalePrice).toBeCloseTo(manufacturing * laptop.retail.wholesaleOverManufacturing, 2);
    expect(p.retailPrice).toBeCloseTo(p.wholesalePrice * laptop.retail.retailOverWholesale, 1);
    expect(p.profitMargins.retailMargin).toBeCloseTo((1 - 1 / laptop.retail.retailOverWholesale) * 100, 0);
  });

  it('describes what actually ran and cites the cost book', () => {
    const steps = analysis.methodology.map((m) => m.step);
    expect(steps).toEqual([
      'Barcode Scan',
      'Visual Analysis',
      'Text Recognition',
      'Component Matching',
      'Cost Estimation',
      'Market Research',
      'Quality Assessment',
    ]);
    // Plain words for shoppers; the technical account (entry, sources, engines) is the step's detail.
    const estimation = analysis.methodology.find((m) => m.step === 'Cost Estimation')!;
    // The years of the sources themselves, not one year the mixed sources do not share.
    const years = analysis.sources!.flatMap((l) => l.sources.map((s) => s.year));
    expect(estimation.description).toContain(
      `in Canadian dollars, from sources dated ${Math.min(...years)}–${Math.max(...years)}`,
    );
    expect(analysis.disclaimer).toContain(`from published sources dated ${Math.min(...years)}–${Math.max(...years)}`);
    expect(analysis.makeBuyAnalysis!.reasoning).toMatch(
      /Making (saves about \d+ % against|costs about \d+ % more than|costs about the same as) buying/,
    );
    expect(analysis.makeBuyAnalysis!.reasoning).not.toMatch(/-\d+ %|cost book|BOM/);
    expect(analysis.marketSaturation!.trendAnalysis.futureOutlook).not.toMatch(/\[[a-z0-9-]+\]/);
    expect(estimation.description).not.toMatch(/\[|cost book|CenterNet|zxing/);
    expect(estimation.detail).toContain(`entry laptop, ${laptop.year} figures`);
    expect(estimation.detail).toContain('[trendforce-notebook-bom-2026]');
    const text = analysis.methodology.find((m) => m.step === 'Text Recognition')!;
    expect(text.description).toBe('Not needed for this photo.');
    expect(text.detail).toBe('Not run: the detector was sure enough.');
    // The range's worksheet travels with the analysis, each input with its source and address.
    expect(analysis.sources?.some((l) => l.figure === 'BOM low')).toBe(true);
    expect(analysis.sources?.flatMap((l) => l.sources).every((s) => s.year > 2000)).toBe(true);
  });

  it('uses the lower or upper half of the range for small or large size-scaled items', () => {
    const chair = findEntryById('chair')!;
    expect(chair.sizeScaled).toBe(true);
    const mid = (chair.bomCad.low + chair.bomCad.high) / 2;
    expect(bomRangeFor(chair, 'small')).toMatchObject({ low: chair.bomCad.low, high: mid, scaled: true });
    expect(bomRangeFor(chair, 'large')).toMatchObject({ low: mid, high: chair.bomCad.high, scaled: true });
    expect(bomRangeFor(laptop, 'large')).toMatchObject({
      low: laptop.bomCad.low,
      high: laptop.bomCad.high,
      scaled: false,
    });
  });

  it.each([
    ['High', 100, 130, 'Compare quotes'],
    ['High', 60, 100, 'Make'],
    ['Low', 100, 130, 'Make'],
    ['Medium', 100, 110, 'Compare quotes'],
    ['Low', 100, 95, 'Buy'],
  ] as const)('complexity %s, make %d vs buy %d → %s', (complexity, make, buy, expected) => {
    expect(makeOrBuy(complexity, make, buy).verdict).toBe(expected);
  });

  it('decides make or buy per item: the same category can get different verdicts by size', () => {
    const toy = findEntryById('toy')!;
    const verdictAt = (size: SizeClass) =>
      buildAnalysis(identifiedAs(toy), toy, { sizeClass: size }).makeBuyAnalysis?.recommendation;
    expect(verdictAt('small')).toBe('Buy');
    expect(verdictAt('large')).toBe('Compare quotes');
  });

  it('does not add labour to a BOM whose anchor already includes assembly', () => {
    const tv = findEntryById('television')!;
    const a = buildAnalysis(identifiedAs(tv), tv, { sizeClass: 'medium' });
    expect(a.makeBuyAnalysis?.makeOption.laborCost).toBe(0);
    expect(a.methodology.find((m) => m.step === 'Cost Estimation')?.detail).toContain('already in the BOM anchor');
  });

  it('labels seller counts and saturation as estimates and names its cost-book entry', () => {
    expect(analysis.costBookEntry).toBe('laptop');
    expect(analysis.marketSaturation?.estimatedFields).toEqual(['competitorCount', 'saturationLevel']);
    expect(analysis.marketSaturation?.reasoning).toContain('a CostLens estimate');
  });

  it("scores growth only when it is the category's own and its forecast still runs", () => {
    const microwave = findEntryById('microwave-oven')!;
    const m = buildAnalysis(identifiedAs(microwave), microwave, { sizeClass: 'medium' }).marketSaturation!;
    expect(m.growthScored).toBe(false);
    expect(m.growthNote).toMatch(/ended in 2024/);
    expect(analysis.marketSaturation?.growthScored).toBe(true);
    // Its 8.45 % forecast (2020–2024) would add two points: Good instead of Poor.
    expect(opportunityOf(microwave.market, false)).toBe('Poor');
    expect(opportunityOf(microwave.market, true)).toBe('Good');
  });
  it.each([
    ['Low', 10, 'Rising', 'Excellent'],
    ['Medium', 5, 'Stable', 'Good'],
    ['High', 5, 'Stable', 'Fair'],
    ['Oversaturated', 7.2, 'Rising', 'Poor'],
    ['Medium', 5, 'Declining', 'Fair'],
  ] as const)('saturation %s, growth %d %%, %s → %s', (saturation, growthPct, trend, opportunity) => {
    expect(opportunityOf({ ...laptop.market, saturation, growthPct, trend })).toBe(opportunity);
  });

  it('is the same analysis every time for the same identification', () => {
    const id = fuseEvidence({
      barcode: null,
      detections: [{ label: 'chair', score: 0.6, box: { x: 0.2, y: 0.2, w: 0.3, h: 0.3 } }],
      views: [],
      text: null,
      ocr: { ran: false, reason: 'x' },
    });
    const chair = findEntryById('chair')!;
    expect(buildAnalysis(id, chair, { sizeClass: id.sizeClass })).toEqual(
      buildAnalysis(id, chair, { sizeClass: id.sizeClass }),
    );
  });

  // The estimator's texts cite sources as "Publisher Year [id]" (today in the methodology's details and the
  // outlook); every string of the analysis is read, so a citation moved to another field is still checked.
  // The market insights are the cost book's own notes, whose tags its tests check.
  it.each(entries.map((e) => [e.id, e] as const))(
    'the analysis of %s cites every source behind its figures by publisher, year and a known id',
    (_id, entry) => {
      const byId = new Map(costBook.sources.map((s) => [s.id, s]));
      const { marketInsights, ...written } = buildAnalysis(identifiedAs(entry), entry, { sizeClass: 'medium' });
      expect(marketInsights).toEqual(entry.notes);
      const text = JSON.stringify(written);
      const cited = [...text.matchAll(/\[([a-z0-9][a-z0-9-]*)\]/g)].map((m) => m[1]!);
      expect(
        cited.filter((id) => !byId.has(id)),
        'ids cited that the cost book does not hold',
      ).toEqual([]);
      const occurrences = (s: string) => text.split(s).length - 1;
      for (const id of new Set(cited)) {
        const { publisher, year } = byId.get(id)!;
        expect(occurrences(`${publisher} ${year} [${id}]`), `every [${id}] follows "${publisher} ${year}"`).toBe(
          occurrences(`[${id}]`),
        );
      }
      const behindFigures = new Set([
        ...materialsOf(entry).flatMap((m) => m.sourceIds),
        ...entry.bomCad.sourceIds,
        ...entry.factors.sourceIds,
        ...entry.market.sourceIds,
      ]);
      expect(new Set(cited)).toEqual(behindFigures);
    },
  );
});

describe('a user correction', () => {
  it('re-estimates from the words typed, keeping the brand', () => {
    const analysis = buildAnalysisFromCorrection('Breville kettle', '');
    expect(analysis.costBookEntry).toBe('kettle');
    expect(analysis.productName).toBe('Breville kettle');
    expect(analysis.identification).toMatchObject({ source: 'user', brand: 'Breville' });
    expect(analysis.methodology[0]?.description).toMatch(/you named the product/);
  });

  it('prefers the category typed over the name', () => {
    expect(buildAnalysisFromCorrection('My thing', 'backpack').productCategory).toBe(findEntryById('backpack')!.label);
  });

  it('keeps the barcode read from the photo for price search', () => {
    const photo = fuseEvidence({
      barcode: { kind: 'gtin', gtin: '066721010995', format: 'UPCA' },
      detections: [],
      views: [],
      text: null,
      ocr: { ran: false, reason: 'x' },
    });
    expect(buildAnalysisFromCorrection('crackers', 'food box', photo).identification?.upc).toBe('066721010995');
  });

  it('says so when nothing in the cost book matches', () => {
    expect(() => buildAnalysisFromCorrection('zzgrmbl', 'qwxv')).toThrow(UnknownCategoryError);
  });
});

describe('make or buy in words', () => {
  it.each([
    [0.12, 'Making saves about 12 % against buying'],
    [-0.02, 'Making costs about 2 % more than buying'],
    [0.001, 'Making costs about the same as buying'],
  ])('%d → %s', (saving, words) => {
    expect(makeBuyComparison(saving)).toBe(words);
  });
});
