// The landed cost of the goods in the form, and what selling one leaves on each platform at each order
// size: the domain model (computeLandedCost, unitSale, tierEconomics) fed with the cost book's data as the
// API serves it and the Bank of Canada's rate. Pure: the screen renders the report, the CSV exports it.
//
// A figure the data does not have is never filled in: an unknown duty rate is counted as nothing and the
// line says it is not known, a freight mode without a rate is left out and says so, a fee without a figure
// is left out of the net and the platform is marked incomplete.
//
// The typical unit weight is a range (a typical item, CostLens judgement): the low end of every figure is
// computed at the low weight and the high end at the high weight, since every cost grows with weight.
import {
  computeLandedCost,
  exactly,
  GST,
  LANDED_COST_NOTES,
  PROVINCE_SALES_TAX,
  tierEconomics,
  unitSale,
} from '@costlens/domain';
import type {
  CentsRange,
  FeeLine,
  LandedCostBreakdown,
  LandedCostInput,
  LandedCostResult,
  ShippingRate,
  SourceRef,
  Surtax,
  TaxLine,
  TariffInput,
  TierEconomics,
} from '@costlens/domain';
import type {
  CostBookSource,
  ExchangeRateResponse,
  LandedCostCategoryResponse,
  LandedCostReferenceResponse,
  ShippingRangeData,
  TariffRateData,
} from '@costlens/contracts';
import type { LandedCostInputs } from './inputs.ts';
import { platformScenarios } from './platform-schedules.ts';
import type { FeeUse, Platform } from './platform-schedules.ts';

export interface CalculatorData {
  reference: LandedCostReferenceResponse;
  /** The chosen category's data; null without a category. */
  category: LandedCostCategoryResponse | null;
  /** The rate of the goods' currency; unused for CAD. */
  goodsRate: ExchangeRateResponse | null;
  /** The USD rate, for fees the platforms state in USD; null when it could not be loaded. */
  usdRate: ExchangeRateResponse | null;
}

export type LineStatus = 'counted' | 'not-known' | 'not-included';

/** One row of the landed-cost table. */
export interface ReportLine {
  key: string;
  label: string;
  /** What the figure is or why there is none, in plain words. */
  detail: string;
  /** Whole CAD cents; null when the line is not counted. */
  cents: CentsRange | null;
  status: LineStatus;
  /** The data behind the figure says verified: false. */
  unverified: boolean;
  /** A subtraction (taxes claimed back). */
  credit?: boolean;
  total?: boolean;
}

export interface OrderSize {
  quantity: number;
  /** The cost that stays per unit (after taxes a registered business claims back). */
  perUnit: CentsRange;
  /** The cost that stays for the whole order. */
  order: CentsRange;
}

export interface PlatformReport {
  platform: Platform;
  label: string;
  /** What one sale pays before the goods: price − fees − tax on fees not recovered − your shipping. */
  netPerUnitCents: number | null;
  revenueCents: number | null;
  fees: FeeLine[];
  taxOnFeesCents: number;
  tiers: TierEconomics[];
  incomplete: boolean;
  unverified: boolean;
  lines: FeeUse[];
  notes: string[];
  /** Why no net is shown. */
  reason?: string;
}

/** One figure of the Sources disclosure. */
export interface SourceEntry {
  group: string;
  what: string;
  figure: string;
  source: string;
  /** The year or date the figure describes or was read. */
  asOf: string;
  url: string | null;
  verified: boolean;
  note?: string;
}

export interface LandedCostReport {
  currency: string;
  quantity: number;
  goodsRate: ExchangeRateResponse | null;
  usdRate: ExchangeRateResponse | null;
  /** The cost that stays per unit, for the main quantity. */
  perUnit: CentsRange;
  /** Everything paid for the order, and what stays after taxes claimed back. */
  paid: CentsRange;
  order: CentsRange;
  registered: boolean;
  lines: ReportLine[];
  orderSizes: OrderSize[];
  sellingPrice: number | null;
  platforms: PlatformReport[];
  sources: SourceEntry[];
  notes: string[];
}

export type CalculateResult = { ok: true; report: LandedCostReport } | { ok: false; missing: string };

const COLLECTION_WORDS: Readonly<Record<TaxLine['collection'], string>> = {
  'at-import': 'Paid when the goods arrive',
  'self-assessed': 'You report and pay it yourself',
  'not-payable': 'Not payable',
  waived: 'None: the shipment is under the low-value threshold',
};

const rangeOf = (low: number, high: number): CentsRange => ({ low, high });

function bookSource(sources: readonly CostBookSource[], id: string | null): CostBookSource | null {
  return id ? (sources.find((s) => s.id === id) ?? null) : null;
}

