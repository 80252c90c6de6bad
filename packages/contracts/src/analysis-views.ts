/**
 * Views of a stored analysis that the app builds for its screens (the full analysis as the results show
 * it, the card of a list), written without zod: the web app imports them on its first screens, where
 * building the contracts' schemas would cost a phone tens of milliseconds for nothing.
 */
import type { Analysis } from './analysis.ts';
import type { AnalysisSummary, StoredAnalysis } from './community.ts';

/** The full analysis of a stored one, headline and panels together, as the results view shows it. */
export function fullAnalysisOf(stored: StoredAnalysis): (Analysis & { id: string }) | null {
  if (!stored.analysis) return null;
  return {
    ...stored.analysis,
    id: stored.id,
    productName: stored.productName,
    productCategory: stored.productCategory,
    confidence: stored.confidence,
    costRangeLow: stored.costRangeLow,
    costRangeHigh: stored.costRangeHigh,
  };
}

/** The start of a share description a card shows; the shared page has the whole of it. */
export const SHARE_EXCERPT_LENGTH = 140;

/** The start of a share description, cut at a word where it can be. */
export function shareExcerpt(description: string | null): string | null {
  if (description === null || description.length <= SHARE_EXCERPT_LENGTH) return description;
  const cut = description.slice(0, SHARE_EXCERPT_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SHARE_EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The card of an analysis this device keeps (likes and comments are the server's to count). */
export function summaryOf(stored: StoredAnalysis): AnalysisSummary {
  return {
    id: stored.id,
    type: stored.type,
    productName: stored.productName,
    productCategory: stored.productCategory,
    costRangeLow: stored.costRangeLow,
    costRangeHigh: stored.costRangeHigh,
    confidence: stored.confidence,
    methodologyType: stored.methodologyType,
    createdAt: stored.createdAt,
    shareToken: stored.shareToken,
    shareTitle: stored.shareTitle,
    shareExcerpt: shareExcerpt(stored.shareDescription),
    isPublic: stored.isPublic,
    viewCount: stored.viewCount,
    hasThumbnail: false,
    likeCount: 0,
    commentCount: 0,
  };
}
