// The duty and surtaxes on the goods: the rate the user entered, else the cost book's CUSMA rate for a US or
// Mexican origin, else its MFN rate, else not known (counted as nothing, and said); each surtax on the
// origin, a conditional one only when the user counts it. With the Sources entries behind each figure.
//
// The book's rate is a range when a typical item of the category can fall in tariff items with different
// rates (a toaster is automatic or not): the low end of the landed cost uses the lowest rate and the high end
// the highest, and the line says what decides between them.
import type { SourceRef, Surtax, TariffInput } from '@costlens/domain';
import type { CostBookSource, LandedCostCategoryResponse, TariffRateData } from '@costlens/contracts';
import { bookSource, sourceRef } from './book-source.ts';
import type { LandedCostInputs } from './inputs.ts';
import type { SourceEntry } from './report-types.ts';

export interface Duty {
  /** The tariff of the low end and of the high end of the landed cost (the same for one rate). */
  low: TariffInput;
  high: TariffInput;
  known: boolean;
  label: string;
  /** What the rate is and, for a range, what decides between its ends, in plain words. */
  detail: string;
  /** The tariff items and the edition of the Customs Tariff it was read in (shown behind a disclosure). */
  technical?: string;
  verified: boolean;
  sources: SourceEntry[];
}

/** "6 %", or "0 – 6 %" for a range. */
export function pctRange(low: number, high: number): string {
  return low === high ? `${low} %` : `${low} – ${high} %`;
}

type Category = LandedCostCategoryResponse;

const itemsText = (t: Category['tariff']) =>
  t.items.length === 1
    ? `tariff item ${t.items[0]!.tariffItem}`
    : `tariff items ${t.items.map((i) => i.tariffItem).join(', ')}`;

const editionText = (t: Category['tariff']) => `Customs Tariff ${t.edition.id}, in force ${t.edition.inForce}`;

/** A note without the tariff numbers written into it ("Automatic toasters (8516.72.10) are free" → "Automatic
 *  toasters are free"): the numbers are shown with the edition, behind the line's disclosure. */
export const withoutTariffNumbers = (note: string) =>
  note.replace(/\s*\((?:tariff items? )?\d{4}\.\d{2}(?:\.\d{2})?\)/gi, '');

function rateEntry(what: string, rate: TariffRateData, data: Category, all: CostBookSource[]): SourceEntry {
  const s = bookSource(all, rate.sourceId);
  const t = data.tariff;
  return {
    group: 'Duty',
    what,
    figure: rate.low === null || rate.high === null ? 'not known' : pctRange(rate.low, rate.high),
    source: s ? `${s.publisher}: ${s.title}` : 'Not read from here: confirm in the Customs Tariff',
    asOf: rate.edition ? `${t.edition.id}, in force ${t.edition.inForce}` : s ? String(s.year) : '',
    url: t.officialUrl,
    verified: rate.verified,
    ...(s?.note ? { note: s.note } : {}),
  };
}

function classificationEntries(inputs: LandedCostInputs, category: Category, bookVersion: string): SourceEntry[] {
  const t = category.tariff;
  const all = category.sources;
  const entries: SourceEntry[] = [
    {
      group: 'Duty',
      what: 'Tariff classification',
      figure: `HS ${t.hs6}: ${t.items.map((i) => `${i.tariffItem} (${i.description})`).join('; ') || 'no tariff item'}`,
      source: 'CostLens classification of a typical item; a customs broker or a CBSA ruling decides the real one',
      asOf: `cost book ${bookVersion}`,
      url: t.officialUrl,
      verified: false,
      ...(t.rangeNote || t.leftOut ? { note: [t.rangeNote, t.leftOut].filter(Boolean).join(' ') } : {}),
    },
    rateEntry('Most-Favoured-Nation rate', t.mfn, category, all),
  ];
  if (inputs.origin === 'US') entries.push(rateEntry('CUSMA rate, US origin', t.cusmaUs, category, all));
  if (inputs.origin === 'MX') entries.push(rateEntry('CUSMA rate, Mexican origin', t.cusmaMx, category, all));
  const others = [
    ...new Set(t.items.flatMap((i) => i.otherPreferential.map((r) => `${r.treatment} ${r.rate.replace('%', ' %')}`))),
  ];
  if (t.items.length > 0)
    entries.push({
      group: 'Duty',
      what: 'Other preferential rates (not applied)',
      figure: others.length ? others.join(', ') : 'free under every other treatment listed',
      source: `${editionText(t)}: preferential column of ${itemsText(t)}`,
      asOf: `${t.edition.id}, in force ${t.edition.inForce}`,
      url: t.officialUrl,
      verified: false,
      note: `As the CBSA abbreviates the treatments: ${t.items[0]!.preferentialText}. This calculator uses the MFN rate unless the goods are from the US or Mexico; to claim another treatment, enter its rate as your own.`,
    });
  return entries;
}

