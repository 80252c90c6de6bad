// The cost book's Canadian seller fees as the fee schedules unit economics computes from, one selling setup
// per platform. A fee line is used only with a figure and a currency the book states: a rate it could not
// read (null), an amount without a currency, or a USD amount without a USD rate is listed as not included,
// with the reason, and the platform's net is marked incomplete. Nothing is filled in.
import type { FeeLineData, FeeScheduleData } from '@costlens/contracts';
import type { FeeBase, FixedFee, PercentFee, PlatformFeeSchedule } from '@costlens/domain';

export type Platform = FeeScheduleData['platform'];

/** One fee line as the screen lists it: the figure the book gives, and whether it counts. */
export interface FeeUse {
  key: string;
  label: string;
  /** The figure as the book states it: "6.5 %", "USD 0.20 per listing", "not known". */
  figure: string;
  verified: boolean;
  sourceId: string | null;
  asOf: string;
  officialUrl: string;
  note?: string;
  included: boolean;
  /** Why a line does not count. */
  reason?: string;
  /** A line the book cannot give a figure for: the net leaves it out. */
  unknown?: boolean;
}

export interface PlatformScenario {
  platform: Platform;
  label: string;
  /** null when no fee of the platform could be counted: no net is shown. */
  schedule: PlatformFeeSchedule | null;
  lines: FeeUse[];
  /** Some fee of this setup has no figure (or currency) in the book: the net is before it. */
  incomplete: boolean;
  notes: string[];
}

export interface ScenarioContext {
  /** The Amazon.ca referral category of the goods (from the cost book), or null without a category. */
  amazonReferralCategory: string | null;
  /** CAD for one USD, to count fees stated in USD; null when no rate could be read. */
  usdToCad: number | null;
}

interface Setup {
  platform: Platform;
  label: string;
  keys: (ctx: ScenarioContext, schedule: FeeScheduleData) => { keys: string[]; notes: string[] };
  /** Lines of the schedule that do not apply per sale in this setup, and why. */
  skipped?: Readonly<Record<string, string>>;
  notes?: string[];
}

// Amazon.ca's banded referral categories, as the cost book's labels describe them: furniture takes each
// rate on the part of the price inside its band ("part up to CAD 250"); personal care appliances take the
// rate of the band the whole price falls in ("up to CAD 15").
const AMAZON_BAND_MODE: Readonly<Record<string, 'marginal' | 'whole'>> = {
  furniture: 'marginal',
  'personal-care-appliances': 'whole',
};

function amazonReferralKeys(ctx: ScenarioContext, schedule: FeeScheduleData): { keys: string[]; notes: string[] } {
  const category = ctx.amazonReferralCategory;
  const matches = (c: string) =>
    schedule.lines.filter((l) => l.key === `referral:${c}` || l.key.startsWith(`referral:${c}:`)).map((l) => l.key);
  const found = category ? matches(category) : [];
  if (found.length > 0) return { keys: found, notes: [] };
  return {
    keys: matches('everything-else'),
    notes: [
      category
        ? `No Amazon.ca referral rate for "${category}" in the cost book: the "everything else" rate is used.`
        : 'No category chosen: the Amazon.ca "everything else" referral rate is used.',
    ],
  };
}

