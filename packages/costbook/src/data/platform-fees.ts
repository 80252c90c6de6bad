// One-line fee summaries for screens, written from the structured Canadian schedules in src/fees/canada.ts
// (the numbers unit economics computes from). Each says which figures are not yet verified on the platform's
// own Canadian page.
import type { PlatformFee } from '../types.ts';

export const platformFees: PlatformFee[] = [
  {
    platform: 'Amazon.ca',
    referralPct:
      'Referral 6–17 % by category with a CAD 0.30 minimum per item (not verified on Amazon.ca: read from a third-party copy); furniture 15 % to CAD 250 and 10 % above, personal care appliances 8 % to CAD 15 (Amazon.ca, 2020)',
    fixedFees:
      'Professional plan monthly or a per-item fee on the Individual plan (CAD amounts to confirm on Seller Central); FBA from CAD 3.37 (envelope) and CAD 5.44 (standard parcel) per unit plus CAD 24 per m³ a month of storage (Amazon.ca page, about 2021)',
    summary: 'Largest Canadian marketplace reach; category referral fees plus optional FBA fulfilment.',
    sourceIds: ['amazon-ca-pricing', 'amazon-ca-fee-schedule-mirror', 'amazon-ca-referral-changes-2020', 'amazon-ca-fba-fees'],
  },
  {
    platform: 'Etsy',
    referralPct:
      '6.5 % transaction fee on item price plus shipping; Etsy Payments processing for a Canadian bank account not verified here (the US rate is 3 % + USD 0.25); Offsite Ads 12–15 % on attributed sales',
    fixedFees: 'USD 0.20 per listing or renewal; a one-time USD 15 set-up fee may apply',
    summary:
      'Best for handmade, designed-by-the-seller, vintage and craft-supply items; mass-produced resale does not meet its creativity standards.',
    sourceIds: ['etsy-fees-policy', 'wise-etsy-fees-2023', 'etsy-creativity-standards'],
  },
  {
    platform: 'Shopify',
    referralPct:
      'No marketplace commission; Shopify Payments card rates for Canada not verified here (a third-party calculator gives 2.4–2.9 % + 0.30 by plan, and 0.5–2 % extra with another payment provider)',
    fixedFees: 'Monthly plan subscription (the Canadian prices could not be read here); apps and themes extra',
    summary: 'Own storefront with the lowest per-sale fees, but the seller brings all the traffic.',
    sourceIds: ['shopify-pricing-ca', 'shopify-payments-canada', 'shopify-fees-calculator'],
  },
  {
    platform: 'eBay',
    referralPct:
      'Final value fee on the total sale: 12.9 % in most categories before April 2023 on ebay.ca, up to 0.35 points more since (current rate not verified here), plus CAD 0.30 per order',
    fixedFees: 'Insertion fee per listing beyond the monthly free allowance; GST/HST is charged on fees to Canadian sellers',
    summary: 'Strong for used, refurbished, collectible and auction-style sales.',
    sourceIds: ['ebay-ca-selling-fees', 'ebay-2023-winter-update', 'ebay-2024-per-order-fee', 'ebay-ca-community-gst'],
  },
  {
    platform: 'Walmart Marketplace',
    referralPct: "Category referral fee: Walmart.ca's schedule could not be read here (the US schedule is not used)",
    fixedFees: 'Approval-based; fees to confirm in Walmart Marketplace Canada Seller Center',
    summary: 'Approval-based marketplace; Walmart.ca may unpublish items priced above the same item on other channels.',
    sourceIds: ['walmart-ca-pricing-policy'],
  },
];
