// An analysis at a glance, for lists and detail pages: summary cards, labels and formats, the share
// link, and reading one analysis from the API or this device.
export {
  AnalysisCards,
  CostAnalysisCard,
  DETAIL_SUPPLIER_LIMIT,
  DetailsCard,
  PriceComparisonCard,
  SuppliersCard,
} from './AnalysisCards.tsx';
export {
  ANALYSIS_TYPE_NAMES,
  ANALYSIS_TYPE_WORDS,
  METHODOLOGY_LABELS,
  OTHER_METHODOLOGY_LABEL,
  formatConfidence,
  formatDate,
  formatViews,
  methodologyLabel,
  safeHttpUrl,
  shareTitleOf,
} from './labels.ts';
export { copyShareLink, shareLinkFor } from './share-link.ts';
export { retryOnceUnlessClientError, useStoredAnalysis } from './use-stored-analysis.ts';
export type { StoredAnalysisState } from './use-stored-analysis.ts';
import './analysis-summary.css';
