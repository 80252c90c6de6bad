// Canadian seller fees per marketplace. Where a platform's own Canadian page could not be read from here the
// figure is kept with verified: false, the page it must come from and the nearest source that was read; a
// figure with no source at all is null. This module is the one unit economics computes from.
import { KINDS, familyOf } from '../taxonomy/index.ts';
import type { FeeLine, FeeProvenance, PercentFee, PlatformFeeSchedule } from './types.ts';

const AMAZON_FEE_SCHEDULE_URL = 'https://sellercentral.amazon.ca/help/hub/reference/external/G200336920';

// The only copy of the Amazon.ca referral table read here is a third-party translation: never verified.
const AMAZON_MIRROR: FeeProvenance = {
  verified: false,
  officialUrl: AMAZON_FEE_SCHEDULE_URL,
  sourceId: 'amazon-ca-fee-schedule-mirror',
  asOf: '2023',
  note: 'Read from a third-party Chinese-language copy of the Amazon.ca fee schedule; confirm on Seller Central.',
};

function amazonReferral(key: string, label: string, pct: number): FeeLine {
  return {
    key: `referral:${key}`,
    label: `Referral fee: ${label}`,
    fee: { kind: 'percent', pct, base: 'total-sale', minimumPerItem: 0.3, ...AMAZON_MIRROR },
  };
}

// Amazon.ca's own 2020 notice: official and Canadian, but from 2020.
const AMAZON_2020: FeeProvenance = {
  verified: true,
  officialUrl: 'https://sellercentral.amazon.ca/gp/help/external/help.html?itemID=5W4HJZ23B7RR3C3&language=en_CA',
  sourceId: 'amazon-ca-referral-changes-2020',
  asOf: '2020-09-01',
  note: "Amazon.ca's own notice of the changes effective 1 September 2020; later changes are not reflected.",
};

function banded(pct: number, fromCad: number, toCad: number | null): PercentFee {
  return { kind: 'percent', pct, base: 'total-sale', band: { fromCad, toCad }, ...AMAZON_2020 };
}

const amazonCa: PlatformFeeSchedule = {
  platform: 'Amazon.ca',
  officialUrl: AMAZON_FEE_SCHEDULE_URL,
  lines: [
    amazonReferral('personal-computers', 'personal computers', 6),
    amazonReferral('camera-and-photo', 'camera and photo', 8),
    amazonReferral('mobile-devices', 'mobile devices and unlocked phones', 8),
    amazonReferral('tv-and-audio', 'TV and audio', 8),
    amazonReferral('video-game-consoles', 'video game consoles', 8),
    amazonReferral('kitchen', 'kitchen', 15),
    amazonReferral('home-and-garden', 'home and garden', 15),
    amazonReferral('sports', 'sports (except collectibles)', 15),
    amazonReferral('toys-and-games', 'toys and games', 15),
    amazonReferral('office-products', 'office products', 15),
    amazonReferral('books', 'books', 15),
    amazonReferral('apparel', 'clothing and accessories', 17),
    amazonReferral('automotive', 'automotive', 12),
    amazonReferral('everything-else', 'everything else', 15),
    { key: 'referral:furniture:to-250', label: 'Referral fee: furniture, part up to CAD 250', fee: banded(15, 0, 250) },
    {
      key: 'referral:furniture:above-250',
      label: 'Referral fee: furniture, part above CAD 250',
      fee: banded(10, 250, null),
    },
    {
      key: 'referral:personal-care-appliances:to-15',
      label: 'Referral fee: personal care appliances up to CAD 15',
      fee: banded(8, 0, 15),
    },
    {
      key: 'referral:personal-care-appliances:above-15',
      label: 'Referral fee: personal care appliances above CAD 15',
      fee: banded(15, 15, null),
    },
    {
      key: 'plan:professional',
      label: 'Professional selling plan',
      fee: {
        kind: 'fixed',
        amount: 39.99,
        currency: null,
        per: 'month',
        ...AMAZON_MIRROR,
        note: 'The copy read shows 39.99 a month without saying CAD; the Amazon.ca price must come from Seller Central.',
      },
    },
    {
      key: 'plan:individual-per-item',
      label: 'Individual plan, per item sold',
      fee: {
        kind: 'fixed',
        amount: 0.99,
        currency: null,
        per: 'item-sold',
        ...AMAZON_MIRROR,
        note: 'The copy read shows 0.99 per item without saying CAD; the Amazon.ca price must come from Seller Central.',
      },
    },
  ],
  fba: {
    verified: true,
    officialUrl: 'https://www.amazon.ca/fulfillment-fees/b?ie=UTF8&node=13718757011',
    sourceId: 'amazon-ca-fba-fees',
    asOf: '2021',
    note: "Amazon.ca's own FBA page; the stored copy is undated (about 2021), so check the current rates before relying on them.",
    tiers: [
      { tier: 'envelope', bands: [{ upToGrams: 100, cad: 3.37 }], stepGrams: 100, stepCad: 0.31 },
      {
        tier: 'standard',
        bands: [
          { upToGrams: 250, cad: 5.44 },
          { upToGrams: 500, cad: 5.57 },
          { upToGrams: 1000, cad: 6.4 },
          { upToGrams: 1500, cad: 7.06 },
        ],
        stepGrams: 500,
        stepCad: 0.43,
      },
      { tier: 'oversize', bands: [{ upToGrams: 1000, cad: 9.71 }], stepGrams: 500, stepCad: 0.44 },
      { tier: 'special-handling', bands: [{ upToGrams: 69000, cad: 125 }], stepGrams: null, stepCad: null },
    ],
    storagePerM3Month: { standard: { janSep: 24, octDec: 33 }, oversize: { janSep: 17, octDec: 23 } },
  },
};