const SETUPS: readonly Setup[] = [
  {
    platform: 'Amazon.ca',
    label: 'Amazon.ca (Professional plan, you ship)',
    keys: (ctx, s) => {
      const referral = amazonReferralKeys(ctx, s);
      return { keys: [...referral.keys, 'plan:professional'], notes: referral.notes };
    },
    notes: ['Fulfilment by Amazon is not included: the cost book has no size-tier limits to place a unit in a tier.'],
  },
  {
    platform: 'Etsy',
    label: 'Etsy (Etsy Payments)',
    keys: () => ({
      keys: ['transaction', 'listing', 'payment:percent', 'payment:fixed', 'regulatory-operating'],
      notes: [],
    }),
    skipped: {
      'offsite-ads': "Charged only on sales that come from Etsy's ads.",
      setup: 'Charged once per shop, not on each sale.',
    },
    notes: ['A listing fee is charged again each time an item sells, so it is counted on every sale.'],
  },
  {
    platform: 'Shopify',
    label: 'Shopify (Basic plan, Shopify Payments)',
    keys: () => ({ keys: ['plan:basic', 'payment:basic:percent', 'payment:fixed'], notes: [] }),
  },
  {
    platform: 'eBay',
    label: 'eBay.ca (no Store subscription)',
    keys: () => ({ keys: ['final-value:most-categories', 'per-order', 'insertion'], notes: [] }),
  },
  {
    platform: 'Walmart Marketplace',
    label: 'Walmart Marketplace (Walmart.ca)',
    keys: () => ({ keys: ['referral:most-categories'], notes: [] }),
  },
];

// What a percentage is taken of. A "total sale" is the price and shipping the buyer pays, before tax;
// a card charge is everything charged to the card, tax included.
const BASES: Readonly<Record<Extract<FeeLineData['fee'], { kind: 'percent' }>['base'], FeeBase>> = {
  'total-sale': 'item-and-shipping',
  'item-and-shipping': 'item-and-shipping',
  'order-total': 'order-total',
  'card-charge': 'order-total',
};

const PER_LABEL: Readonly<Record<Extract<FeeLineData['fee'], { kind: 'fixed' }>['per'], string>> = {
  listing: 'per listing',
  order: 'per order',
  'item-sold': 'per item sold',
  month: 'a month',
  shop: 'once per shop',
  unit: 'per unit',
};

function figureOf(fee: FeeLineData['fee']): string {
  if (fee.kind === 'percent') {
    if (fee.pct === null) return 'not known';
    const min = fee.minimumPerItem ? `, at least CAD ${fee.minimumPerItem.toFixed(2)} an item` : '';
    const band = fee.band
      ? ` of the price ${fee.band.toCad === null ? `above CAD ${fee.band.fromCad}` : `up to CAD ${fee.band.toCad}`}`
      : '';
    return `${fee.pct} %${band}${min}`;
  }
  if (fee.amount === null) return 'not known';
  return `${fee.currency ?? 'currency not stated'} ${fee.amount.toFixed(2)} ${PER_LABEL[fee.per]}`;
}

function feeUse(line: FeeLineData, included: boolean, reason?: string, unknown?: boolean): FeeUse {
  const { fee } = line;
  return {
    key: line.key,
    label: line.label,
    figure: figureOf(fee),
    verified: fee.verified,
    sourceId: fee.sourceId,
    asOf: fee.asOf,
    officialUrl: fee.officialUrl,
    ...(fee.note ? { note: fee.note } : {}),
    included,
    ...(reason ? { reason } : {}),
    ...(unknown ? { unknown } : {}),
  };
}

