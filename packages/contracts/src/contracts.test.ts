import { describe, expect, it } from 'vitest';
import {
  Analysis,
  AnalyticsEvent,
  CommentCreate,
  ErrorBody,
  ExtractedProduct,
  FlightSearchRequest,
  LikeRequest,
  PriceCompareRequest,
  ShareRequest,
  SupplierFindRequest,
  SupplierRecommendRequest,
} from './index.ts';

const analysis = {
  productName: 'Stainless Steel Water Bottle',
  productCategory: 'Drinkware',
  confidence: 72,
  costRangeLow: 3.1,
  costRangeHigh: 5.4,
  stats: { materialCount: 2, complexity: 'Low' },
  materials: [
    { name: '18/8 stainless steel', category: 'Metal', cost: 2.9, percentage: 70 },
    { name: 'PP lid', category: 'Plastic', cost: 1.2, percentage: 30 },
  ],
  methodology: [{ step: 'Visual Analysis', description: 'Detector found a bottle' }],
  confidenceNote: 'Category from the photo; cost from the cost book.',
  disclaimer: 'Estimates only.',
  marketInsights: [],
  recommendations: [],
  businessTips: [],
};

describe('Analysis', () => {
  it('accepts a full analysis and keeps confidence as a percent', () => {
    expect(Analysis.parse(analysis).confidence).toBe(72);
  });
  it.each([
    ['confidence above 100', { confidence: 130 }],
    ['a negative confidence', { confidence: -0.5 }],
    ['low above high', { costRangeLow: 9, costRangeHigh: 2 }],
    ['a negative material cost', { materials: [{ name: 'x', category: 'Metal', cost: -1, percentage: 10 }] }],
    ['a missing product name', { productName: '' }],
  ])('refuses %s', (_label, patch) => {
    expect(Analysis.safeParse({ ...analysis, ...patch }).success).toBe(false);
  });
});

describe('requests', () => {
  it.each([
    [PriceCompareRequest, { product: { upc: '012345678905' } }, true],
    [PriceCompareRequest, { product: { name: 'kettle' }, country: 'ca' }, true],
    [PriceCompareRequest, { product: {} }, false],
    [PriceCompareRequest, { product: { upc: 'abc' } }, false],
    [ShareRequest, { shareTitle: '  Kettle - Cost Analysis ', shareDescription: 'Nice' }, true],
    [ShareRequest, { shareTitle: '   ', shareDescription: 'Nice' }, false],
    [ShareRequest, { shareTitle: 'x'.repeat(141), shareDescription: 'Nice' }, false],
    [CommentCreate, { authorName: 'Ana', authorEmail: '', content: 'Useful' }, true],
    [CommentCreate, { authorName: 'Ana', authorEmail: 'not-an-email', content: 'Useful' }, false],
    [CommentCreate, { authorName: ' ', content: 'Useful' }, false],
    [CommentCreate, { authorName: 'Ana', content: '\n\t' }, false],
    [LikeRequest, { userFingerprint: 'fp_abcdef123456' }, true],
    [LikeRequest, { userFingerprint: '<script>' }, false],
    [SupplierFindRequest, { product: { name: 'yoga mat' }, country: 'CA' }, true],
    [SupplierFindRequest, { product: {}, country: 'CA' }, false],
    [SupplierRecommendRequest, { product: { upc: '012345678905' }, country: 'CA', city: '' }, true],
    [SupplierRecommendRequest, { product: {}, country: 'CA' }, false],
    [AnalyticsEvent, { name: 'camera_used' }, true],
    [AnalyticsEvent, { name: 'camera_used', props: { a: { nested: true } } }, false],
    [ExtractedProduct, { name: 'Lamp', brand: null, category: null, price: null, keyFeatures: [] }, true],
  ] as const)('%#: validates %o → %s', (schema, value, ok) => {
    expect((schema as { safeParse(v: unknown): { success: boolean } }).safeParse(value).success).toBe(ok);
  });

  it('defaults the country to CA and upper-cases it', () => {
    expect(PriceCompareRequest.parse({ product: { name: 'x' } }).country).toBe('CA');
    expect(PriceCompareRequest.parse({ product: { name: 'x' }, country: 'ca' }).country).toBe('CA');
  });

  it('turns an empty comment email into null', () => {
    expect(CommentCreate.parse({ authorName: 'A', authorEmail: '', content: 'c' }).authorEmail).toBeNull();
  });

  it('extracted products default to CAD', () => {
    expect(
      ExtractedProduct.parse({ name: 'Lamp', brand: null, category: null, price: 10, keyFeatures: [] }).currency,
    ).toBe('CAD');
  });
});

describe('flight search request', () => {
  const good = {
    departure_id: 'yvr',
    arrival_id: 'LAX',
    type: 1,
    outbound_date: '2026-12-01',
    return_date: '2026-12-08',
    adults: 1,
    travel_class: 1,
    currency: 'CAD',
    stops: 2,
  };
  it('fills the fixed values and upper-cases codes', () => {
    expect(FlightSearchRequest.parse(good)).toMatchObject({
      departure_id: 'YVR',
      sort_by: 1,
      gl: 'ca',
      hl: 'en',
      deep_search: true,
    });
  });
  it.each([
    [{ adults: 0 }],
    [{ adults: 10 }],
    [{ travel_class: 5 }],
    [{ stops: 4 }],
    [{ currency: 'EUR' }],
    [{ type: 3 }],
    [{ departure_id: 'VANCOUVER' }],
    [{ outbound_date: '01/12/2026' }],
  ])('refuses %o', (patch) => {
    expect(FlightSearchRequest.safeParse({ ...good, ...patch }).success).toBe(false);
  });
});

describe('error body', () => {
  it('has an error and an optional retryable flag', () => {
    expect(ErrorBody.parse({ error: 'temporarily busy', retryable: true })).toEqual({
      error: 'temporarily busy',
      retryable: true,
    });
    expect(ErrorBody.safeParse({ message: 'x' }).success).toBe(false);
  });
});
