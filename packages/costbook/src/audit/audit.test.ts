import { describe, expect, it } from 'vitest';

import { allEntries, findEntryById } from '../index.ts';
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
});
