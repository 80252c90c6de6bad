import { describe, expect, it } from 'vitest';

import { sources } from '../data/sources.ts';
import { allEntries, findEntryById } from '../index.ts';
import { sideValue } from '../worksheets/compute.ts';
import { SHIPPING_RANGES } from './shipping.ts';
import { CATEGORY_TARIFFS, UNIT_SIZES, tariffOf, unitSizeOf } from './tariffs.ts';

const SOURCE_IDS = new Set(sources.map((s) => s.id));
const ids = allEntries().map((e) => e.id);

describe('landed-cost data', () => {
  it('has a tariff classification and a unit size for every entry', () => {
    expect(CATEGORY_TARIFFS.map((t) => t.entryId).sort()).toEqual([...ids].sort());
    expect(UNIT_SIZES.map((u) => u.entryId).sort()).toEqual([...ids].sort());
  });

  it.each(ids)('%s: rates are rows of the current Customs Tariff, unverified, with their edition', (id) => {
    const t = tariffOf(id)!;
    expect(t.hs6).toMatch(/^\d{4}\.\d{2}$/);
    // A kind priced by its family may still wait for its family's rows: no rate is then given at all.
    const unread = t.items.length === 0;
    if (unread) expect(findEntryById(id)?.basis?.level).toBe('family');
    expect(t.edition).toMatchObject({ id: 'T2026-2', inForce: '2026-09-01' });
    expect(t.officialUrl).toBe(
      `https://www.cbsa-asfc.gc.ca/trade-commerce/tariff-tarif/2026/html/02/ch${t.hs6.slice(0, 2)}-eng.html`,
    );
    for (const rate of unread ? [] : [t.mfn, t.cusmaUs, t.cusmaMx]) {
      expect(rate.low).not.toBeNull();
      expect(rate.low!).toBeLessThanOrEqual(rate.high!);
      expect(rate).toMatchObject({ verified: false, edition: 'T2026-2' });
      expect(SOURCE_IDS).toContain(rate.sourceId);
    }
    for (const s of t.surtaxes) expect(SOURCE_IDS).toContain(s.sourceId);
    const u = unitSizeOf(id)!;
    expect(u.kg[0]).toBeGreaterThan(0);
    expect(u.kg[0]).toBeLessThanOrEqual(u.kg[1]);
    expect(Math.abs(u.m3 - (u.cm[0] * u.cm[1] * u.cm[2]) / 1e6)).toBeLessThanOrEqual(0.00005 + 1e-12);
  });

  it('applies the 2024 surtax on Chinese steel and aluminium to a stainless sink, conditionally', () => {
    expect(tariffOf('kitchen-sink')?.surtaxes).toEqual([
      expect.objectContaining({ pct: 25, origin: 'CN', inForceFrom: '2024-10-22', conditional: true }),
    ]);
    expect(tariffOf('laptop')?.surtaxes).toEqual([]);
  });

  it.each(SHIPPING_RANGES.map((r) => [r.mode, r] as const))(
    '%s: the stored range is what its worksheet gives',
    (_m, r) => {
      if (r.worksheet === null) {
        expect(r.low).toBeNull();
        expect(r.verified).toBe(false);
        return;
      }
      expect(r.low).toBeCloseTo(sideValue(r.worksheet.low), 2);
      expect(r.high).toBeCloseTo(sideValue(r.worksheet.high), 2);
      expect(r.low!).toBeLessThanOrEqual(r.high!);
    },
  );

  it('converts air freight per kg and sea freight per m³ to CAD', () => {
    const air = SHIPPING_RANGES.find((r) => r.mode === 'air')!;
    expect([air.low, air.high]).toEqual([7.74, 8.14]);
    const sea = SHIPPING_RANGES.find((r) => r.mode === 'sea')!;
    expect(sea.unit).toBe('CAD/m3');
    expect(sea.low).toBeCloseTo((3095 / 58) * 1.3698, 2);
  });
});
