import { describe, expect, it } from 'vitest';

import { allEntries, findEntryById } from '../index.ts';
import { adValoremPct, readPreferential, treatmentPct } from './customs-tariff.ts';
import { T2026_2_ROWS } from './customs-tariff-t2026-2.ts';
import { CATEGORY_TARIFFS, itemRate, tariffOf } from './tariffs.ts';

describe('reading the schedule’s rate columns', () => {
  it('reads Free and ad valorem rates, and refuses to turn a rate by weight into a percentage', () => {
    expect(adValoremPct('Free')).toBe(0);
    expect(adValoremPct('6.5%')).toBe(6.5);
    expect(adValoremPct('18%')).toBe(18);
    expect(adValoremPct('11.64¢/kg plus 8.5%')).toBeNull();
    expect(adValoremPct('212% but not less than $2.11/kg')).toBeNull();
    expect(adValoremPct('N/A')).toBeNull();
  });

  it('splits the preferential column into free and rated treatments', () => {
    const column = readPreferential('CCCT, LDCT, UST, MXT, CIAT: Free AUT 8%, NZT 8%, GPT 5%');
    expect(column.free).toEqual(['CCCT', 'LDCT', 'UST', 'MXT', 'CIAT']);
    expect(column.rated).toEqual([
      { treatment: 'AUT', rate: '8%' },
      { treatment: 'NZT', rate: '8%' },
      { treatment: 'GPT', rate: '5%' },
    ]);
    expect(treatmentPct(column, 'UST')).toBe(0);
    expect(treatmentPct(column, 'GPT')).toBe(5);
    expect(treatmentPct(column, 'KRT')).toBeNull();
    const byWeight = readPreferential('LDCT, UST, MXT: Free CPTPT 2.11¢/kg, CPUKT 2.11¢/kg');
    expect(treatmentPct(byWeight, 'CPTPT')).toBeNull();
  });

  it('refuses a column it cannot read rather than guessing', () => {
    expect(() => readPreferential('UST, MXT: Free about five percent')).toThrow(/unreadable/);
    expect(() => readPreferential('ust, mxt: Free')).toThrow(/unreadable tariff treatment/);
  });

  it('reads every stored row', () => {
    for (const item of Object.keys(T2026_2_ROWS)) {
      expect(item).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
      expect(() => itemRate(item)).not.toThrow();
    }
  });
});

describe('the categories’ duty', () => {
  it('gives every category of the book (detailed entries and family-priced kinds) its MFN and CUSMA rates', () => {
    expect(CATEGORY_TARIFFS.map((t) => t.entryId).sort()).toEqual(
      allEntries()
        .map((e) => e.id)
        .sort(),
    );
    // A kind priced by its family may wait for its family's rows: its duty is then said to be not known.
    const read = CATEGORY_TARIFFS.filter((t) => t.items.length > 0);
    expect(read.filter((t) => t.mfn.low === null || t.cusmaUs.low === null)).toEqual([]);
    for (const t of CATEGORY_TARIFFS.filter((t) => t.items.length === 0))
      expect(findEntryById(t.entryId)?.basis?.level, t.entryId).toBe('family');
  });

  it('gives a toaster the range over its two items and says why', () => {
    const t = tariffOf('toaster')!;
    expect(t.items.map((i) => [i.tariffItem, i.mfnPct])).toEqual([
      ['8516.72.10', 0],
      ['8516.72.90', 6],
    ]);
    expect(t.tariffItem).toBeNull();
    expect([t.mfn.low, t.mfn.high]).toEqual([0, 6]);
    expect([t.cusmaUs.low, t.cusmaUs.high]).toEqual([0, 0]);
    expect(t.rangeNote).toMatch(/Automatic toasters.*free.*6 %/);
  });

  it('says why wherever a category spans items, and only counts ad valorem items in a range', () => {
    for (const t of CATEGORY_TARIFFS) {
      if (t.items.length > 1 || t.mfn.low !== t.mfn.high) expect(t.rangeNote, t.entryId).toBeTruthy();
      if (t.items.length === 1) expect(t.tariffItem).toBe(t.items[0]!.tariffItem);
      for (const i of t.items) expect(i.mfnPct, `${t.entryId} ${i.tariffItem}`).not.toBeNull();
    }
    // Cereals over the access commitment pay by weight: named, never folded into the range.
    const cereal = tariffOf('boxed-food')!;
    expect(cereal.items.map((i) => i.tariffItem)).not.toContain('1904.10.29');
    expect(cereal.leftOut).toMatch(/1904\.10\.29/);
    expect([cereal.mfn.low, cereal.mfn.high]).toEqual([4, 6]);
  });

  it('keeps the other preferential treatments that are not free, as the schedule writes them', () => {
    expect(tariffOf('bicycle')!.items[0]).toMatchObject({
      tariffItem: '8712.00.00',
      mfnPct: 13,
      cusmaUsPct: 0,
      cusmaMxPct: 0,
      otherPreferential: [{ treatment: 'GPT', rate: '8.5%' }],
    });
    expect(tariffOf('supplement')!.items[0]!.otherPreferential.map((r) => `${r.treatment} ${r.rate}`)).toEqual([
      'AUT 8%',
      'NZT 8%',
      'GPT 5%',
    ]);
  });
});
