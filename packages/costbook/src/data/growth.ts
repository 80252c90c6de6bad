// What each market growth figure is: the forecast period of its report and whether it measures the category
// itself or a proxy market. The estimator scores growth only while the forecast still runs and only for the
// category itself (judgement: growth-forecast-min-end-year); the rest is shown, labelled, but not scored.
import { GROWTH_FORECAST_MIN_END_YEAR } from '../judgement.ts';
import type { CostBookEntry } from '../types.ts';

/** Forecast period of each market report ([first, last] year; last null when the stored copy does not say). */
export const REPORT_PERIODS: Readonly<Record<string, readonly [number, number | null]>> = {
  'straits-smartphone-2024': [2025, 2033],
  'technavio-laptop-2024': [2023, 2028],
  'mordor-monitor-2025': [2025, 2030],
  'emergen-smart-tv-2023': [2022, null],
  'straits-headphones-2024': [2023, 2032],
  'mra-smartwatch-2025': [2025, 2033],
  'ismr-small-appliances-2021': [2020, 2024],
  'mordor-refrigerators-2025': [2025, 2030],
  'archive-us-tableware-2023': [2023, 2032],
  'globaledge-water-bottle-2017': [2016, 2025],
  'worldmetrics-home-decor-2024': [2020, 2027],
  'mrfr-furniture-2024': [2024, 2032],
  'psmarket-luggage-2022': [2021, 2030],
  'mordor-handbags-2026': [2026, 2031],
  'archive-tshirt-2025': [2025, null],
  'reportlinker-footwear-2021': [2020, 2026],
  'grandview-cosmetics-2022': [2022, 2028],
  'allied-personal-care-appliances-2014': [2014, 2020],
  'cmi-supplements-2019': [2019, 2027],
  'mnm-savory-snacks-2022': [2022, 2027],
  'straits-canned-food-2024': [2023, 2032],
  'packaging-forecast-beverages': [2017, 2021],
  'mnm-corrugated-2021': [2021, 2026],
  'datahorizzon-plush-2025': [2024, 2033],
  'straits-toys-2023': [2023, 2031],
  'gia-books-2024': [2024, 2030],
  'mordor-sporting-goods-2025': [2025, 2030],
  'persistence-bicycle-2025': [2025, 2032],
  'mordor-apparel-2025': [2025, 2030],
  'grandview-jewelry-2024': [2024, 2030],
  'fmi-pet-care-2026': [2025, 2035],
  'mordor-dairy-2025': [2025, 2030],
  'statista-coffee-2024': [2024, 2028],
  'mordor-bedding-2025': [2025, 2030],
  'verified-candle-2024': [2024, 2031],
  'datahorizzon-household-mops-2025': [2025, 2033],
  'mordor-gaming-console-2024': [2024, 2029],
  'fmi-mobile-accessories-2022': [2022, 2031],
  'gmi-digital-camera-2025': [2025, 2035],
  'rnm-household-vacuum-2021': [2021, 2028],
  'mordor-air-conditioner-2026': [2026, 2031],
  'freedonia-consumer-power-tools-2023': [2022, 2027],
  'gia-hand-tools-2020': [2020, 2027],
  'reportsanddata-decorative-paints-2024': [2024, 2034],
  'mordor-automotive-aftermarket-2025': [2025, 2030],
  'fbi-musical-instruments-2023': [2023, 2030],
  'coherent-lawn-garden-equipment-2023': [2023, 2030],
  'wifitalents-bbq-grill-2024': [2023, 2030],
  'mordor-stationery-2026': [2026, 2031],
  'intel-baby-stroller-2025': [2025, 2032],
  'gia-baby-diapers-2024': [2023, 2030],
  'fbi-party-supplies-2025': [2025, 2032],
  'datahorizzon-christmas-decoration-2025': [2025, 2033],
  'fbi-hair-styling-tools-2024': [2020, 2032],
  'datahorizzon-otc-2024': [2024, 2032],
  'fbi-household-cleaning-2021': [2021, 2028],
};

/** Entries whose growth figure is another market's, used as a proxy (said so in their notes). */
const PROXY_ENTRIES = new Set([
  'computer-mouse',
  'keyboard',
  'remote-control',
  'oven-range',
  'scissors',
  'kitchen-sink',
  'potted-plant',
  'lamp',
  'wall-clock',
  'umbrella',
  'necktie',
  'hat',
  'toothbrush',
  'boxed-food',
  'beverage-bottle',
  'beverage-carton',
  'kite',
  'frisbee',
  'skis',
  'snowboard',
  'sports-ball',
  'baseball-bat',
  'baseball-glove',
  'skateboard',
  'surfboard',
  'tennis-racket',
]);

export interface GrowthBasis {
  sourceId: string;
  period: readonly [number, number | null];
  scope: 'category' | 'proxy';
  /** Whether the opportunity score may use it: the category's own, with a forecast still running. */
  scored: boolean;
  /** Why it is not scored, when it is not. */
  reason: string | null;
}

/** The growth basis of an entry (its first market source with a known forecast period). */
export function growthBasisOf(entry: CostBookEntry): GrowthBasis | null {
  const sourceId = entry.market.sourceIds.find((id) => id in REPORT_PERIODS);
  if (sourceId === undefined) return null;
  const period = REPORT_PERIODS[sourceId]!;
  // A family's report measures the family's market, not the kind's: a proxy for every kind priced by it.
  const scope = PROXY_ENTRIES.has(entry.id) || entry.basis?.level === 'family' ? 'proxy' : 'category';
  const end = period[1];
  const reason =
    scope === 'proxy'
      ? 'the growth rate is for a related market (a proxy)'
      : end === null
        ? "the report's forecast period is not stated"
        : end < GROWTH_FORECAST_MIN_END_YEAR.value
          ? `the report's forecast period ended in ${end}`
          : null;
  return { sourceId, period, scope, scored: reason === null, reason };
}