/** The duty rate: the one the user entered, else the CUSMA rate of a US or Mexican origin when the book
 *  has it, else the MFN rate when it has it; else not known (counted as nothing, and said). */
export function dutyFor(inputs: LandedCostInputs, category: Category | null, bookVersion: string): Duty {
  const t = category?.tariff;
  const heading = t?.tariffItem ?? t?.hs6 ?? 'not classified';
  const all = category?.sources ?? [];
  const entries = category ? classificationEntries(inputs, category, bookVersion) : [];
  const tariff = (ratePct: number, source: SourceRef): TariffInput => ({
    heading,
    mfnRatePct: ratePct,
    mfnSource: source,
  });
  if (inputs.dutyPct !== null) {
    const source: SourceRef = { title: 'The rate you entered', url: '', asOf: '', verified: true };
    entries.push({
      group: 'Duty',
      what: 'Duty rate used',
      figure: `${inputs.dutyPct} %`,
      source: 'You entered it',
      asOf: '',
      url: null,
      verified: true,
    });
    const one = tariff(inputs.dutyPct, source);
    return {
      low: one,
      high: one,
      known: true,
      label: `Duty ${inputs.dutyPct} % (your rate)`,
      detail: 'Customs duty on the goods value, at the rate you entered',
      verified: true,
      sources: entries,
    };
  }
  const cusma = inputs.origin === 'US' ? t?.cusmaUs : inputs.origin === 'MX' ? t?.cusmaMx : undefined;
  const book =
    t && cusma && cusma.low !== null
      ? { rate: cusma, cusma: true }
      : t && t.mfn.low !== null
        ? { rate: t.mfn, cusma: false }
        : null;
  if (t && book && book.rate.low !== null && book.rate.high !== null) {
    const source = sourceRef(all, book.rate.sourceId, book.rate.verified, t.officialUrl);
    const range = pctRange(book.rate.low, book.rate.high);
    const which = book.rate.low !== book.rate.high && t.rangeNote ? withoutTariffNumbers(t.rangeNote) : '';
    return {
      low: tariff(book.rate.low, source),
      high: tariff(book.rate.high, source),
      known: true,
      label: book.cusma ? `Duty ${range} (CUSMA, needs proof of origin)` : `Duty ${range}`,
      detail: which || 'Customs duty on the value of the goods.',
      technical: `${itemsText(t).charAt(0).toUpperCase()}${itemsText(t).slice(1)}; ${editionText(t)}.`,
      verified: book.rate.verified,
      sources: entries,
    };
  }
  const none: SourceRef = { title: 'Not known', url: t?.officialUrl ?? '', asOf: '', verified: false };
  const nothing = tariff(0, none);
  return {
    low: nothing,
    high: nothing,
    known: false,
    label: 'Duty',
    detail: '',
    verified: false,
    sources: entries,
  };
}

export interface Surtaxes {
  counted: Surtax[];
  /** Conditional surtaxes the user did not include: they may apply. */
  possible: Array<{ pct: number; scope: string }>;
  sources: SourceEntry[];
}

export function surtaxesFor(inputs: LandedCostInputs, category: LandedCostCategoryResponse | null): Surtaxes {
  const out: Surtaxes = { counted: [], possible: [], sources: [] };
  for (const s of category?.tariff.surtaxes ?? []) {
    if (s.origin !== inputs.origin) continue;
    const src = bookSource(category!.sources, s.sourceId);
    out.sources.push({
      group: 'Duty',
      what: `Surtax on goods from ${s.origin}`,
      figure: `${s.pct} % since ${s.inForceFrom}${s.conditional ? ' (only for items on the published list)' : ''}`,
      source: src ? `${src.publisher}: ${src.title}` : s.sourceId,
      asOf: src ? String(src.year) : s.inForceFrom,
      url: src?.url ?? null,
      verified: false,
      note: s.scope,
    });
    if (s.conditional && !inputs.includeSurtax) {
      out.possible.push({ pct: s.pct, scope: s.scope });
      continue;
    }
    out.counted.push({
      name: `Surtax ${s.pct} %`,
      ratePct: s.pct,
      origins: [s.origin],
      source: src
        ? { title: `${src.publisher}: ${src.title}`, url: src.url, asOf: String(src.year), verified: false }
        : { title: s.sourceId, url: '', asOf: s.inForceFrom, verified: false },
    });
  }
  return out;
}
