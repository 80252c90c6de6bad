// The landed-cost data routes answer the cost book as it is: every figure unchanged, every source it
// cites included, nothing for a category the book lacks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMAZON_CA_REFERRAL_CATEGORY,
  allEntries,
  CANADIAN_FEE_SCHEDULES,
  SHIPPING_RANGES,
  tariffOf,
  unitSizeOf,
} from '@costlens/costbook';
import { LandedCostCategoryResponse, LandedCostReferenceResponse } from '@costlens/contracts';
import { client, makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';

describe('landed-cost data routes', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await makeTestApp('sqlite');
    c = client(t.app);
  });
  afterAll(() => t.close());

  it('answers the categories, freight ranges and fee schedules, with every source they cite', async () => {
    const res = await c.get('/api/landed-cost/reference');
    expect(res.status).toBe(200);
    const body = LandedCostReferenceResponse.parse(await res.json());
    expect(body.categories.map((c) => c.id)).toEqual(allEntries().map((e) => e.id));
    // A kind priced by its family is listed with the family's plain name; every category with its heading.
    expect(body.categories.find((c) => c.id === 'frying-pan')).toEqual({
      id: 'frying-pan',
      label: 'Frying pan',
      family: 'pots and pans',
      heading: '7615.10',
    });
    expect(body.categories.find((c) => c.id === 'toaster')).toEqual({
      id: 'toaster',
      label: 'Toaster',
      heading: '8516.72',
    });
    expect(body.shipping).toEqual(SHIPPING_RANGES);
    expect(body.feeSchedules.map((s) => [s.platform, s.lines])).toEqual(
      CANADIAN_FEE_SCHEDULES.map((s) => [s.platform, s.lines]),
    );
    const cited = new Set(body.sources.map((s) => s.id));
    for (const line of body.feeSchedules.flatMap((s) => s.lines)) {
      if (line.fee.sourceId !== null) expect(cited, line.key).toContain(line.fee.sourceId);
    }
    for (const factor of body.shipping.flatMap((r) =>
      r.worksheet ? [...r.worksheet.low, ...r.worksheet.high].flatMap((term) => term.factors) : [],
    )) {
      if (factor.sourceId) expect(cited, factor.label).toContain(factor.sourceId);
    }
    // Courier has no rate in the book: served as null, never filled in.
    expect(body.shipping.find((r) => r.mode === 'courier')).toMatchObject({ low: null, high: null, verified: false });
  });

  it.each(['kitchen-sink', 'laptop', 'mug', 'toaster'])(
    "answers %s's tariff, unit size and referral category",
    async (id) => {
      const res = await c.get(`/api/landed-cost/category/${id}`);
      expect(res.status).toBe(200);
      const body = LandedCostCategoryResponse.parse(await res.json());
      const { entryId: _t, ...tariff } = tariffOf(id)!;
      const { entryId: _u, ...unitSize } = unitSizeOf(id)!;
      expect(body).toMatchObject({ category: { id }, tariff, unitSize });
      expect(body.amazonReferralCategory).toBe(AMAZON_CA_REFERRAL_CATEGORY[id]);
      const cited = [tariff.mfn, tariff.cusmaUs, tariff.cusmaMx].map((r) => r.sourceId).filter(Boolean);
      for (const id of [...cited, ...tariff.surtaxes.map((s) => s.sourceId)])
        expect(body.sources.map((s) => s.id)).toContain(id);
    },
  );

  it('answers the tariff items, their range and its reason, each rate unverified with its edition', async () => {
    const laptop = LandedCostCategoryResponse.parse(await (await c.get('/api/landed-cost/category/laptop')).json());
    expect(laptop.tariff.mfn).toEqual({
      low: 0,
      high: 0,
      verified: false,
      sourceId: 'cbsa-customs-tariff-t2026-2',
      edition: 'T2026-2',
    });
    expect(laptop.tariff.tariffItem).toBe('8471.30.00');
    const toaster = LandedCostCategoryResponse.parse(await (await c.get('/api/landed-cost/category/toaster')).json());
    expect(toaster.tariff).toMatchObject({
      tariffItem: null,
      mfn: { low: 0, high: 6, verified: false },
      edition: { id: 'T2026-2', inForce: '2026-09-01' },
    });
    expect(toaster.tariff.items.map((i) => i.tariffItem)).toEqual(['8516.72.10', '8516.72.90']);
    expect(toaster.tariff.rangeNote).toMatch(/Automatic/);
    expect(toaster.sources.map((s) => s.id)).toContain('cbsa-customs-tariff-t2026-2');
    const sink = LandedCostCategoryResponse.parse(await (await c.get('/api/landed-cost/category/kitchen-sink')).json());
    expect(sink.tariff.mfn).toMatchObject({ low: 7, high: 7, verified: false });
    expect(sink.tariff.surtaxes).toEqual([expect.objectContaining({ pct: 25, origin: 'CN', conditional: true })]);
  });

  it.each(['unicorn', 'LAPTOP', '..%2Fsecrets'])('answers 404 not_found for %j', async (id) => {
    const res = await c.get(`/api/landed-cost/category/${id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });
});
