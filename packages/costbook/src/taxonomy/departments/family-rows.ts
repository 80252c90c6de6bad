// A family written as one row: its model, its terms and its market, with the figures every family of a
// department shares filled in (its platform fit sources, its Amazon category, whether size scales the cost).
import type { Fit, Level } from '../../types.ts';
import type { Department, Family, ShouldCostModel } from '../types.ts';
import { familyPlatforms } from './family-terms.ts';

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
    platforms: familyPlatforms(row.fits),
    notes: row.notes,
    tariff: row.tariff,
    amazonCategory: row.amazonCategory ?? defaults.amazonCategory,
    packedKgPerM3: row.packedKgPerM3,
  });
}
