import { describe, expect, it } from 'vitest';

import { sources } from '../data/sources.ts';
import { allEntries } from '../index.ts';
import { AMAZON_CA_REFERRAL_CATEGORY, CANADIAN_FEE_SCHEDULES, feeLine, feeScheduleOf } from './canada.ts';

const SOURCE_IDS = new Set(sources.map((s) => s.id));
// Sources that are not the platform's own page for Canadian sellers: a figure read from them is never verified.
const NOT_OFFICIAL_CANADIAN = new Set([
  'amazon-ca-fee-schedule-mirror',
  'wise-etsy-fees-2023',
  'shopify-fees-calculator',
  'ebay-2024-per-order-fee',
  'ebay-ca-community-gst',
]);
const lines = CANADIAN_FEE_SCHEDULES.flatMap((s) => s.lines.map((l) => [`${s.platform} ${l.key}`, l] as const));

describe('Canadian fee schedules', () => {
  it('cover the five platforms once each', () => {
    expect(CANADIAN_FEE_SCHEDULES.map((s) => s.platform).sort()).toEqual(
      ['Amazon.ca', 'Etsy', 'Shopify', 'eBay', 'Walmart Marketplace'].sort(),
    );
  });

  it.each(lines)('%s: says where it must come from and what was read', (_name, line) => {
    const fee = line.fee;
    expect(fee.officialUrl).toMatch(/^https:\/\//);
    expect(fee.asOf).toMatch(/^\d{4}/);
    if (fee.sourceId !== null) expect(SOURCE_IDS).toContain(fee.sourceId);
    const value = fee.kind === 'percent' ? fee.pct : fee.amount;
    // A figure with nothing read behind it is never claimed; a gap is null and unverified.
    if (fee.sourceId === null) {
      expect(value).toBeNull();
      expect(fee.verified).toBe(false);
    }
    if (value === null) expect(fee.verified).toBe(false);
    if (fee.sourceId !== null && NOT_OFFICIAL_CANADIAN.has(fee.sourceId)) expect(fee.verified).toBe(false);
    if (!fee.verified) expect(fee.note ?? '').not.toBe('');
  });

  it('never states a currency it did not read', () => {
    for (const [, line] of lines) {
      if (line.fee.kind === 'fixed' && line.fee.currency === 'CAD' && line.fee.amount !== null)
        expect(line.fee.verified).toBe(true);
    }
  });

  it('gives Amazon.ca FBA fees by size tier and storage per m³', () => {
    const fba = feeScheduleOf('Amazon.ca').fba!;
    expect(fba.verified).toBe(true);
    expect(fba.tiers.find((t) => t.tier === 'standard')?.bands[0]).toEqual({ upToGrams: 250, cad: 5.44 });
    expect(fba.storagePerM3Month.standard).toEqual({ janSep: 24, octDec: 33 });
  });

  it('maps every cost-book entry to an Amazon.ca referral line', () => {
    const keys = feeScheduleOf('Amazon.ca').lines.map((l) => l.key);
    for (const e of allEntries()) {
      const cat = AMAZON_CA_REFERRAL_CATEGORY[e.id];
      expect(cat, e.id).toBeDefined();
      expect(
        keys.some((k) => k === `referral:${cat}` || k.startsWith(`referral:${cat}:`)),
        e.id,
      ).toBe(true);
    }
  });

  it('finds a line by platform and key', () => {
    expect(feeLine('Etsy', 'transaction')?.fee).toMatchObject({ kind: 'percent', pct: 6.5, verified: true });
    expect(feeLine('Walmart Marketplace', 'referral:most-categories')?.fee).toMatchObject({
      pct: null,
      verified: false,
    });
    expect(feeLine('eBay', 'nope')).toBeUndefined();
  });
});
