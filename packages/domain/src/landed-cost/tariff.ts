// The customs duty that applies to one tariff heading from one country of origin: the Most-Favoured-
// Nation rate, or a lower preferential rate where a trade agreement covers the origin (CUSMA for US and
// Mexican goods, CETA, CPTPP, ...), plus any surtax ordered on goods of that origin.
import type { SourceRef } from './source.ts';

export interface PreferentialRate {
  /** The tariff treatment's short name as the CBSA writes it: 'CUSMA', 'CETA', 'CPTPP', 'CKFTA', ... */
  treatment: string;
  /** Countries of origin (ISO 3166 alpha-2) the treatment covers. */
  origins: string[];
  ratePct: number;
  source: SourceRef;
}

export interface Surtax {
  name: string;
  ratePct: number;
  /** Countries of origin (ISO 3166 alpha-2) it applies to, or 'all'. */
  origins: string[] | 'all';
  exceptOrigins?: string[];
  /** Whether a low-value threshold waives it with the duty. Default true: the remission orders remit
   *  customs duties, and a surtax is a duty under the Customs Tariff; an order that says otherwise sets false. */
  waivedWithDuty?: boolean;
  source: SourceRef;
}

export interface TariffInput {
  /** The tariff item, e.g. '6109.10.00'. */
  heading: string;
  description?: string;
  /** Most-Favoured-Nation rate, in percent of the value for duty. */
  mfnRatePct: number;
  mfnSource: SourceRef;
  preferential?: PreferentialRate[];
  surtaxes?: Surtax[];
}

export interface AppliedTariff {
  heading: string;
  /** 'MFN' or the preferential treatment used. */
  treatment: string;
  ratePct: number;
  source: SourceRef;
  surtaxes: Surtax[];
  /** Why this treatment: shown beside the duty line. */
  reason: string;
}

const upper = (codes: readonly string[]) => codes.map((c) => c.toUpperCase());

/** The lowest rate the origin is entitled to (a preferential one only when claimed, which needs proof
 *  of origin), and every surtax on that origin. */
export function tariffFor(
  tariff: TariffInput,
  origin: string,
  { claimPreferential = true }: { claimPreferential?: boolean } = {},
): AppliedTariff {
  const o = origin.toUpperCase();
  const surtaxes = (tariff.surtaxes ?? []).filter(
    (s) => (s.origins === 'all' || upper(s.origins).includes(o)) && !upper(s.exceptOrigins ?? []).includes(o),
  );
  const candidates = claimPreferential
    ? (tariff.preferential ?? []).filter((p) => upper(p.origins).includes(o) && p.ratePct < tariff.mfnRatePct)
    : [];
  const best = candidates.reduce<PreferentialRate | null>((b, p) => (b && b.ratePct <= p.ratePct ? b : p), null);
  if (best) {
    return {
      heading: tariff.heading,
      treatment: best.treatment,
      ratePct: best.ratePct,
      source: best.source,
      surtaxes,
      reason: `${best.treatment} rate for goods originating in ${o} (needs proof of origin)`,
    };
  }
  return {
    heading: tariff.heading,
    treatment: 'MFN',
    ratePct: tariff.mfnRatePct,
    source: tariff.mfnSource,
    surtaxes,
    reason: claimPreferential
      ? `Most-Favoured-Nation rate: no lower preferential rate for ${o} in the input`
      : 'Most-Favoured-Nation rate: no preferential treatment claimed',
  };
}
