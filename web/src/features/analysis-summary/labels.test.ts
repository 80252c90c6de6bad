import { describe, expect, it } from 'vitest';
import { formatConfidence, formatDate, formatViews, methodologyLabel, safeHttpUrl, shareTitleOf } from './labels.ts';

describe('stored-analysis labels', () => {
  it.each([
    ['real-time-price-comparison', 'Real-time Price Comparison'],
    ['supplier-discovery', 'Supplier Discovery'],
    ['url-based-product-search', 'URL-based Product Search'],
    // The on-device estimate is no AI service: only a language model's answer says AI.
    ['on-device-estimate', 'CostLens estimate'],
    ['ai-analysis', 'AI analysis'],
    ['toString', 'Estimate'],
    ['', 'Estimate'],
    [undefined, 'Estimate'],
  ])('labels methodology type %s as %s', (type, label) => {
    expect(methodologyLabel(type)).toBe(label);
  });

  it.each([
    [72, '72%'],
    [99.6, '100%'],
    [0, '0%'],
    [0.85, '1%'], // a percent already: never multiplied by 100
  ])('shows confidence %s as %s', (value, text) => {
    expect(formatConfidence(value)).toBe(text);
  });

  it('dates read MMM d, yyyy and views are counted in words', () => {
    expect(formatDate('2026-11-20T12:00:00.000Z')).toBe('Nov 20, 2026');
    expect([formatViews(0), formatViews(1), formatViews(12)]).toEqual(['0 views', '1 view', '12 views']);
  });

  it('titles a share by its title, else by the product name with the suffix', () => {
    expect(shareTitleOf({ shareTitle: 'Bottle costs', productName: 'Bottle' })).toBe('Bottle costs');
    expect(shareTitleOf({ shareTitle: null, productName: 'Bottle' })).toBe('Bottle - Cost Analysis');
    expect(shareTitleOf({ shareTitle: '  ', productName: 'Bottle' })).toBe('Bottle - Cost Analysis');
  });

  it.each([
    ['https://supplier.example/p/1', 'https://supplier.example/p/1'],
    ['http://supplier.example', 'http://supplier.example/'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['not a url', null],
    ['', null],
  ])('links %s only when it is a web address', (raw, href) => {
    expect(safeHttpUrl(raw)).toBe(href);
  });
});
