// Marketplace fee summaries as published on each platform's own fee page (cited). Rates change; the strings
// say what the page said for the cited year and name the levers (category, plan, price band) that move them.
import type { PlatformFee } from '../types.ts';

export const platformFees: PlatformFee[] = [
  {
    platform: 'Amazon.ca',
    referralPct: 'About 8–15 % of the total sale price for most categories, set per category with a per-item minimum; e.g. furniture 10 % on the part above CAD 250, personal care appliances 8 % up to CAD 15',
    fixedFees: 'Monthly Professional-plan subscription, or a per-item fee on the Individual plan; FBA fulfilment fees per unit by size and weight tier plus monthly storage',
    summary: 'Largest Canadian marketplace reach; fees are category-based referral fees plus optional FBA fulfilment.',
    sourceIds: ['amazon-ca-pricing', 'amazon-ca-referral-changes-2020', 'amazon-ca-fba-fees'],
  },
  {
    platform: 'Etsy',
    referralPct: '6.5 % transaction fee on the item price plus shipping, plus Etsy Payments processing (country-specific, e.g. 3 % + USD 0.25 in the US); Offsite Ads 12–15 % on attributed sales',
    fixedFees: 'USD 0.20 listing fee per listing or renewal; a one-time USD 15 shop set-up fee may apply',
    summary: 'Best for handmade, designed-by-the-seller, vintage and craft-supply items; mass-produced resale does not meet its creativity standards.',
    sourceIds: ['etsy-fees-policy', 'wise-etsy-fees-2023', 'etsy-creativity-standards'],
  },
  {
    platform: 'Shopify',
    referralPct: 'No marketplace commission; Shopify Payments card processing about 2.4–2.9 % + 0.30 per online order depending on plan, or an extra 2 % / 1 % / 0.5 % (Basic / Grow / Advanced) with a third-party gateway',
    fixedFees: 'Monthly subscription by plan (billed in the store\'s currency); apps and themes extra',
    summary: 'Own storefront with the lowest per-sale fees, but the seller brings all the traffic.',
    sourceIds: ['shopify-pricing-ca', 'shopify-payments-canada', 'shopify-fees-calculator'],
  },
  {
    platform: 'eBay',
    referralPct: 'Final value fee: a category-dependent percentage of the total sale amount (shipping included) plus a per-order fee',
    fixedFees: 'Insertion fee per listing beyond the monthly free allowance; GST/HST is charged on fees to Canadian sellers',
    summary: 'Strong for used, refurbished, collectible and auction-style sales.',
    sourceIds: ['ebay-ca-selling-fees', 'ebay-ca-community-gst'],
  },
  {
    platform: 'Walmart Marketplace',
    referralPct: 'Category referral fee, mostly 6–15 % (US schedule: e.g. 8 % major appliances, 15 % most home, toys and sporting goods; apparel 5–15 % by price band)',
    fixedFees: 'No monthly subscription and no listing fee',
    summary: 'Approval-based marketplace; Walmart.ca may unpublish items priced above the same item on other channels.',
    sourceIds: ['walmart-referral-fees', 'walmart-fees-overview-2020', 'walmart-ca-pricing-policy'],
  },
];
