// The cost book's landed-cost data as the API serves it: the figures unchanged, each answer carrying the
// sources its figures cite (so a screen names source and year without the whole book). Built once: the
// book is data compiled into the server.
import {
  AMAZON_CA_REFERRAL_CATEGORY,
  allEntries,
  CANADIAN_FEE_SCHEDULES,
  costBook,
  findEntryById,
  SHIPPING_RANGES,
  tariffOf,
  unitSizeOf,
} from '@costlens/costbook';
import type { CostBookEntry, Source } from '@costlens/costbook';
import type { CategoryRef, LandedCostCategoryResponse, LandedCostReferenceResponse } from '@costlens/contracts';

const SOURCES = new Map(costBook.sources.map((s) => [s.id, s]));

/** The sources of these ids, in the order first cited; an id the book does not list is an error in the
 *  book, caught by the tests, never an answer without its source. */
function sourcesOf(ids: Iterable<string | null | undefined>): Source[] {
  const seen = new Set<string>();
  const out: Source[] = [];
  for (const id of ids) {
    if (!id || seen.has(id)) continue;
    seen.add(id);
    const source = SOURCES.get(id);
    if (!source) throw new Error(`the cost book cites an unknown source: ${id}`);
    out.push(source);
  }
  return out;
}

/** A category as the picker lists it: its name, its family when the family prices it, its tariff heading. */
function categoryRef(entry: CostBookEntry): CategoryRef {
  const heading = tariffOf(entry.id)?.hs6;
  return {
    id: entry.id,
    label: entry.label,
    ...(entry.basis?.level === 'family' ? { family: entry.basis.familyName } : {}),
    ...(heading ? { heading } : {}),
  };
}

export function landedCostReference(): LandedCostReferenceResponse {
  const shipping = SHIPPING_RANGES.map((r) => ({ ...r }));
  // The FBA table is left out: it names no size-tier limits, so no unit can be placed in a tier from it.
  const feeSchedules = CANADIAN_FEE_SCHEDULES.map(({ platform, officialUrl, lines }) => ({
    platform,
    officialUrl,
    lines,
  }));
  const cited = [
    ...shipping.flatMap((r) =>
      r.worksheet ? [...r.worksheet.low, ...r.worksheet.high].flatMap((t) => t.factors.map((f) => f.sourceId)) : [],
    ),
    ...feeSchedules.flatMap((s) => s.lines.map((l) => l.fee.sourceId)),
  ];
  return {
    costBookVersion: costBook.version,
    categories: allEntries().map(categoryRef),
    shipping,
    feeSchedules,
    sources: sourcesOf(cited),
  };
}

/** One category's landed-cost data, or null when the book has no such category. */
export function landedCostCategory(id: string): LandedCostCategoryResponse | null {
  const entry = findEntryById(id);
  const tariff = tariffOf(id);
  const unitSize = unitSizeOf(id);
  if (!entry || !tariff || !unitSize) return null;
  const { entryId: _t, ...tariffData } = tariff;
  const { entryId: _u, ...sizeData } = unitSize;
  return {
    category: categoryRef(entry),
    tariff: tariffData,
    unitSize: sizeData,
    amazonReferralCategory: AMAZON_CA_REFERRAL_CATEGORY[id] ?? null,
    sources: sourcesOf([
      tariff.mfn.sourceId,
      tariff.cusmaUs.sourceId,
      tariff.cusmaMx.sourceId,
      ...tariff.surtaxes.map((s) => s.sourceId),
    ]),
  };
}
