import { describe, expect, it } from 'vitest';

import { allEntries, costBook, findEntryById } from '../index.ts';
import { JUDGEMENT_CONSTANTS } from '../judgement.ts';
import { computeRange, reproduces, sideValue } from './compute.ts';
import { bomWorksheetOf, bomWorksheets } from './index.ts';
import { worksheetLines } from './lines.ts';
import type { BomWorksheet } from './types.ts';

// Every source of the book, a department's own included (a gold price is read from one).
const SOURCE_IDS = new Set(costBook.sources.map((s) => s.id));
const JUDGEMENT_KEYS = new Set(JUDGEMENT_CONSTANTS.map((c) => c.key));
const entries = allEntries().map((e) => [e.id, e] as const);

describe('BOM worksheets', () => {
  it('exist once for every entry', () => {
    expect(bomWorksheets.map((w) => w.entryId).sort()).toEqual(
      allEntries()
        .map((e) => e.id)
        .sort(),
    );
  });

  it.each(entries)('%s: the stored BOM range is what its worksheet computes (within a cent)', (id, entry) => {
    const ws = bomWorksheetOf(id)!;
    expect(computeRange(ws)).toEqual({
      low: expect.closeTo(entry.bomCad.low, 2),
      high: expect.closeTo(entry.bomCad.high, 2),
    });
    expect(reproduces(ws, entry.bomCad)).toBe(true);
  });

  it.each(entries)('%s: every input names a known source or a known judgement constant', (id) => {
    const ws = bomWorksheetOf(id)!;
    for (const input of [...ws.low, ...ws.high].flatMap((t) => t.factors)) {
      const backed =
        (input.sourceId !== undefined && SOURCE_IDS.has(input.sourceId)) ||
        (input.judgement !== undefined && JUDGEMENT_KEYS.has(input.judgement));
      expect(backed, `${id}: ${input.label}`).toBe(true);
      expect(input.value).toBeGreaterThan(0);
    }
  });

  it.each(entries)('%s: the entry cites every source its worksheet read', (id, entry) => {
    const ws = bomWorksheetOf(id)!;
    const read = new Set([...ws.low, ...ws.high].flatMap((t) => t.factors.map((f) => f.sourceId)).filter(Boolean));
    for (const s of read) expect(entry.bomCad.sourceIds).toContain(s);
  });

  it.each(entries)('%s: anchors before 2021 are ratios or say what scaled them', (id) => {
    for (const a of bomWorksheetOf(id)!.anchors) {
      expect(SOURCE_IDS).toContain(a.sourceId);
      if (a.year < 2021 && a.kind === 'price') expect(a.scaledBy).toBeTruthy();
    }
  });

  it('fails to reproduce a figure whose input moved', () => {
    const ws = bomWorksheetOf('mug')!;
    const moved: BomWorksheet = {
      ...ws,
      low: ws.low.map((t, n) =>
        n === 0 ? { ...t, factors: t.factors.map((f) => ({ ...f, value: f.value * 1.1 })) } : t,
      ),
    };
    expect(reproduces(moved, findEntryById('mug')!.bomCad)).toBe(false);
  });

  it('divides by an input marked divide (a TV set from its panel price and panel share)', () => {
    const tv = bomWorksheetOf('television')!;
    expect(sideValue(tv.low)).toBeCloseTo((155 / 0.7) * 1.3698, 6);
    expect(tv.includesAssembly).toBe(true);
  });
});

describe('worksheetLines', () => {
  it('shows each term with its inputs, sources and the resulting side', () => {
    const lines = worksheetLines('smartwatch');
    const low = lines.filter((l) => l.figure === 'BOM low');
    expect(low[0]?.text).toBe(
      'OnePlus Watch BOM, Counterpoint: BOM 68 USD (Counterpoint Research 2021, 2021) × USD→CAD (Bank of Canada annual average) 1.3698 CAD/USD (Bank of Canada 2024, 2024) = CAD 93.15',
    );
    expect(low.at(-1)?.text).toBe('BOM low = CAD 93.15');
    expect(low[0]?.sources.map((s) => s.id)).toEqual(['counterpoint-oneplus-watch-bom-2021', 'boc-annual-fx']);
    expect(lines.find((l) => l.figure === 'note')?.text).toMatch(/2021/);
  });

  it('names the judgement behind an estimate', () => {
    const mug = worksheetLines('mug');
    expect(mug[0]?.text).toMatch(
      /^Ceramic body: mass 0\.3 kg \(CostLens judgement: typical-mass, 2025\) × ceramic price 2\.5 CAD\/kg/,
    );
    expect(mug[0]?.judgements).toEqual(['typical-mass', 'material-cost-per-kg']);
  });

  it('marks a ratio anchor older than 2021 as such', () => {
    const anchor = worksheetLines('television').find((l) => l.figure === 'anchor' && /2010/.test(l.text));
    expect(anchor?.text).toContain('ratio');
  });

  it('is empty for an unknown entry', () => {
    expect(worksheetLines('not-a-category')).toEqual([]);
  });
});
