// The Sources disclosure: every figure used, with its source, its year and whether it was verified.
import { GST, PROVINCE_SALES_TAX } from '@costlens/domain';
import type { LandedCostBreakdown, TaxLine } from '@costlens/domain';
import type { ExchangeRateResponse } from '@costlens/contracts';
import { bookSource } from './book-source.ts';
import type { Duty, Surtaxes } from './duty.ts';
import type { Freight } from './freight.ts';
import type { LandedCostInputs } from './inputs.ts';
import type { CalculatorData, PlatformReport, SourceEntry } from './report-types.ts';

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

export interface SourceInputs {
  inputs: LandedCostInputs;
  data: CalculatorData;
  duty: Duty;
  surtaxes: Surtaxes;
  freight: Freight;
  /** The high end's breakdown: its threshold rule and tax lines are the ones cited. */
  H: LandedCostBreakdown;
  platforms: PlatformReport[];
}

export function reportSources({ inputs, data, duty, surtaxes, freight, H, platforms }: SourceInputs): SourceEntry[] {
  const { reference, category } = data;
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

  return sources;
}