const ETSY_FEES_URL = 'https://www.etsy.com/legal/fees/';
const ETSY_PAYMENTS_URL = 'https://www.etsy.com/legal/etsy-payments/';
const ETSY_POLICY: FeeProvenance = {
  verified: true,
  officialUrl: ETSY_FEES_URL,
  sourceId: 'etsy-fees-policy',
  asOf: '2025',
};

const etsy: PlatformFeeSchedule = {
  platform: 'Etsy',
  officialUrl: ETSY_FEES_URL,
  lines: [
    {
      key: 'listing',
      label: 'Listing fee (per listing or renewal)',
      fee: { kind: 'fixed', amount: 0.2, currency: 'USD', per: 'listing', ...ETSY_POLICY },
    },
    {
      key: 'transaction',
      label: 'Transaction fee (item price, shipping and gift wrap)',
      fee: { kind: 'percent', pct: 6.5, base: 'item-and-shipping', ...ETSY_POLICY },
    },
    {
      key: 'setup',
      label: 'One-time shop set-up fee (where charged)',
      fee: { kind: 'fixed', amount: 15, currency: 'USD', per: 'shop', ...ETSY_POLICY },
    },
    {
      key: 'payment:percent',
      label: 'Etsy Payments processing, percentage',
      fee: {
        kind: 'percent',
        pct: 3,
        base: 'order-total',
        verified: false,
        officialUrl: ETSY_PAYMENTS_URL,
        sourceId: 'wise-etsy-fees-2023',
        asOf: '2023',
        note: 'The US rate from a third-party summary; the rate for a bank account in Canada must come from Etsy Payments.',
      },
    },
    {
      key: 'payment:fixed',
      label: 'Etsy Payments processing, per order',
      fee: {
        kind: 'fixed',
        amount: 0.25,
        currency: 'USD',
        per: 'order',
        verified: false,
        officialUrl: ETSY_PAYMENTS_URL,
        sourceId: 'wise-etsy-fees-2023',
        asOf: '2023',
        note: 'US figure (USD 0.25); the CAD figure must come from Etsy Payments.',
      },
    },
    {
      key: 'regulatory-operating',
      label: 'Regulatory operating fee (Canada)',
      fee: {
        kind: 'percent',
        pct: null,
        base: 'order-total',
        verified: false,
        officialUrl: ETSY_FEES_URL,
        sourceId: null,
        asOf: '2025',
        note: 'Whether and at what rate Etsy charges sellers in Canada a regulatory operating fee could not be read here.',
      },
    },
    {
      key: 'offsite-ads',
      label: 'Offsite Ads (attributed sales; 12 % above USD 10,000 a year)',
      fee: {
        kind: 'percent',
        pct: 15,
        base: 'order-total',
        verified: false,
        officialUrl: ETSY_FEES_URL,
        sourceId: 'wise-etsy-fees-2023',
        asOf: '2023',
        note: 'From a third-party summary of Etsy fees.',
      },
    },
  ],
};

