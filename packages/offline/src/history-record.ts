import type { Analysis, AnalysisDetail, StoredAnalysis } from '@costlens/contracts';

/** What the results screen knows about a public link after the Share dialog made one. */
export interface ShareState {
  shareUrl: string;
  shareToken: string;
  shareTitle: string;
  shareDescription: string;
}

/** The panels of a full analysis: everything but the headline the stored analysis carries once. */
function detailOf(full: Analysis): AnalysisDetail {
  const {
    productName: _name,
    productCategory: _category,
    confidence: _confidence,
    costRangeLow: _low,
    costRangeHigh: _high,
    ...detail
  } = full;
  return detail;
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
    // The server stores which provider made it; the device only knows that a model named it, or not.
    methodologyType: full.identification?.source === 'model' ? 'ai-analysis' : 'on-device-estimate',
    shareToken: share?.shareToken ?? null,
    shareTitle: share?.shareTitle ?? null,
    shareDescription: share?.shareDescription ?? null,
    isPublic: share !== null,
    viewCount: 0,
    createdAt: now.toISOString(),
    offers: [],
    supplierList: [],
    analysis: detailOf(full),
  };
}

/** A stored analysis as devices kept it before each field was sent once: the panels at the top level
 *  and again inside `analysis`, the offers inside `pricingAnalysis`, the source in `methodology.type`. */
interface LegacyStoredAnalysis {
  methodology?: { type?: string };
  pricingAnalysis?: { offers?: StoredAnalysis['offers'] } | null;
  supplierList?: StoredAnalysis['supplierList'];
  analysis?: Analysis | null;
}

/** A kept copy in today's shape, whichever shape it was kept in (copies already in it come back as they are). */
export function upgradeStoredAnalysis(kept: StoredAnalysis | (StoredAnalysis & LegacyStoredAnalysis)): StoredAnalysis {
  if ('methodologyType' in kept && typeof kept.methodologyType === 'string') return kept;
  const legacy = kept as StoredAnalysis & LegacyStoredAnalysis;
  const full = legacy.analysis as Analysis | null | undefined;
  return {
    id: legacy.id,
    type: legacy.type,
    productName: legacy.productName,
    productCategory: legacy.productCategory,
    costRangeLow: legacy.costRangeLow,
    costRangeHigh: legacy.costRangeHigh,
    confidence: legacy.confidence,
    methodologyType: legacy.methodology?.type ?? 'ai-analysis',
    shareToken: legacy.shareToken,
    shareTitle: legacy.shareTitle,
    shareDescription: legacy.shareDescription,
    isPublic: legacy.isPublic,
    viewCount: legacy.viewCount,
    createdAt: legacy.createdAt,
    offers: legacy.pricingAnalysis?.offers ?? [],
    supplierList: legacy.supplierList ?? [],
    analysis: full ? detailOf(full) : null,
  };
}
