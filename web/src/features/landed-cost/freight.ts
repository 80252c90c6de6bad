// International freight: the user's quote, else the cost book's range for the mode, else not known. With the
// Sources entry of the range (its lane, worksheet inputs and their sources).
import { exactly } from '@costlens/domain';
import type { ShippingRate, SourceRef } from '@costlens/domain';
import type { LandedCostReferenceResponse, ShippingRangeData } from '@costlens/contracts';
import { bookSource } from './book-source.ts';
import type { LandedCostInputs } from './inputs.ts';
import type { SourceEntry } from './report-types.ts';

const bookMode = (mode: LandedCostInputs['mode']): ShippingRangeData['mode'] => (mode === 'sea-lcl' ? 'sea' : mode);

export interface Freight {
  rate: ShippingRate | null;
  label: string;
  verified: boolean;
  sources: SourceEntry[];
}

export function freightFor(inputs: LandedCostInputs, reference: LandedCostReferenceResponse): Freight {
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
