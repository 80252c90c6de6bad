import type { Analysis, StoredAnalysis } from '@costlens/contracts';

/** What the results screen knows about a public link after the Share dialog made one. */
export interface ShareState {
  shareUrl: string;
  shareToken: string;
  shareTitle: string;
  shareDescription: string;
}

/** The stored-analysis shape the device history keeps, built on the client
 *  so Save to History works offline. The server's copy has the same id. */
export function toHistoryRecord(
  analysis: Analysis & { id: string },
  share: ShareState | null,
  now: Date = new Date(),
): StoredAnalysis {
  const { id, ...full } = analysis;
  return {
    id,
    type: 'full',
    productName: full.productName,
    productCategory: full.productCategory,
    costRangeLow: full.costRangeLow,
    costRangeHigh: full.costRangeHigh,
    confidence: full.confidence,
    materials: full.materials,
    methodology: { type: 'ai-analysis', steps: full.methodology },
    makeBuyAnalysis: full.makeBuyAnalysis ?? null,
    pricingAnalysis: full.pricingAnalysis ? { ...full.pricingAnalysis, offers: [] } : null,
    marketSaturation: full.marketSaturation ?? null,
    platformRecommendations: full.platformRecommendations ?? [],
    supplierList: [],
    shareToken: share?.shareToken ?? null,
    shareTitle: share?.shareTitle ?? null,
    shareDescription: share?.shareDescription ?? null,
    isPublic: share !== null,
    viewCount: 0,
    createdAt: now.toISOString(),
    analysis: full,
  };
}
