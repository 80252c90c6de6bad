// The landed-cost table: one line per cost, with its figure (low end from the low inputs, high end from the
// high ones) or, when the data has none, why it is not counted.
import type { CentsRange, LandedCostBreakdown, LandedCostInput, TaxLine } from '@costlens/domain';
import type { Duty, Surtaxes } from './duty.ts';
import type { Freight } from './freight.ts';
import type { LandedCostInputs } from './inputs.ts';
import type { ReportLine } from './report-types.ts';

const COLLECTION_WORDS: Readonly<Record<TaxLine['collection'], string>> = {
  'at-import': 'Paid when the goods arrive',
  'self-assessed': 'You report and pay it yourself',
  'not-payable': 'Not payable',
  waived: 'None: the shipment is under the low-value threshold',
};

const rangeOf = (low: number, high: number): CentsRange => ({ low, high });

function taxDetail(low: TaxLine, high: TaxLine): string {
  let words = high.collection === 'not-payable' ? high.reason : COLLECTION_WORDS[high.collection];
  if (low.collection === 'waived' && high.collection !== 'waived')
    words += ' (none at the low end: under the low-value threshold)';
  if (high.recoverableCents > 0) words += '; claimed back as a registered business';
  return words;
}

const MODE_NAMES: Readonly<Record<LandedCostInputs['mode'], string>> = {
  courier: 'courier',
  air: 'air freight',
  'sea-lcl': 'sea freight',
};

const PART_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^goods$/, 'goods'],
  [/^duty$/, 'duty'],
  [/^surtax$/, 'surtax'],
  [/^tax:/, 'taxes'],
  [/^freight$/, 'freight'],
  [/^brokerage$/, 'customs brokerage'],
];

const partOf = (key: string) => PART_WORDS.find(([re]) => re.test(key))?.[1] ?? key;

export function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** What a total leaves out, in words: each line not counted, and why ("freight (not known)"). */
export function leftOutOf(lines: readonly ReportLine[]): string[] {
  const out: string[] = [];
  for (const l of lines) {
    if (l.status === 'counted') continue;
    if (l.key === 'surtax') out.push(`a ${l.label.toLowerCase()} (may apply)`);
    else out.push(`${partOf(l.key)} (${l.status === 'not-known' ? 'not known' : 'not included'})`);
  }
  return out;
}

/** The total's detail names only what it counts, and what it leaves out. */
function totalDetail(lines: readonly ReportLine[]): string {
  const counted = [...new Set(lines.filter((l) => l.status === 'counted').map((l) => partOf(l.key)))];
  const text = joinWords(counted);
  const left = leftOutOf(lines);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${left.length ? `. Leaves out ${joinWords(left)}` : ''}`;
}

/** The words beside a figure read in the official text: its date, so an old reading shows as old. */
export function officialWords(asOf: string): string {
  return `official text, ${asOf.slice(0, 4)}`;
}

export interface LineInputs {
  inputs: LandedCostInputs;
  exchangeRate: LandedCostInput['exchangeRate'];
  hasCategory: boolean;
  duty: Duty;
  surtaxes: Surtaxes;
  freight: Freight;
  /** The low end's breakdown (low price, low weight) and the high end's. */
  L: LandedCostBreakdown;
  H: LandedCostBreakdown;
}

export function reportLines({
  inputs,
  exchangeRate,
  hasCategory,
  duty,
  surtaxes,
  freight,
  L,
  H,
}: LineInputs): ReportLine[] {
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
          detail: dutyWaived ? `None: under the ${H.threshold.rule.label.toLowerCase()}` : duty.detail,
          ...(duty.technical ? { technical: duty.technical } : {}),
          cents: pair((b) => b.dutyCents),
          status: 'counted',
          unverified: !duty.verified,
        }
      : {
          key: 'duty',
          label: 'Duty',
          detail: hasCategory
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
  // A surtax is waived with the duty under the low-value threshold: then it cannot apply either.
  for (const p of dutyWaived ? [] : surtaxes.possible) {
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
      ...(t.source.verified ? { checked: officialWords(t.source.asOf) } : {}),
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
          detail: `Not known: the cost book has no ${MODE_NAMES[inputs.mode]} rate. Enter your quote to count it.`,
          cents: null,
          status: 'not-known',
          unverified: false,
        },
  );
  // Under the duty- and tax-free threshold nothing is cleared through customs for a fee: no brokerage to leave out.
  const clearedFree = [L, H].every((b) => b.threshold.dutyWaived && b.threshold.taxWaived);
  lines.push(
    inputs.brokerage !== null || clearedFree
      ? {
          key: 'brokerage',
          label: 'Customs brokerage',
          detail:
            clearedFree || (H.brokerageCents === 0 && L.brokerageCents === 0)
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
    detail: totalDetail(lines),
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

  return lines;
}
