import { describe, expect, it } from 'vitest';

import { allEntries, findEntryById } from '../index.ts';
import { CATEGORY_TARIFFS } from '../landed/tariffs.ts';
import type { CategoryTariff } from '../landed/types.ts';
import type { CostBookEntry } from '../types.ts';
import { auditCostBook, auditFailures } from './run.ts';

describe('the cost-book audit', () => {
  const report = auditCostBook(allEntries());

  it('passes on the cost book: every figure sourced, derived or a named judgement, every worksheet reproduced', () => {
    expect(report.unsourced).toEqual([]);
    expect(report.reproduced).toBe(report.derived);
    expect(report.contradictions).toEqual([]);
    expect(auditFailures(report)).toEqual([]);
    expect(report.derived).toBeGreaterThanOrEqual(allEntries().length);
    expect(report.constants).toBeGreaterThan(20);
  });

  it('lists anchors older than 2021 with what makes them usable today', () => {
    for (const a of report.oldAnchors) expect(a.scaledBy).toBeTruthy();
    expect(report.oldAnchors.map((a) => a.figure)).toContain('television.bomCad');
  });

  function withEntry(id: string, change: (e: CostBookEntry) => CostBookEntry) {
    return auditCostBook(allEntries().map((e) => (e.id === id ? change(e) : e)));
  }

  it('fails a stored figure its worksheet does not reproduce', () => {
    const r = withEntry('mug', (e) => ({ ...e, bomCad: { ...e.bomCad, high: e.bomCad.high + 1 } }));
    expect(r.reproduced).toBe(r.derived - 1);
    expect(auditFailures(r)).toContainEqual(expect.stringMatching(/do not reproduce/));
  });

  it('fails a multiplier outside the range its source states (keystone is ×2)', () => {
    const r = withEntry('mug', (e) => ({ ...e, retail: { ...e.retail, retailOverWholesale: 1.4 } }));
    expect(r.contradictions).toEqual([
      { figure: 'mug.retail.retailOverWholesale', value: 1.4, source: 'investopedia-keystone', range: [2, 2] },
    ]);
  });

  it('fails a figure that cites nothing but the CostLens derivation without a judgement behind it', () => {
    const r = withEntry('mug', (e) => ({ ...e, market: { ...e.market, sourceIds: ['costlens-derivation-2026'] } }));
    expect(r.unsourced).toContain('mug.market.growthPct');
  });

  it('fails an unknown source id', () => {
    const mug = findEntryById('mug')!;
    const r = withEntry('mug', () => ({ ...mug, factors: { ...mug.factors, sourceIds: ['no-such-source'] } }));
    expect(r.unsourced).toContain('mug.factors');
  });

  describe('of the duty data', () => {
    const withTariff = (id: string, change: (t: CategoryTariff) => CategoryTariff) =>
      auditCostBook(
        allEntries(),
        CATEGORY_TARIFFS.map((t) => (t.entryId === id ? change(t) : t)),
      );

    it('passes: every category has MFN and CUSMA rates from the current edition, ranges with their reasons', () => {
      const categories = allEntries().length;
      const read = categories - report.tariffs.unread.length;
      expect(report.tariffs).toMatchObject({ categories, withRates: read, edition: 'T2026-2', problems: [] });
      expect(report.tariffs.ranges).toBeGreaterThanOrEqual(8);
    });

    it('fails a category with no tariff entry, or with no item', () => {
      const missing = auditCostBook(
        allEntries(),
        CATEGORY_TARIFFS.filter((t) => t.entryId !== 'kite'),
      );
      expect(missing.tariffs.problems).toContain('kite: no tariff entry');
      expect(auditFailures(missing)).toContainEqual(expect.stringMatching(/duty data/));
      const empty = withTariff('kite', (t) => ({ ...t, items: [] }));
      expect(empty.tariffs.problems).toContain('kite: no tariff item');
    });

    it('fails a range over items with different rates that gives no reason', () => {
      const r = withTariff('toaster', (t) => ({ ...t, rangeNote: null }));
      expect(r.tariffs.problems).toContain('toaster: 2 items with different rates and no reason given');
    });

    it('fails a range that is not what its items say, and rates from an older edition', () => {
      const wrong = withTariff('toaster', (t) => ({ ...t, mfn: { ...t.mfn, high: 5 } }));
      expect(wrong.tariffs.problems).toContainEqual(expect.stringMatching(/^toaster\.mfn: range 0–5 is not what/));
      const old = withTariff('bicycle', (t) => ({ ...t, edition: { ...t.edition, id: 'T2025-1' } }));
      expect(old.tariffs.problems).toContainEqual(expect.stringMatching(/^bicycle: edition T2025-1/));
    });

    it('fails a category whose rate could not be read', () => {
      const r = withTariff('bicycle', (t) => ({ ...t, mfn: { ...t.mfn, low: null, high: null } }));
      expect(r.tariffs.problems).toContain('bicycle.mfn: no rate');
      expect(r.tariffs.withRates).toBe(report.tariffs.withRates - 1);
    });
  });
});
