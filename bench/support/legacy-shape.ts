/**
 * The answers as the API sent them before each field was sent once, rebuilt from the same rows with the
 * mapping it used (panels at the top level and again inside `analysis`; lists of whole analyses): the
 * "before" bytes of the scale bench, measured on the same data as the "after".
 */
import type { Analysis } from '@costlens/contracts';
import type { AnalysesTable } from '@costlens/api/testing';
import { ANSWERS } from './seed.ts';

export function legacyStored(row: AnalysesTable, i: number): unknown {
  const a: Analysis = ANSWERS[i % ANSWERS.length]!;
  return {
    id: row.id,
    type: row.type,
    productName: row.product_name,
    productCategory: row.product_category,
    costRangeLow: row.cost_low,
    costRangeHigh: row.cost_high,
    confidence: row.confidence,
    materials: a.materials,
    methodology: { type: row.methodology_type, steps: a.methodology },
    makeBuyAnalysis: a.makeBuyAnalysis ?? null,
    pricingAnalysis: a.pricingAnalysis ? { ...a.pricingAnalysis, offers: [] } : null,
    marketSaturation: a.marketSaturation ?? null,
    platformRecommendations: a.platformRecommendations ?? [],
    supplierList: [],
    shareToken: row.share_token,
    shareTitle: row.share_title,
    shareDescription: row.share_description,
    isPublic: row.is_public === 1,
    viewCount: row.view_count,
    createdAt: row.created_at,
    analysis: a,
  };
}
