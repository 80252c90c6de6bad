// A family written as one row: its model, its terms and its market, with the figures every family of a
// department shares filled in (its platform sources, its Amazon category, whether size scales the cost). The
// trend of a market follows from its growth, so the two can never disagree.
import { EST, ETSY_RULES, FEES, KEYSTONE, SEASONS, platforms } from '../../data/build.ts';
import type { Fit, Level } from '../../types.ts';
import type { Department, Family, ShouldCostModel } from '../types.ts';

const PLATFORM_SOURCES = [...FEES, ETSY_RULES, EST];

/** The retail step a family's sellers take, by the source whose margin range holds it. */
export type RetailStep = 'food-and-drug' | 'electronics' | 'keystone';
const RETAIL_STEPS: Record<RetailStep, [number, string]> = {
  'food-and-drug': [1.444, 'loblaw-gross-margin-2023'],
  electronics: [1.25, 'bestbuy-fy24-gross-margin'],
  keystone: [2, KEYSTONE],
};

/** Labour, overhead and tooling as ratios to the BOM; the first order and lead time; the factory's price over the
 *  BOM; the brand's markup; and the retailer's step. */
export function termsOf(row: {
  labour: number;
  overhead: number;
  tooling: number;
  moq: number;
  leadTimeDays: [number, number];
  unitPriceOverBom: number;
  brandMarkup: number;
  retail: RetailStep;
}): Pick<Family, 'factors' | 'wholesale' | 'retail'> {
  const [retailOverWholesale, source] = RETAIL_STEPS[row.retail];
  return {
    factors: { labour: row.labour, overhead: row.overhead, toolingPerUnit: row.tooling, sourceIds: [EST] },
    wholesale: {
      moq: row.moq,
      leadTimeDays: row.leadTimeDays,
      unitPriceOverBom: row.unitPriceOverBom,
      sourceIds: [EST],
    },
    retail: {
      wholesaleOverManufacturing: row.brandMarkup,
      retailOverWholesale,
      sourceIds: [source, EST],
    },
  };
}

/** A family's market: its growth as a report forecasts it (trend from the growth) and CostLens's estimates. */
export function reportMarket(
  report: string,
  growthPct: number,
  competitorCount: number,
  saturation: Family['market']['saturation'],
  seasonalPeakMonths: string[],
  entryBarriers: string,
): Family['market'] {
  const trend = growthPct > 4 ? 'Rising' : growthPct >= 1 ? 'Stable' : 'Declining';
  const sourceIds = seasonalPeakMonths.length > 0 ? [report, SEASONS, EST] : [report, EST];
  return { competitorCount, saturation, growthPct, trend, seasonalPeakMonths, entryBarriers, sourceIds };
}

export interface FamilyRow {
  id: string;
  en: string[];
  fr: string[];
  model: ShouldCostModel;
  terms: Pick<Family, 'factors' | 'wholesale' | 'retail'>;
  market: Family['market'];
  /** Fit on Amazon.ca, Etsy, Shopify, eBay and Walmart Marketplace. */
  fits: [Fit, Fit, Fit, Fit, Fit];
  notes: string[];
  tariff: Family['tariff'];
  packedKgPerM3: number;
  complexity?: Level;
  sizeScaled?: boolean;
  amazonCategory?: string;
}

/** A department's family builder: what its rows leave out is the department's default. */
export function familyBuilder(
  department: Department,
  defaults: { sizeScaled: boolean; amazonCategory: string; complexity: Level },
) {
  return (row: FamilyRow): Family => ({
    id: row.id,
    department,
    names: { en: row.en, fr: row.fr },
    model: row.model,
    complexity: row.complexity ?? defaults.complexity,
    sizeScaled: row.sizeScaled ?? defaults.sizeScaled,
    ...row.terms,
    market: row.market,
    platforms: platforms(row.fits, PLATFORM_SOURCES),
    notes: row.notes,
    tariff: row.tariff,
    amazonCategory: row.amazonCategory ?? defaults.amazonCategory,
    packedKgPerM3: row.packedKgPerM3,
  });
}