function sourceRef(
  sources: readonly CostBookSource[],
  id: string | null,
  verified: boolean,
  fallbackUrl: string,
): SourceRef {
  const s = bookSource(sources, id);
  return s
    ? { title: `${s.publisher}: ${s.title}`, url: s.url, asOf: String(s.year), verified }
    : { title: 'Not read', url: fallbackUrl, asOf: '', verified: false };
}

interface Duty {
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
function dutyFor(inputs: LandedCostInputs, category: LandedCostCategoryResponse | null, bookVersion: string): Duty {
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

interface Surtaxes {
  counted: Surtax[];
  /** Conditional surtaxes the user did not include: they may apply. */
  possible: Array<{ pct: number; scope: string }>;
  sources: SourceEntry[];
}

function surtaxesFor(inputs: LandedCostInputs, category: LandedCostCategoryResponse | null): Surtaxes {
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

const bookMode = (mode: LandedCostInputs['mode']): ShippingRangeData['mode'] => (mode === 'sea-lcl' ? 'sea' : mode);

interface Freight {
  rate: ShippingRate | null;
  label: string;
  verified: boolean;
  sources: SourceEntry[];
}

function freightFor(inputs: LandedCostInputs, reference: LandedCostReferenceResponse): Freight {
  const perM3 = inputs.mode === 'sea-lcl';
  const unit = perM3 ? 'm³' : 'kg';
  const data = reference.shipping.find((r) => r.mode === bookMode(inputs.mode));
  const sources: SourceEntry[] = [];
  if (data) {
    const cited = data.worksheet
      ? [...data.worksheet.low, ...data.worksheet.high].flatMap((t) =>
          t.factors.map((f) => {
            const s = bookSource(reference.sources, f.sourceId ?? null);
            return `${f.label} ${f.value} ${f.unit} (${s ? `${s.publisher}, ${f.asOf}` : `CostLens judgement, ${f.asOf}`})`;
          }),
        )
      : [];
    sources.push({
      group: 'Freight',
      what: `${data.lane} (${data.unit})`,
      figure: data.low === null || data.high === null ? 'not known' : `CAD ${data.low} – ${data.high} per ${unit}`,
      source: cited.length ? [...new Set(cited)].join('; ') : 'No published rate read from here',
      asOf: data.worksheet
        ? [...new Set(data.worksheet.low.concat(data.worksheet.high).flatMap((t) => t.factors.map((f) => f.asOf)))]
            .sort()
            .at(-1)!
        : '',
      url:
        data.officialUrl ??
        bookSource(reference.sources, data.worksheet?.low[0]?.factors[0]?.sourceId ?? null)?.url ??
        null,
      verified: data.verified,
      note: data.note,
    });
  }
  const shippingRate = (range: { low: number; high: number }, source: SourceRef): ShippingRate =>
    perM3 ? { mode: inputs.mode, perM3: range, source } : { mode: inputs.mode, perKg: range, source };
  if (inputs.freightRate !== null) {
    const source: SourceRef = { title: 'Your quote', url: '', asOf: '', verified: true };
    return {
      rate: shippingRate(exactly(inputs.freightRate), source),
      label: `your quote, CAD ${inputs.freightRate} per ${unit}`,
      verified: true,
      sources,
    };
  }
  if (data && data.low !== null && data.high !== null) {
    const source: SourceRef = {
      title: data.lane,
      url: data.officialUrl ?? '',
      asOf: sources[0]?.asOf ?? '',
      verified: data.verified,
    };
    return {
      rate: shippingRate({ low: data.low, high: data.high }, source),
      label: `CAD ${data.low} – ${data.high} per ${unit}, ${data.lane}`,
      verified: data.verified,
      sources,
    };
  }
  return { rate: null, label: '', verified: false, sources };
}

function exchangeRateOf(
  inputs: LandedCostInputs,
  rate: ExchangeRateResponse | null,
): LandedCostInput['exchangeRate'] | null {
  if (inputs.currency === 'CAD') return { rateToCad: 1, date: '', source: 'CAD' };
  if (!rate || rate.currency !== inputs.currency) return null;
  return { rateToCad: rate.rateToCad, date: rate.date, source: rate.source.attribution };
}

function rateSource(rate: ExchangeRateResponse, what: string): SourceEntry {
  return {
    group: 'Exchange rate',
    what,
    figure: `CAD ${rate.rateToCad} per ${rate.currency}`,
    source: rate.source.attribution,
    asOf: rate.date,
    url: rate.source.url || null,
    verified: rate.source.kind !== 'annual',
    ...(rate.note ? { note: rate.note } : {}),
  };
}

function taxSources(taxes: TaxLine[]): SourceEntry[] {
  return taxes.map((t) => ({
    group: 'Taxes',
    what: t.label,
    figure: `${t.ratePct} % since ${t.effectiveFrom}`,
    source: t.source.title,
    asOf: t.source.asOf,
    url: t.source.url,
    verified: t.source.verified,
    ...(t.source.note ? { note: t.source.note } : {}),
  }));
}

function taxDetail(low: TaxLine, high: TaxLine): string {
  let words = high.collection === 'not-payable' ? high.reason : COLLECTION_WORDS[high.collection];
  if (low.collection === 'waived' && high.collection !== 'waived')
    words += ' (none at the low end: under the low-value threshold)';
  if (high.recoverableCents > 0) words += '; claimed back as a registered business';
  return words;
}

/** The landed-cost report for the inputs, or what is missing to compute it. */
export function calculate(inputs: LandedCostInputs, data: CalculatorData): CalculateResult {
  const { reference, category } = data;
  const exchangeRate = exchangeRateOf(inputs, data.goodsRate);
  if (!exchangeRate)
    return {
      ok: false,
      missing: `The exchange rate for ${inputs.currency} could not be loaded. Try again when you are online, or enter the price in CAD.`,
    };
  if (inputs.weightKg === null && !category)
    return { ok: false, missing: 'Enter the weight of one unit, or choose a category.' };

  const [wLow, wHigh] = inputs.weightKg !== null ? [inputs.weightKg, inputs.weightKg] : category!.unitSize.kg;
  const volume = category?.unitSize.m3 ?? 0;
  const duty = dutyFor(inputs, category, reference.costBookVersion);
  const surtaxes = surtaxesFor(inputs, category);
  const freight = freightFor(inputs, reference);
  const importer = {
    kind: inputs.importer === 'personal' ? ('individual' as const) : ('business' as const),
    province: inputs.province,
    gstRegistered: inputs.gstRegistered,
  };
  const base: Omit<LandedCostInput, 'goods'> = {
    exchangeRate,
    origin: inputs.origin,
    shipFrom: inputs.origin,
    mode: inputs.mode,
    tariff: { ...duty.tariff, surtaxes: surtaxes.counted },
    claimPreferential: false,
    ...(freight.rate ? { shipping: freight.rate } : {}),
    ...(inputs.brokerage !== null
      ? {
          brokerage: {
            perShipment: exactly(inputs.brokerage),
            source: { title: 'Your figure', url: '', asOf: '', verified: true },
          },
        }
      : {}),
    importer,
  };
  const run = (units: number, weight: number): LandedCostResult =>
    computeLandedCost({
      ...base,
      goods: { unitPrice: inputs.price, currency: inputs.currency, units, unitWeightKg: weight, unitVolumeM3: volume },
    });
  const ends = (units: number): { low: LandedCostBreakdown; high: LandedCostBreakdown } => ({
    low: run(units, wLow).low,
    high: run(units, wHigh).high,
  });

  const { low: L, high: H } = ends(inputs.quantity);
  const pair = (pick: (b: LandedCostBreakdown) => number) => rangeOf(pick(L), pick(H));
  const lines: ReportLine[] = [];
  const priceText =
    inputs.price.low === inputs.price.high ? `${inputs.price.low}` : `${inputs.price.low} – ${inputs.price.high}`;
  lines.push({
    key: 'goods',
    label: 'Goods',
    detail:
      inputs.currency === 'CAD'
        ? `${inputs.quantity.toLocaleString('en-CA')} × CAD ${priceText}`
        : `${inputs.quantity.toLocaleString('en-CA')} × ${inputs.currency} ${priceText} at CAD ${exchangeRate.rateToCad} per ${inputs.currency}`,
    cents: pair((b) => b.valueForDutyCents),
    status: 'counted',
    unverified: false,
  });
  const dutyWaived = L.threshold.dutyWaived && H.threshold.dutyWaived;
  lines.push(
    duty.known
      ? {
          key: 'duty',
          label: duty.label,
          detail: dutyWaived
            ? `None: under the ${H.threshold.rule.label.toLowerCase()}`
            : 'Customs duty on the goods value',
          cents: pair((b) => b.dutyCents),
          status: 'counted',
          unverified: !duty.verified,
        }
      : {
          key: 'duty',
          label: 'Duty',
          detail: category
            ? 'Not known: the duty rate for this category is not in the cost book. Enter it from the Customs Tariff to count it.'
            : 'Not known: choose a category, or enter the duty rate from the Customs Tariff.',
          cents: null,
          status: 'not-known',
          unverified: false,
        },
  );
  if (surtaxes.counted.length > 0) {
    lines.push({
      key: 'surtax',
      label: surtaxes.counted.map((s) => s.name).join(', '),
      detail: surtaxes.counted.map((s) => s.source.title).join('; '),
      cents: pair((b) => b.surtaxCents),
      status: 'counted',
      unverified: true,
    });
  }
  for (const p of surtaxes.possible) {
    lines.push({
      key: 'surtax',
      label: `Surtax ${p.pct} %`,
      detail: `May apply, not counted: ${p.scope}.`,
      cents: null,
      status: 'not-included',
      unverified: true,
    });
  }
  H.taxes.forEach((t, i) => {
    const low = L.taxes[i]!;
    lines.push({
      key: `tax:${t.kind}`,
      label: t.label,
      detail: taxDetail(low, t),
      cents: rangeOf(low.amountCents, t.amountCents),
      status: 'counted',
      unverified: !t.source.verified,
    });
  });
  lines.push(
    freight.rate
      ? {
          key: 'freight',
          label: 'Freight',
          detail: `${freight.label}; billed ${H.freightCents === L.freightCents ? '' : 'up to '}${inputs.mode === 'sea-lcl' ? 'by volume or weight' : 'by weight'}`,
          cents: pair((b) => b.freightCents),
          status: 'counted',
          unverified: !freight.verified,
        }
      : {
          key: 'freight',
          label: 'Freight',
          detail: 'Not known: the cost book has no rate for this way of shipping. Enter your quote to count it.',
          cents: null,
          status: 'not-known',
          unverified: false,
        },
  );
  lines.push(
    inputs.brokerage !== null
      ? {
          key: 'brokerage',
          label: 'Customs brokerage',
          detail:
            H.brokerageCents === 0 && L.brokerageCents === 0
              ? 'None: the shipment is under the duty- and tax-free threshold'
              : 'Your figure, per shipment',
          cents: pair((b) => b.brokerageCents),
          status: 'counted',
          unverified: false,
        }
      : {
          key: 'brokerage',
          label: 'Customs brokerage',
          detail: 'Not included: enter what your courier or broker charges per shipment.',
          cents: null,
          status: 'not-included',
          unverified: false,
        },
  );
  lines.push({
    key: 'total',
    label: 'Total paid',
    detail: 'Goods, duty, taxes, freight and brokerage',
    cents: pair((b) => b.totalCents),
    status: 'counted',
    unverified: false,
    total: true,
  });
  if (inputs.gstRegistered) {
    lines.push({
      key: 'recoverable',
      label: 'Claimed back',
      detail: 'Taxes a GST/HST-registered business recovers as input tax credits',
      cents: pair((b) => b.recoverableCents),
      status: 'counted',
      unverified: false,
      credit: true,
    });
  }
  lines.push({
    key: 'net',
    label: 'Cost of the order',
    detail: inputs.gstRegistered ? 'What the order costs you after taxes claimed back' : 'What the order costs you',
    cents: pair((b) => b.netCostCents),
    status: 'counted',
    unverified: false,
    total: true,
  });

  const orderSizes: OrderSize[] = inputs.orderSizes.map((quantity) => {
    const e = quantity === inputs.quantity ? { low: L, high: H } : ends(quantity);
    return {
      quantity,
      perUnit: rangeOf(e.low.perUnitNetCostCents, e.high.perUnitNetCostCents),
      order: rangeOf(e.low.netCostCents, e.high.netCostCents),
    };
  });

  const platforms = inputs.sellingPrice === null ? [] : platformReports(inputs, data, orderSizes);

  const sources: SourceEntry[] = [];
  if (inputs.currency !== 'CAD' && data.goodsRate)
    sources.push(rateSource(data.goodsRate, `${inputs.currency} to CAD`));
  if (
    data.usdRate &&
    inputs.currency !== 'USD' &&
    platforms.some((p) => p.lines.some((l) => l.included && /^USD /.test(l.figure)))
  )
    sources.push(rateSource(data.usdRate, 'USD to CAD, for fees stated in USD'));
  sources.push(...duty.sources, ...surtaxes.sources);
  const rule = H.threshold.rule;
  sources.push({
    group: 'Taxes',
    what: 'Low-value shipment threshold',
    figure: rule.label,
    source: rule.source.title,
    asOf: rule.source.asOf,
    url: rule.source.url,
    verified: rule.source.verified,
    ...(rule.source.note ? { note: rule.source.note } : {}),
  });
  sources.push(...taxSources(H.taxes));
  sources.push(...freight.sources);
  if (category) {
    const u = category.unitSize;
    sources.push({
      group: 'Freight',
      what: `Typical packaged unit: ${category.category.label}`,
      figure: `${u.kg[0]} – ${u.kg[1]} kg, ${u.cm.join(' × ')} cm (${u.m3} m³)`,
      source: 'CostLens judgement of a typical item, not a measurement',
      asOf: `cost book ${reference.costBookVersion}`,
      url: null,
      verified: false,
    });
  }
  for (const p of platforms) {
    for (const l of p.lines) {
      const s = bookSource(reference.sources, l.sourceId);
      sources.push({
        group: 'Platform fees',
        what: `${p.platform}: ${l.label}`,
        figure: l.figure,
        source: s ? `${s.publisher}: ${s.title}` : 'Nothing could be read from here',
        asOf: l.asOf,
        url: l.officialUrl,
        verified: l.verified,
        ...(l.note || l.reason ? { note: [l.reason, l.note].filter(Boolean).join(' ') } : {}),
      });
    }
  }
  if (platforms.length > 0) {
    const tax = PROVINCE_SALES_TAX[inputs.province];
    const onFees = tax.hst ?? GST;
    sources.push({
      group: 'Platform fees',
      what: 'GST/HST on the platforms’ fees',
      figure: `${onFees.ratePct} %${inputs.gstRegistered ? ', claimed back' : ', not claimed back'}`,
      source: onFees.source.title,
      asOf: onFees.source.asOf,
      url: onFees.source.url,
      verified: onFees.source.verified,
    });
  }

  const notes = [
    ...LANDED_COST_NOTES,
    'Freight is billed on the actual weight: no volumetric (dimensional) weight is applied, because the cost book gives no divisor for it. Bulky, light goods can cost more to ship.',
    'The cost book’s air and sea rates are for China to North America, port to port or airport to airport; delivery from the port and customs brokerage are extra.',
    ...(platforms.length > 0
      ? [
          'Fees that are a share of the whole payment take your province’s sales tax as the buyer’s.',
          'Returns, advertising, storage and currency conversion fees are not included.',
        ]
      : []),
  ];

  return {
    ok: true,
    report: {
      currency: inputs.currency,
      quantity: inputs.quantity,
      goodsRate: inputs.currency === 'CAD' ? null : data.goodsRate,
      usdRate: data.usdRate,
      perUnit: pair((b) => b.perUnitNetCostCents),
      paid: pair((b) => b.totalCents),
      order: pair((b) => b.netCostCents),
      registered: inputs.gstRegistered,
      lines,
      orderSizes,
      sellingPrice: inputs.sellingPrice,
      platforms,
      sources,
      notes,
    },
  };
}

function platformReports(inputs: LandedCostInputs, data: CalculatorData, orderSizes: OrderSize[]): PlatformReport[] {
  const tax = PROVINCE_SALES_TAX[inputs.province];
  const buyerTaxPct = tax.hst ? tax.hst.ratePct : GST.ratePct + (tax.provincial?.ratePct ?? 0);
  const scenarios = platformScenarios(data.reference.feeSchedules, {
    amazonReferralCategory: data.category?.amazonReferralCategory ?? null,
    usdToCad: data.usdRate?.currency === 'USD' ? data.usdRate.rateToCad : null,
  });
  return scenarios.map((s) => {
    const common = {
      platform: s.platform,
      label: s.label,
      incomplete: s.incomplete,
      unverified: s.lines.some((l) => l.included && !l.verified),
      lines: s.lines,
      notes: s.notes,
    };
    if (!s.schedule)
      return {
        ...common,
        netPerUnitCents: null,
        revenueCents: null,
        fees: [],
        taxOnFeesCents: 0,
        tiers: [],
        reason: `None of ${s.platform}'s fees for this setup is known in the cost book, so no margin is shown.`,
      };
    const sale = unitSale(
      {
        price: inputs.sellingPrice!,
        buyerTaxPct,
        sellerShippingCost: inputs.sellerShipping,
        taxOnFees: { ratePct: (tax.hst ?? GST).ratePct, recoverable: inputs.gstRegistered },
      },
      s.schedule,
    );
    return {
      ...common,
      netPerUnitCents: sale.netCents,
      revenueCents: sale.revenueCents,
      fees: sale.fees,
      taxOnFeesCents: sale.taxOnFeesCents,
      tiers: orderSizes
        .filter((o) => o.perUnit.low > 0)
        .map((o) => tierEconomics({ moq: o.quantity, landedCostPerUnit: o.perUnit }, sale)),
    };
  });
}