const SHOPIFY_PRICING_URL = 'https://www.shopify.com/ca/pricing';
const SHOPIFY_THIRD_PARTY: FeeProvenance = {
  verified: false,
  officialUrl: SHOPIFY_PRICING_URL,
  sourceId: 'shopify-fees-calculator',
  asOf: '2025',
  note: 'From a third-party calculator that does not say which country; the Canadian rates are on the pricing page for Canada.',
};
const SHOPIFY_NOT_READ: FeeProvenance = {
  verified: false,
  officialUrl: SHOPIFY_PRICING_URL,
  sourceId: 'shopify-pricing-ca',
  asOf: '2025',
  note: 'The Canadian pricing page could not be read from here.',
};

const shopify: PlatformFeeSchedule = {
  platform: 'Shopify',
  officialUrl: SHOPIFY_PRICING_URL,
  lines: [
    {
      key: 'plan:basic',
      label: 'Basic plan, monthly',
      fee: { kind: 'fixed', amount: null, currency: null, per: 'month', ...SHOPIFY_NOT_READ },
    },
    {
      key: 'plan:grow',
      label: 'Grow plan, monthly',
      fee: { kind: 'fixed', amount: null, currency: null, per: 'month', ...SHOPIFY_NOT_READ },
    },
    {
      key: 'plan:advanced',
      label: 'Advanced plan, monthly',
      fee: { kind: 'fixed', amount: null, currency: null, per: 'month', ...SHOPIFY_NOT_READ },
    },
    {
      key: 'payment:basic:percent',
      label: 'Shopify Payments online card rate, Basic',
      fee: { kind: 'percent', pct: 2.9, base: 'card-charge', ...SHOPIFY_THIRD_PARTY },
    },
    {
      key: 'payment:advanced:percent',
      label: 'Shopify Payments online card rate, Advanced',
      fee: { kind: 'percent', pct: 2.4, base: 'card-charge', ...SHOPIFY_THIRD_PARTY },
    },
    {
      key: 'payment:fixed',
      label: 'Shopify Payments online card rate, per charge',
      fee: { kind: 'fixed', amount: 0.3, currency: null, per: 'order', ...SHOPIFY_THIRD_PARTY },
    },
    {
      key: 'third-party-gateway:basic',
      label: 'Extra fee with a third-party payment provider, Basic',
      fee: { kind: 'percent', pct: 2, base: 'order-total', ...SHOPIFY_THIRD_PARTY },
    },
    {
      key: 'third-party-gateway:grow',
      label: 'Extra fee with a third-party payment provider, Grow',
      fee: { kind: 'percent', pct: 1, base: 'order-total', ...SHOPIFY_THIRD_PARTY },
    },
    {
      key: 'third-party-gateway:advanced',
      label: 'Extra fee with a third-party payment provider, Advanced',
      fee: { kind: 'percent', pct: 0.5, base: 'order-total', ...SHOPIFY_THIRD_PARTY },
    },
  ],
};

const EBAY_CA_URL =
  'https://www.ebay.ca/help/selling/fees-credits-invoices/selling-fees-managed-payments-sellers?id=4822';

const ebay: PlatformFeeSchedule = {
  platform: 'eBay',
  officialUrl: EBAY_CA_URL,
  lines: [
    {
      key: 'final-value:most-categories',
      label: 'Final value fee, most categories (no Store)',
      fee: {
        kind: 'percent',
        pct: 12.9,
        base: 'total-sale',
        verified: false,
        officialUrl: EBAY_CA_URL,
        sourceId: 'ebay-2023-winter-update',
        asOf: '2023-03',
        note: "eBay's own table gives 12.9 % before 1 April 2023 on ebay.ca and says rates then rose by at most 0.35 points; the current ebay.ca rate must come from the fees page.",
      },
    },
    {
      key: 'per-order',
      label: 'Per-order fee',
      fee: {
        kind: 'fixed',
        amount: 0.3,
        currency: 'CAD',
        per: 'order',
        verified: true,
        officialUrl: EBAY_CA_URL,
        sourceId: 'ebay-2023-winter-update',
        asOf: '2023-04',
        note: 'eBay raised its US per-order fee to 0.40 on orders over 10 in March 2024 (ebay-2024-per-order-fee); whether ebay.ca followed could not be read here.',
      },
    },
    {
      key: 'insertion',
      label: 'Insertion fee beyond the free monthly listings',
      fee: {
        kind: 'fixed',
        amount: null,
        currency: 'CAD',
        per: 'listing',
        verified: false,
        officialUrl: EBAY_CA_URL,
        sourceId: 'ebay-ca-selling-fees',
        asOf: '2025',
        note: 'The stored copy of the ebay.ca fees page does not show the amounts.',
      },
    },
  ],
};

