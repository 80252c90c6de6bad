// The duty and surtaxes on the goods: the rate the user entered, else the cost book's CUSMA rate for a US or
// Mexican origin, else its MFN rate, else not known (counted as nothing, and said); each surtax on the
// origin, a conditional one only when the user counts it. With the Sources entries behind each figure.
import type { SourceRef, Surtax, TariffInput } from '@costlens/domain';
import type { CostBookSource, LandedCostCategoryResponse, TariffRateData } from '@costlens/contracts';
import { bookSource, sourceRef } from './book-source.ts';
import type { LandedCostInputs } from './inputs.ts';
import type { SourceEntry } from './report-types.ts';

export interface Duty {
  tariff: TariffInput;
  known: boolean;
  label: string;
  verified: boolean;
  sources: SourceEntry[];
}

function rateEntry(
  what: string,
  rate: TariffRateData,
  data: LandedCostCategoryResponse,
  all: CostBookSource[],
): SourceEntry {
  const s = bookSource(all, rate.sourceId);
  return {
    group: 'Duty',
    what,
    figure: rate.pct === null ? 'not known' : `${rate.pct} %`,
    source: s ? `${s.publisher}: ${s.title}` : 'Not read from here: confirm in the Customs Tariff',
    asOf: rate.year !== null ? String(rate.year) : s ? String(s.year) : '',
    url: s?.url ?? data.tariff.officialUrl,
    verified: rate.verified,
  };
}

/** The duty rate: the one the user entered, else the CUSMA rate of a US or Mexican origin when the book
 *  has it, else the MFN rate when it has it; else not known (counted as nothing, and said). */
export function dutyFor(
  inputs: LandedCostInputs,
  category: LandedCostCategoryResponse | null,
  bookVersion: string,
): Duty {
  const heading = category?.tariff.tariffItem ?? category?.tariff.hs6 ?? 'not classified';
  const all = category?.sources ?? [];
  const entries: SourceEntry[] = [];
  if (category) {
    const t = category.tariff;
    entries.push({
      group: 'Duty',
      what: 'Tariff classification',
      figure: `HS ${t.hs6}${t.tariffItem ? `, tariff item ${t.tariffItem}` : ''} (${t.description})`,
      source: 'CostLens classification of a typical item; a customs broker or a CBSA ruling decides the real one',
      asOf: `cost book ${bookVersion}`,
      url: t.officialUrl,
      verified: false,
    });
    entries.push(rateEntry('Most-Favoured-Nation rate', t.mfn, category, all));
    if (inputs.origin === 'US') entries.push(rateEntry('CUSMA rate, US origin', t.cusmaUs, category, all));
    if (inputs.origin === 'MX') entries.push(rateEntry('CUSMA rate, Mexican origin', t.cusmaMx, category, all));
  }
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
    return {
      tariff: tariff(inputs.dutyPct, source),
      known: true,
      label: `Duty ${inputs.dutyPct} % (your rate)`,
      verified: true,
      sources: entries,
    };
  }
  const t = category?.tariff;
  const cusma = inputs.origin === 'US' ? t?.cusmaUs : inputs.origin === 'MX' ? t?.cusmaMx : undefined;
  if (t && cusma && cusma.pct !== null) {
    const source = sourceRef(all, cusma.sourceId, cusma.verified, t.officialUrl);
    return {
      tariff: tariff(cusma.pct, source),
      known: true,
      label: `Duty ${cusma.pct} % (CUSMA, needs proof of origin)`,
      verified: cusma.verified,
      sources: entries,
    };
  }
  if (t && t.mfn.pct !== null) {
    const source = sourceRef(all, t.mfn.sourceId, t.mfn.verified, t.officialUrl);
    return {
      tariff: tariff(t.mfn.pct, source),
      known: true,
      label: `Duty ${t.mfn.pct} %`,
      verified: t.mfn.verified,
      sources: entries,
    };
  }
  const none: SourceRef = { title: 'Not known', url: t?.officialUrl ?? '', asOf: '', verified: false };
  return { tariff: tariff(0, none), known: false, label: 'Duty', verified: false, sources: entries };
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
