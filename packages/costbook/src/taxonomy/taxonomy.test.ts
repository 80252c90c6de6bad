import { describe, expect, it } from 'vitest';

import { feeScheduleOf } from '../fees/canada.ts';
import { allEntries, entryForKind, findEntryById } from '../index.ts';
import { computeRange } from '../worksheets/compute.ts';
import { bomWorksheetOf } from '../worksheets/index.ts';
import { DEPARTMENT_TABLES } from './departments/index.ts';
import { FAMILIES, KINDS, MATERIAL_PRICES, familyById, familyOf, familyWorksheet, materialPrice } from './index.ts';
import type { Kind } from './index.ts';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('the taxonomy as data', () => {
  it('has unique ids, and no kind priced by its family takes the id of a detailed entry', () => {
    const ids = KINDS.map((k) => k.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(FAMILIES.map((f) => f.id)).size).toBe(FAMILIES.length);
    const entryIds = new Set(allEntries().map((e) => e.id));
    expect(entryIds.size).toBe(allEntries().length);
  });

  it.each(KINDS.map((k) => [k.id, k] as const))('%s: family, names, mass and model are well formed', (_, kind) => {
    const family = familyOf(kind);
    expect(family.department).toMatch(/\w/);
    expect(kind.names.en.length).toBeGreaterThan(0);
    expect(kind.names.fr.length).toBeGreaterThan(0);
    for (const name of [...kind.names.en, ...kind.names.fr]) expect(name).toBe(name.trim().toLowerCase());
    expect(kind.massKg[0]).toBeGreaterThan(0);
    expect(kind.massKg[1]).toBeGreaterThanOrEqual(kind.massKg[0]);
    expect(kind.typical.length).toBeGreaterThan(5);
    if (kind.materials) expect(sum(kind.materials.map((m) => m.massShare))).toBeCloseTo(1, 3);
    for (const m of kind.materials ?? []) expect(() => materialPrice(m.material)).not.toThrow();
    if (kind.entry) expect(findEntryById(kind.entry), kind.entry).toBeDefined();
    expect(entryForKind(kind.id)).toBeDefined();
  });

  it.each(FAMILIES.map((f) => [f.id, f] as const))(
    '%s: a complete should-cost model and its classification',
    (_, f) => {
      expect(sum(f.model.materials.map((m) => m.massShare))).toBeCloseTo(1, 3);
      for (const m of f.model.materials) expect(() => materialPrice(m.material)).not.toThrow();
      for (const p of f.model.parts) expect(p.cad[1]).toBeGreaterThanOrEqual(p.cad[0]);
      expect(f.model.packagingCad[1]).toBeGreaterThanOrEqual(f.model.packagingCad[0]);
      if (f.model.splitSourceIds.length === 0) expect(f.model.splitJudgement?.length).toBeGreaterThan(10);
      expect(f.names.en.length).toBeGreaterThan(0);
      expect(f.names.fr.length).toBeGreaterThan(0);
      expect(f.tariff.hs6).toMatch(/^\d{4}\.\d{2}$/);
      expect(f.packedKgPerM3).toBeGreaterThan(0);
      const keys = feeScheduleOf('Amazon.ca').lines.map((l) => l.key);
      expect(
        keys.some((key) => key === `referral:${f.amazonCategory}` || key.startsWith(`referral:${f.amazonCategory}:`)),
      ).toBe(true);
      expect(
        KINDS.some((k) => k.family === f.id),
        `${f.id} has no kind`,
      ).toBe(true);
    },
  );

  it('prices each material once', () => {
    const keys = MATERIAL_PRICES.map((m) => m.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('lists each department once, and each family in its own department', () => {
    const departments = DEPARTMENT_TABLES.map((t) => t.department);
    expect(new Set(departments).size).toBe(departments.length);
    for (const t of DEPARTMENT_TABLES) for (const f of t.families) expect(f.department).toBe(t.department);
  });
});

describe('a family estimate', () => {
  it('recomputes a frying pan by hand: mass × share × price per material, + coating, + packaging', () => {
    const aluminium = 3.0 * 1.3698; // the exchange price in USD/kg × the Bank of Canada's 2024 rate
    const stainless = materialPrice('stainless').cadPerKg;
    const handle = materialPrice('engineering-plastic').cadPerKg;
    const low = 0.8 * (0.78 * aluminium + 0.12 * stainless + 0.1 * handle) + 0.4 + 0.6;
    const high = 1.4 * (0.78 * aluminium + 0.12 * stainless + 0.1 * handle) + 1.6 + 1.8;
    const entry = findEntryById('frying-pan')!;
    expect(entry.bomCad.low).toBeCloseTo(low, 2);
    expect(entry.bomCad.high).toBeCloseTo(high, 2);
    expect(entry.basis).toMatchObject({ level: 'family', familyName: 'pots and pans' });
    expect(computeRange(bomWorksheetOf('frying-pan')!)).toEqual({ low: entry.bomCad.low, high: entry.bomCad.high });
    expect(entry.materials?.map((m) => m.name)).toEqual([
      'Pan body',
      'Induction base, rivets and lid rim',
      'Handle',
      'Non-stick or enamel coating',
      'Packaging',
    ]);
    expect(sum(entry.materials!.map((m) => m.share))).toBeCloseTo(1, 6);
  });

  it('gives every family-priced kind a worksheet that reproduces its range', () => {
    for (const kind of KINDS.filter((k) => !k.entry)) {
      const entry = findEntryById(kind.id)!;
      expect(computeRange(bomWorksheetOf(kind.id)!), kind.id).toEqual({
        low: entry.bomCad.low,
        high: entry.bomCad.high,
      });
    }
  });
});

/** The family's estimate for a kind that has a detailed entry: what the family would say without the research. */
function familyRangeOf(kind: Kind) {
  return computeRange(familyWorksheet(kind, familyById(kind.family)));
}

describe('a detailed entry against its family', () => {
  const detailed = KINDS.filter((k) => k.entry !== undefined);
  it.each(detailed.map((k) => [k.id, k] as const))(
    '%s: the family range overlaps the detailed one, or the difference is explained',
    (_, kind) => {
      const entry = findEntryById(kind.entry!)!;
      const family = familyRangeOf(kind);
      const overlaps = family.low <= entry.bomCad.high && entry.bomCad.low <= family.high;
      if (!overlaps)
        expect(
          kind.differsFromFamily,
          `${kind.id}: family ${family.low}–${family.high} vs ${entry.bomCad.low}–${entry.bomCad.high}`,
        ).toBeTruthy();
    },
  );
});