const WALMART_CA_URL = 'https://marketplacelearn.walmart.com/ca/';

const walmart: PlatformFeeSchedule = {
  platform: 'Walmart Marketplace',
  officialUrl: WALMART_CA_URL,
  lines: [
    {
      key: 'referral:most-categories',
      label: 'Referral fee, most categories (Walmart.ca)',
      fee: {
        kind: 'percent',
        pct: null,
        base: 'total-sale',
        verified: false,
        officialUrl: WALMART_CA_URL,
        sourceId: null,
        asOf: '2025',
        note: "Walmart.ca's referral schedule could not be read from here; the US schedule is not used for Canada.",
      },
    },
  ],
};

export const CANADIAN_FEE_SCHEDULES: readonly PlatformFeeSchedule[] = [amazonCa, etsy, shopify, ebay, walmart];

/** The fee schedule of a platform. */
export function feeScheduleOf(platform: PlatformFeeSchedule['platform']): PlatformFeeSchedule {
  const found = CANADIAN_FEE_SCHEDULES.find((s) => s.platform === platform);
  if (!found) throw new Error(`no fee schedule for ${platform}`);
  return found;
}

/** One fee line by platform and key, or undefined. */
export function feeLine(platform: PlatformFeeSchedule['platform'], key: string): FeeLine | undefined {
  return feeScheduleOf(platform).lines.find((l) => l.key === key);
}

/**
 * The Amazon.ca referral fee category of each cost-book entry (CostLens's classification of a typical item);
 * the calculator looks up `referral:<category>` in the Amazon.ca schedule, or the banded lines
 * `referral:<category>:...` where the rate depends on the price.
 */
const DETAILED_REFERRAL_CATEGORY: Readonly<Record<string, string>> = {
  smartphone: 'mobile-devices',
  laptop: 'personal-computers',
  'computer-monitor': 'personal-computers',
  television: 'tv-and-audio',
  'computer-mouse': 'personal-computers',
  keyboard: 'personal-computers',
  'remote-control': 'tv-and-audio',
  headphones: 'tv-and-audio',
  smartwatch: 'everything-else',
  'microwave-oven': 'kitchen',
  'oven-range': 'everything-else',
  toaster: 'kitchen',
  refrigerator: 'everything-else',
  kettle: 'kitchen',
  mug: 'kitchen',
  'drinking-glass': 'kitchen',
  cutlery: 'kitchen',
  bowl: 'kitchen',
  'water-bottle': 'kitchen',
  'kitchen-sink': 'home-and-garden',
  scissors: 'office-products',
  chair: 'furniture',
  sofa: 'furniture',
  bed: 'furniture',
  'dining-table': 'furniture',
  'potted-plant': 'home-and-garden',
  vase: 'home-and-garden',
  'wall-clock': 'home-and-garden',
  lamp: 'home-and-garden',
  backpack: 'apparel',
  handbag: 'apparel',
  suitcase: 'everything-else',
  umbrella: 'apparel',
  necktie: 'apparel',
  shoes: 'everything-else',
  hat: 'apparel',
  't-shirt': 'apparel',
  toothbrush: 'everything-else',
  'hair-dryer': 'personal-care-appliances',
  cosmetics: 'everything-else',
  supplement: 'everything-else',
  'snack-bag': 'everything-else',
  'boxed-food': 'everything-else',
  'jar-can-food': 'everything-else',
  'beverage-bottle': 'everything-else',
  'beverage-carton': 'everything-else',
  'shipping-box': 'office-products',
  'teddy-bear': 'toys-and-games',
  toy: 'toys-and-games',
  book: 'books',
  frisbee: 'sports',
  skis: 'sports',
  snowboard: 'sports',
  'sports-ball': 'sports',
  kite: 'toys-and-games',
  'baseball-bat': 'sports',
  'baseball-glove': 'sports',
  skateboard: 'sports',
  surfboard: 'sports',
  'tennis-racket': 'sports',
  bicycle: 'sports',
};

export const AMAZON_CA_REFERRAL_CATEGORY: Readonly<Record<string, string>> = {
  ...DETAILED_REFERRAL_CATEGORY,
  ...Object.fromEntries(KINDS.filter((k) => k.entry === undefined).map((k) => [k.id, familyOf(k).amazonCategory])),
};
