// Landed cost and unit economics: the calculator's address, what other screens prefill it with, and the
// "Landed cost" link of a priced supplier listing. The calculator itself (LandedCostCard,
// AnalysisLandedCost) loads through web/src/lazy.ts.
export { landedCostHref, prefillFromAnalysis, prefillFromListing, prefillFromQuery } from './prefill.ts';
export type { LandedCostPrefill } from './prefill.ts';
export { listingQuote } from './listing-quote.ts';
export { USUAL_CURRENCY } from './usual-currency.ts';
export type { ListingQuote } from './listing-quote.ts';
export { default as LandedCostLink } from './LandedCostLink.tsx';
// The calculator's card as it loads, shown by its screen while the calculator's code arrives.
export { askerOf } from './asker.ts';
export { CalculatorLoading } from './CalculatorIntro.tsx';
