// Small constructors that keep the data files readable; they add no figures of their own.
import type { Fit, MaterialShare, PlatformFit } from '../types.ts';

export const PLATFORM_ORDER = ['Amazon.ca', 'Etsy', 'Shopify', 'eBay', 'Walmart Marketplace'] as const;

/** Fits in PLATFORM_ORDER: Amazon.ca, Etsy, Shopify, eBay, Walmart Marketplace. */
export function platforms(
  fits: readonly [Fit, Fit, Fit, Fit, Fit],
  sourceIds: string[],
): PlatformFit[] {
  return PLATFORM_ORDER.map((platform, i) => ({ platform, fit: fits[i] as Fit, sourceIds }));
}

/** One material line of a bill of materials. */
export function share(name: string, category: string, fraction: number, sourceIds: string[]): MaterialShare {
  return { name, category, share: fraction, sourceIds };
}

// Source-id bundles reused across entries (all ids exist in sources.ts; the tests check it).
export const EST = 'costlens-derivation-2026';
export const FX = 'boc-annual-fx';
export const SEASONS = 'statcan-20-10-0008';
export const KEYSTONE = 'investopedia-keystone';
export const ETSY_RULES = 'etsy-creativity-standards';
// The platforms' own Canadian fee and policy pages (fit is a judgement informed by them).
export const FEES = ['amazon-ca-pricing', 'etsy-fees-policy', 'shopify-pricing-ca', 'ebay-ca-selling-fees', 'walmart-ca-pricing-policy'];
