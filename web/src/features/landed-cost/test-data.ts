// Test inputs for the calculator's tests, shaped like the API's answers (packages/contracts landed-cost.ts).
// The figures are round numbers chosen so the arithmetic can be checked by hand: they are not the cost
// book's figures and not published rates.
import type {
  ExchangeRateResponse,
  FeeScheduleData,
  LandedCostCategoryResponse,
  LandedCostReferenceResponse,
} from '@costlens/contracts';
import { DEFAULT_FORM } from './inputs.ts';
import type { LandedCostForm, LandedCostInputs } from './inputs.ts';

const provenance = (verified: boolean, sourceId: string | null = 'test-source') => ({
  verified,
  officialUrl: 'https://example.test/fees',
  sourceId,
  asOf: '2025',
});

export const TEST_SCHEDULES: FeeScheduleData[] = [
  {
    platform: 'Amazon.ca',
    officialUrl: 'https://example.test/amazon',
    lines: [
      {
        key: 'referral:kitchen',
        label: 'Referral fee: kitchen',
        fee: { kind: 'percent', pct: 10, base: 'total-sale', minimumPerItem: 0.3, ...provenance(false) },
      },
      {
        key: 'referral:everything-else',
        label: 'Referral fee: everything else',
        fee: { kind: 'percent', pct: 20, base: 'total-sale', ...provenance(false) },
      },
      {
        key: 'referral:furniture:to-250',
        label: 'Referral fee: furniture, part up to CAD 250',
        fee: { kind: 'percent', pct: 10, base: 'total-sale', band: { fromCad: 0, toCad: 250 }, ...provenance(true) },
      },
      {
        key: 'referral:furniture:above-250',
        label: 'Referral fee: furniture, part above CAD 250',
        fee: { kind: 'percent', pct: 5, base: 'total-sale', band: { fromCad: 250, toCad: null }, ...provenance(true) },
      },
      {
        key: 'plan:professional',
        label: 'Professional selling plan',
        fee: { kind: 'fixed', amount: 40, currency: null, per: 'month', ...provenance(false) },
      },
    ],
  },
  {
    platform: 'Etsy',
    officialUrl: 'https://example.test/etsy',
    lines: [
      {
        key: 'listing',
        label: 'Listing fee',
        fee: { kind: 'fixed', amount: 0.2, currency: 'USD', per: 'listing', ...provenance(true) },
      },
      {
        key: 'transaction',
        label: 'Transaction fee',
        fee: { kind: 'percent', pct: 5, base: 'item-and-shipping', ...provenance(true) },
      },
      {
        key: 'payment:percent',
        label: 'Processing, percentage',
        fee: { kind: 'percent', pct: 2, base: 'order-total', ...provenance(false) },
      },
      {
        key: 'payment:fixed',
        label: 'Processing, per order',
        fee: { kind: 'fixed', amount: 0.25, currency: 'USD', per: 'order', ...provenance(false) },
      },
      {
        key: 'regulatory-operating',
        label: 'Regulatory operating fee',
        fee: { kind: 'percent', pct: null, base: 'order-total', ...provenance(false, null) },
      },
      {
        key: 'offsite-ads',
        label: 'Offsite Ads',
        fee: { kind: 'percent', pct: 15, base: 'order-total', ...provenance(false) },
      },
    ],
  },
  {
    platform: 'Walmart Marketplace',
    officialUrl: 'https://example.test/walmart',
    lines: [
      {
        key: 'referral:most-categories',
        label: 'Referral fee',
        fee: { kind: 'percent', pct: null, base: 'total-sale', ...provenance(false, null) },
      },
    ],
  },
];

