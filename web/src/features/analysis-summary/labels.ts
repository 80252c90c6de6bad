/** Labels and formats shared by the history, detail, shared and public screens. */
import type { AnalysisType } from '@costlens/contracts';
import { formatCommentDate } from '@costlens/domain';

/** How an analysis was made, in words. Only a language model's answer is called AI; the on-device estimate
 *  (barcode, image classifier, cost book) is CostLens's own. */
export const METHODOLOGY_LABELS: Readonly<Record<string, string>> = {
  'real-time-price-comparison': 'Real-time Price Comparison',
  'supplier-discovery': 'Supplier Discovery',
  'url-based-product-search': 'URL-based Product Search',
  'ai-analysis': 'AI analysis',
  'on-device-estimate': 'CostLens estimate',
};
export const OTHER_METHODOLOGY_LABEL = 'Estimate';

export function methodologyLabel(type: string | null | undefined): string {
  return (
    (type && Object.hasOwn(METHODOLOGY_LABELS, type) ? METHODOLOGY_LABELS[type] : undefined) ?? OTHER_METHODOLOGY_LABEL
  );
}

/** The flow that made the analysis, named as the home screen offers it. */
export const ANALYSIS_TYPE_NAMES: Readonly<Record<AnalysisType, string>> = {
  full: 'Full Business Analysis',
  price: 'Quick Price Comparison',
  suppliers: 'Find Suppliers',
  url: 'Find Similar Products',
};

export { ANALYSIS_TYPE_WORDS } from '../../lib/type-words.ts';

/** 'MMM d, yyyy', the one date format of these screens. */
export const formatDate = formatCommentDate;

/** Shared with the server's pages, so their first views say what the app then shows. */
export { formatConfidence, formatViews, shareTitleOf } from '@costlens/domain';

/** Links only to web pages: a stored supplier site that is not http(s) gets no link at all. */
export function safeHttpUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
