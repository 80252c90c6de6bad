// What each kind of analysis is called where a shopper reads a list of them (History, the photos kept
// offline): their own words, not the home screen's option titles.
import type { AnalysisType } from '@costlens/contracts';

export const ANALYSIS_TYPE_WORDS: Readonly<Record<AnalysisType, string>> = {
  full: 'Cost estimate',
  price: 'Price check',
  suppliers: 'Supplier search',
  url: 'Product page search',
};