export const TEST_REFERENCE: LandedCostReferenceResponse = {
  costBookVersion: 'test',
  categories: [{ id: 'kettle', label: 'Kettle' }],
  shipping: [
    {
      mode: 'air',
      unit: 'CAD/kg',
      low: 5,
      high: 6,
      lane: 'Test lane',
      worksheet: {
        low: [
          {
            label: 'air low',
            factors: [{ label: 'air rate', value: 5, unit: 'CAD/kg', asOf: '2024-05-01', sourceId: 'test-source' }],
          },
        ],
        high: [
          {
            label: 'air high',
            factors: [{ label: 'air rate', value: 6, unit: 'CAD/kg', asOf: '2024-03-19', sourceId: 'test-source' }],
          },
        ],
      },
      verified: true,
      note: 'Test rates.',
    },
    {
      mode: 'sea',
      unit: 'CAD/m3',
      low: 100,
      high: 150,
      lane: 'Test sea lane',
      worksheet: null,
      verified: true,
      note: 'Test rates.',
    },
    {
      mode: 'courier',
      unit: 'CAD/kg',
      low: null,
      high: null,
      lane: 'Test courier lane',
      worksheet: null,
      verified: false,
      note: 'No rate.',
      officialUrl: 'https://example.test/courier',
    },
  ],
  feeSchedules: TEST_SCHEDULES,
  sources: [
    { id: 'test-source', title: 'Test source', publisher: 'Tester', year: 2024, url: 'https://example.test/source' },
  ],
};

export const TEST_CATEGORY: LandedCostCategoryResponse = {
  category: { id: 'kettle', label: 'Kettle' },
  tariff: {
    hs6: '8516.71',
    tariffItem: '8516.71.90',
    items: [
      {
        tariffItem: '8516.71.90',
        description: 'Test kettles: other',
        mfnText: '10%',
        preferentialText: 'CCCT, UST: Free GPT 5%',
        mfnPct: 10,
        cusmaUsPct: 0,
        cusmaMxPct: null,
        otherPreferential: [{ treatment: 'GPT', rate: '5%' }],
      },
    ],
    description: 'Test kettles',
    mfn: { low: 10, high: 10, verified: false, sourceId: 'test-source', edition: 'T2026-2' },
    cusmaUs: { low: 0, high: 0, verified: false, sourceId: 'test-source', edition: 'T2026-2' },
    cusmaMx: { low: null, high: null, verified: false, sourceId: null, edition: null },
    rangeNote: null,
    leftOut: null,
    edition: { id: 'T2026-2', inForce: '2026-09-01', url: 'https://example.test/edition' },
    surtaxes: [
      {
        pct: 25,
        origin: 'CN',
        inForceFrom: '2024-10-22',
        scope: 'Listed test goods',
        sourceId: 'test-source',
        conditional: true,
      },
    ],
    officialUrl: 'https://example.test/tariff',
  },
  unitSize: { kg: [1, 2], cm: [20, 20, 25], m3: 0.01, judgement: 'typical-mass' },
  amazonReferralCategory: 'kitchen',
  sources: [
    { id: 'test-source', title: 'Test source', publisher: 'Tester', year: 2024, url: 'https://example.test/source' },
  ],
};

export function testRate(
  currency: string,
  rateToCad: number,
  kind: 'daily' | 'annual' = 'daily',
): ExchangeRateResponse {
  return {
    currency,
    rateToCad,
    date: kind === 'daily' ? '2025-12-30' : '2024',
    source: {
      kind,
      name: 'Bank of Canada',
      series: kind === 'daily' ? `FX${currency}CAD` : `FXA${currency}CAD`,
      url: 'https://example.test/valet',
      termsUrl: 'https://example.test/terms',
      attribution: kind === 'daily' ? 'Test daily rate' : "Test annual average, not today's rate",
    },
    note: kind === 'annual' ? "The Bank of Canada's daily rate could not be read (test)." : null,
    cached: false,
  };
}

/** Inputs for a CAD shipment of `quantity` kettles at CAD `price` each, by air, to a business in Alberta. */
export function testInputs(patch: Partial<LandedCostInputs> = {}): LandedCostInputs {
  return {
    category: 'kettle',
    price: { low: 10, high: 10 },
    currency: 'CAD',
    quantity: 100,
    orderSizes: [100],
    weightKg: null,
    origin: 'CN',
    mode: 'air',
    province: 'AB',
    importer: 'business',
    gstRegistered: false,
    dutyPct: null,
    includeSurtax: false,
    freightRate: null,
    brokerage: null,
    sellingPrice: null,
    sellerShipping: 0,
    ...patch,
  };
}

export function testForm(patch: Partial<LandedCostForm> = {}): LandedCostForm {
  return { ...DEFAULT_FORM, category: 'kettle', price: '10', ...patch };
}
