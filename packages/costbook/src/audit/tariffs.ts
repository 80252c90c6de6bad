// The audit of the duty data: every category has tariff items read from the current edition of the Customs
// Tariff, every rate range is what its items say, and a range that spans different rates says why. Pure.
import type { CategoryTariff, TariffRate } from '../landed/types.ts';

export interface TariffAudit {
  categories: number;
  /** Categories whose MFN and CUSMA rates are all known. */
  withRates: number;
  /** Categories whose items differ in MFN rate (a range, with its reason). */
  ranges: number;
  /** The edition every category must be read in. */
  edition: string;
  /** What is wrong, one finding a line; [] when the duty data passes. */
  problems: string[];
  /** Kinds priced by a family whose tariff items have not been read yet: their duty shows as not known. */
  unread: string[];
}

const RATES = ['mfn', 'cusmaUs', 'cusmaMx'] as const;
const PICK = {
  mfn: (i: CategoryTariff['items'][number]) => i.mfnPct,
  cusmaUs: (i: CategoryTariff['items'][number]) => i.cusmaUsPct,
  cusmaMx: (i: CategoryTariff['items'][number]) => i.cusmaMxPct,
};

function rangeProblems(
  t: CategoryTariff,
  name: (typeof RATES)[number],
  rate: TariffRate,
  sources: ReadonlySet<string>,
) {
  const out: string[] = [];
  const where = `${t.entryId}.${name}`;
  if (rate.low === null || rate.high === null) return [`${where}: no rate`];
  if (rate.low > rate.high) out.push(`${where}: low ${rate.low} above high ${rate.high}`);
  const pcts = t.items.map(PICK[name]);
  if (pcts.some((p) => p === null)) out.push(`${where}: an item has no ad valorem rate yet the range is set`);
  else if (Math.min(...(pcts as number[])) !== rate.low || Math.max(...(pcts as number[])) !== rate.high)
    out.push(`${where}: range ${rate.low}–${rate.high} is not what its items say (${pcts.join(', ')})`);
  if (!rate.sourceId || !sources.has(rate.sourceId)) out.push(`${where}: cites no known source`);
  return out;
}

/** The audit of the categories' duty data against the category ids of the book and the current edition. */
export function auditTariffs(
  tariffs: readonly CategoryTariff[],
  categoryIds: readonly string[],
  currentEdition: { id: string; inForce: string },
  knownSources: ReadonlySet<string>,
  /** Ids that may have no items yet (family-priced kinds whose family's rows are still to be read). */
  mayBeUnread: ReadonlySet<string> = new Set(),
): TariffAudit {
  const problems: string[] = [];
  const unread: string[] = [];
  const byId = new Map(tariffs.map((t) => [t.entryId, t]));
  for (const id of categoryIds) if (!byId.has(id)) problems.push(`${id}: no tariff entry`);
  let withRates = 0;
  let ranges = 0;
  for (const t of tariffs) {
    if (t.items.length === 0) {
      if (mayBeUnread.has(t.entryId)) unread.push(t.entryId);
      else problems.push(`${t.entryId}: no tariff item`);
      continue;
    }
    if (t.edition.id !== currentEdition.id || t.edition.inForce !== currentEdition.inForce)
      problems.push(`${t.entryId}: edition ${t.edition.id} (${t.edition.inForce}), not ${currentEdition.id}`);
    for (const item of t.items) {
      if (!/^\d{4}\.\d{2}\.\d{2}$/.test(item.tariffItem))
        problems.push(`${t.entryId}: malformed item ${item.tariffItem}`);
      if (item.tariffItem.slice(0, 4) !== t.hs6.slice(0, 4))
        problems.push(`${t.entryId}: item ${item.tariffItem} is outside heading ${t.hs6.slice(0, 4)}`);
    }
    const found = RATES.flatMap((name) => rangeProblems(t, name, t[name], knownSources));
    problems.push(...found);
    if (!found.some((p) => p.endsWith('no rate'))) withRates++;
    const differ = t.mfn.low !== null && t.mfn.low !== t.mfn.high;
    if (differ) ranges++;
    if ((differ || t.items.length > 1) && !t.rangeNote?.trim())
      problems.push(
        `${t.entryId}: ${t.items.length} items${differ ? ' with different rates' : ''} and no reason given`,
      );
    if (t.tariffItem !== null && (t.items.length !== 1 || t.items[0]!.tariffItem !== t.tariffItem))
      problems.push(`${t.entryId}: tariff item ${t.tariffItem} is not its only item`);
  }
  return { categories: tariffs.length, withRates, ranges, edition: currentEdition.id, problems, unread };
}
