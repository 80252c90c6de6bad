// Canadian duty per category: MFN and CUSMA rates where a tariff row could be read, surtaxes in force, and
// otherwise nulls with the page every rate must be confirmed on (never a remembered rate).
import { CATEGORY_BASICS } from './basics.ts';
import type { CategoryTariff, Surtax, TariffRate, UnitSize } from './types.ts';

export const CBSA_CUSTOMS_TARIFF_URL = 'https://www.cbsa-asfc.gc.ca/trade-commerce/tariff-tarif/menu-eng.html';

const NOT_READ: TariffRate = { pct: null, verified: false, sourceId: null, year: null };

// Rows of the Customs Tariff read from a third-party copy (so verified: false).
const READ_ROWS: Readonly<
  Record<string, { tariffItem: string; mfn: TariffRate; cusmaUs: TariffRate; cusmaMx: TariffRate }>
> = {
  'kitchen-sink': {
    tariffItem: '7324.10.00',
    mfn: { pct: 7, verified: false, sourceId: 'betterdollar-tariff-7324', year: 2009 },
    cusmaUs: { pct: 0, verified: false, sourceId: 'betterdollar-tariff-7324', year: 2009 },
    cusmaMx: { pct: 0, verified: false, sourceId: 'betterdollar-tariff-7324', year: 2009 },
  },
};

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

export const CATEGORY_TARIFFS: readonly CategoryTariff[] = CATEGORY_BASICS.map((b) => {
  const row = READ_ROWS[b.entryId];
  return {
    entryId: b.entryId,
    hs6: b.hs6,
    tariffItem: row?.tariffItem ?? null,
    description: b.description,
    mfn: row?.mfn ?? NOT_READ,
    cusmaUs: row?.cusmaUs ?? NOT_READ,
    cusmaMx: row?.cusmaMx ?? NOT_READ,
    surtaxes: surtaxesFor(b.hs6),
    officialUrl: CBSA_CUSTOMS_TARIFF_URL,
  };
});

export const UNIT_SIZES: readonly UnitSize[] = CATEGORY_BASICS.map((b) => ({
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
