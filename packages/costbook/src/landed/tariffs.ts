// Canadian duty per category: the tariff items a typical item falls in, their MFN and CUSMA rates read from
// the Customs Tariff schedule (edition T2026-2) as a range over those items, surtaxes in force, and the
// CBSA chapter page every rate must be confirmed on. Nothing here is remembered: a rate is a row of the
// schedule or it is null.
import { PACKED_WEIGHT_FACTOR } from '../judgement.ts';
import { DEPARTMENT_TABLES } from '../taxonomy/departments/index.ts';
import { KINDS, familyOf } from '../taxonomy/index.ts';
import { CATEGORY_BASICS } from './basics.ts';
import type { CategoryBasics } from './basics.ts';
import { CATEGORY_TARIFF_ITEMS } from './category-tariff-items.ts';
import { adValoremPct, readPreferential, treatmentPct } from './customs-tariff.ts';
import { T2026_2, T2026_2_ROWS, chapterUrl } from './customs-tariff-t2026-2.ts';
import type { CategoryTariff, Surtax, TariffItemRate, TariffRate, UnitSize } from './types.ts';

export const CBSA_CUSTOMS_TARIFF_URL = 'https://www.cbsa-asfc.gc.ca/trade-commerce/tariff-tarif/menu-eng.html';

/** The cost book's source for the schedule rows (a copy of the CBSA pages: never verified). */
export const CUSTOMS_TARIFF_SOURCE_ID = 'cbsa-customs-tariff-t2026-2';

const CHINA_STEEL_ALUMINIUM_SURTAX: Surtax = {
  pct: 25,
  origin: 'CN',
  inForceFrom: '2024-10-22',
  scope: 'Listed steel and aluminium products of Chinese origin (Customs Tariff section 53 surtax)',
  sourceId: 'ctv-china-surtax-2024',
  conditional: true,
};

// Chapters 72, 73 and 76 are iron and steel, articles thereof, and aluminium: the surtax list is drawn from them.
function surtaxesFor(hs6: string): Surtax[] {
  return ['72', '73', '76'].includes(hs6.slice(0, 2)) ? [CHINA_STEEL_ALUMINIUM_SURTAX] : [];
}

/** The schedule rows the book holds: those of the detailed entries and those each department added. */
const SCHEDULE_ROWS = Object.assign(
  {},
  T2026_2_ROWS,
  ...DEPARTMENT_TABLES.map((t) => t.scheduleRows),
) as typeof T2026_2_ROWS;

/** One schedule row read into its rates; throws for an item the schedule rows do not hold. */
export function itemRate(tariffItem: string): TariffItemRate {
  const row = SCHEDULE_ROWS[tariffItem];
  if (!row) throw new Error(`no schedule row for tariff item ${tariffItem}`);
  const column = readPreferential(row.preferential);
  const mfnPct = adValoremPct(row.mfn);
  // A CUSMA treatment can only lower the duty: a listed rate above the MFN one is not what is paid.
  const cusma = (treatment: string) => {
    const pct = treatmentPct(column, treatment);
    return pct === null || mfnPct === null ? pct : Math.min(pct, mfnPct);
  };
  return {
    tariffItem,
    description: row.description,
    mfnText: row.mfn,
    preferentialText: row.preferential,
    mfnPct,
    cusmaUsPct: cusma('UST'),
    cusmaMxPct: cusma('MXT'),
    otherPreferential: column.rated.filter((r) => r.treatment !== 'UST' && r.treatment !== 'MXT'),
  };
}

/** The range of one rate over the items; null ends when any item has no ad valorem rate for it (a range
 *  that silently skipped an item would understate the duty). */
function rangeOver(items: TariffItemRate[], pick: (i: TariffItemRate) => number | null): TariffRate {
  const pcts = items.map(pick);
  const known = pcts.length > 0 && pcts.every((p): p is number => p !== null);
  return {
    low: known ? Math.min(...pcts) : null,
    high: known ? Math.max(...pcts) : null,
    verified: false,
    sourceId: known ? CUSTOMS_TARIFF_SOURCE_ID : null,
    edition: known ? T2026_2.id : null,
  };
}

/**
 * The basics of a kind priced by its family: the family's classification, the kind's own packed size where it
 * gives one, else a cube of the volume its packed weight fills at the family's packed density (judgement).
 */
function familyKindBasics(): CategoryBasics[] {
  return KINDS.filter((kind) => kind.entry === undefined).map((kind) => {
    const family = familyOf(kind);
    const [f0, f1] = PACKED_WEIGHT_FACTOR.value;
    const kg: [number, number] = [round3(kind.massKg[0] * f0), round3(kind.massKg[1] * f1)];
    const side = Math.cbrt(((kg[0] + kg[1]) / 2 / family.packedKgPerM3) * 1_000_000);
    const cm = kind.cm
      ? ([...kind.cm] as [number, number, number])
      : ([side, side, side].map(Math.round) as [number, number, number]);
    return { entryId: kind.id, hs6: family.tariff.hs6, description: family.tariff.description, kg, cm };
  });
}
const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** Which items a category's typical item can fall in: the detailed entry's choice, or its family's. */
function chosenItems(entryId: string) {
  const detailed = CATEGORY_TARIFF_ITEMS[entryId];
  if (detailed) return detailed;
  const kind = KINDS.find((k) => k.id === entryId);
  if (!kind) return undefined;
  const { items, why, leftOut } = familyOf(kind).tariff;
  return { items: [...items], ...(why ? { why } : {}), ...(leftOut ? { leftOut } : {}) };
}

const ALL_BASICS: readonly CategoryBasics[] = [...CATEGORY_BASICS, ...familyKindBasics()];

export const CATEGORY_TARIFFS: readonly CategoryTariff[] = ALL_BASICS.map((b) => {
  const chosen = chosenItems(b.entryId);
  const items = (chosen?.items ?? []).map(itemRate);
  return {
    entryId: b.entryId,
    hs6: b.hs6,
    tariffItem: items.length === 1 ? items[0]!.tariffItem : null,
    items,
    description: b.description,
    mfn: rangeOver(items, (i) => i.mfnPct),
    cusmaUs: rangeOver(items, (i) => i.cusmaUsPct),
    cusmaMx: rangeOver(items, (i) => i.cusmaMxPct),
    rangeNote: chosen?.why ?? null,
    leftOut: chosen?.leftOut ?? null,
    edition: { ...T2026_2 },
    surtaxes: surtaxesFor(b.hs6),
    officialUrl: chapterUrl(b.hs6.slice(0, 2)),
  };
});

export const UNIT_SIZES: readonly UnitSize[] = ALL_BASICS.map((b) => ({
  entryId: b.entryId,
  kg: b.kg,
  cm: b.cm,
  m3: Math.round(((b.cm[0] * b.cm[1] * b.cm[2]) / 1_000_000) * 10_000) / 10_000,
  judgement: 'typical-mass',
}));

/** The tariff data of a category, or undefined. */
export function tariffOf(entryId: string): CategoryTariff | undefined {
  return CATEGORY_TARIFFS.find((t) => t.entryId === entryId);
}

/** The packaged size and weight of a typical item of a category, or undefined. */
export function unitSizeOf(entryId: string): UnitSize | undefined {
  return UNIT_SIZES.find((u) => u.entryId === entryId);
}