/** Every line of `keys` as a domain fee, or why it cannot count. */
function convert(
  lines: FeeLineData[],
  ctx: ScenarioContext,
): { percent: PercentFee[]; fixed: FixedFee[]; uses: FeeUse[] } {
  const percent: PercentFee[] = [];
  const fixed: FixedFee[] = [];
  const uses: FeeUse[] = [];
  const banded = lines.filter((l) => l.fee.kind === 'percent' && l.fee.band);
  for (const line of lines) {
    const fee = line.fee;
    if (fee.kind === 'percent') {
      if (fee.pct === null) {
        uses.push(feeUse(line, false, 'The rate is not known.', true));
        continue;
      }
      if (fee.band) {
        uses.push(feeUse(line, true));
        continue; // counted below, with the other bands of its fee
      }
      percent.push({
        name: line.label,
        base: BASES[fee.base],
        pct: fee.pct,
        ...(fee.minimumPerItem ? { minimum: fee.minimumPerItem } : {}),
      });
      uses.push(feeUse(line, true));
      continue;
    }
    if (fee.amount === null) {
      uses.push(feeUse(line, false, 'The amount is not known.', true));
    } else if (fee.currency === null) {
      uses.push(feeUse(line, false, 'The source does not say which currency the amount is in.', true));
    } else if (fee.per === 'month' || fee.per === 'shop') {
      uses.push(
        feeUse(
          line,
          false,
          fee.per === 'shop'
            ? 'Charged once per shop, not on each sale.'
            : 'A monthly fee is not spread over sales here.',
          true,
        ),
      );
    } else if (fee.currency === 'USD' && ctx.usdToCad === null) {
      uses.push(feeUse(line, false, 'Stated in USD, and no USD rate could be loaded.', true));
    } else {
      const rate = fee.currency === 'USD' ? ctx.usdToCad! : 1;
      fixed.push({ name: line.label, amount: fee.amount * rate, per: fee.per === 'order' ? 'order' : 'item' });
      uses.push(
        feeUse(line, true, fee.currency === 'USD' ? `Counted at CAD ${(fee.amount * rate).toFixed(2)}.` : undefined),
      );
    }
  }
  if (banded.length > 0) {
    const first = banded[0]!;
    const mode = Object.entries(AMAZON_BAND_MODE).find(([c]) => first.key.startsWith(`referral:${c}:`))?.[1] ?? 'whole';
    const known = banded.filter((l) => l.fee.kind === 'percent' && l.fee.pct !== null);
    const bands = known
      .map((l) => l.fee as Extract<FeeLineData['fee'], { kind: 'percent' }>)
      .sort((a, b) => a.band!.fromCad - b.band!.fromCad)
      .map((f) => ({ upTo: f.band!.toCad, pct: f.pct! }));
    const f = first.fee as Extract<FeeLineData['fee'], { kind: 'percent' }>;
    if (bands.length > 0)
      percent.push({
        name: first.label.replace(/,? (part )?(up to|above) CAD [\d.]+$/, ''),
        base: BASES[f.base],
        bands,
        bandMode: mode,
        ...(f.minimumPerItem ? { minimum: f.minimumPerItem } : {}),
      });
  }
  return { percent, fixed, uses };
}

/** The selling setups, one per platform of the book, with the schedule each computes from. */
export function platformScenarios(schedules: readonly FeeScheduleData[], ctx: ScenarioContext): PlatformScenario[] {
  return SETUPS.flatMap((setup) => {
    const data = schedules.find((s) => s.platform === setup.platform);
    if (!data) return [];
    const { keys, notes } = setup.keys(ctx, data);
    const lines = keys.map((k) => data.lines.find((l) => l.key === k)).filter((l): l is FeeLineData => !!l);
    const { percent, fixed, uses } = convert(lines, ctx);
    const skipped = Object.entries(setup.skipped ?? {}).flatMap(([key, reason]) => {
      const line = data.lines.find((l) => l.key === key);
      return line ? [feeUse(line, false, reason)] : [];
    });
    const counted = uses.filter((u) => u.included);
    const schedule: PlatformFeeSchedule | null =
      percent.length + fixed.length === 0
        ? null
        : {
            platform: setup.platform,
            label: setup.label,
            currency: 'CAD',
            asOf:
              counted
                .map((u) => u.asOf)
                .sort()
                .at(-1) ?? '',
            source: {
              title: `${setup.platform} seller fees`,
              url: data.officialUrl,
              asOf:
                counted
                  .map((u) => u.asOf)
                  .sort()
                  .at(-1) ?? '',
              verified: counted.every((u) => u.verified),
            },
            percentFees: percent,
            fixedFees: fixed,
            monthlyFees: [],
          };
    return [
      {
        platform: setup.platform,
        label: setup.label,
        schedule,
        lines: [...uses, ...skipped],
        incomplete: uses.some((u) => u.unknown),
        notes: [...notes, ...(setup.notes ?? [])],
      },
    ];
  });
}
