// Worksheets of the categories whose BOM rests on published teardowns or component prices (2021 and later).
// Teardown BOMs are parts only: none of these anchors includes assembly, so the cost ladder's labour line is
// not counted twice.
import { HARDWARE_SHARE_OF_LAUNCH_PRICE } from '../judgement.ts';
import { mat, pack, part, usd, usdTerm } from './build.ts';
import type { BomWorksheet, WorksheetInput } from './types.ts';

const [SHARE_LOW] = HARDWARE_SHARE_OF_LAUNCH_PRICE.value;

function hardwareShare(value: number): WorksheetInput {
  return {
    label: 'hardware share of launch price',
    value,
    unit: 'ratio',
    asOf: '2023–2024',
    judgement: HARDWARE_SHARE_OF_LAUNCH_PRICE.key,
  };
}

export const anchoredWorksheets: BomWorksheet[] = [
  {
    entryId: 'smartphone',
    method: 'teardown',
    low: [usdTerm('iPhone 16 (base) BOM, TD Cowen', usd('BOM', 416, '2024-09', 'itc-iphone16-bom-2024'))],
    high: [usdTerm('iPhone 16 Pro Max 256 GB BOM, TD Cowen', usd('BOM', 485, '2024-09', 'tdcowen-iphone16-bom-2024'))],
    anchors: [
      {
        label: 'iPhone 16 BOM USD 416',
        sourceId: 'itc-iphone16-bom-2024',
        year: 2024,
        kind: 'price',
        includesAssembly: false,
      },
      {
        label: 'iPhone 16 Pro Max BOM USD 485',
        sourceId: 'tdcowen-iphone16-bom-2024',
        year: 2024,
        kind: 'price',
        includesAssembly: false,
      },
      {
        label: 'Galaxy S23 Ultra BOM USD 469',
        sourceId: 'counterpoint-s23-ultra-bom-2023',
        year: 2023,
        kind: 'price',
        includesAssembly: false,
      },
    ],
    includesAssembly: false,
    note: 'Flagship phones only: the Galaxy S23 Ultra (USD 469, 2023) sits inside this range; no public teardown of a budget or mid-range phone from 2021 or later was found, so a budget phone costs less than this range says.',
  },
  {
    entryId: 'laptop',
    method: 'price-share',
    low: [
      usdTerm(
        'Mainstream notebook price × lowest current hardware share',
        usd('MSRP', 900, '2026-03', 'trendforce-notebook-bom-2026'),
        hardwareShare(SHARE_LOW),
      ),
    ],
    high: [
      usdTerm(
        'Mainstream notebook price × parts share of the one notebook teardown found',
        usd('MSRP', 900, '2026-03', 'trendforce-notebook-bom-2026'),
        { label: 'Chromebook BOM', value: 322.12, unit: 'USD', asOf: '2011-06', sourceId: 'ihs-chromebook-bom-2011' },
        {
          label: 'Chromebook price',
          value: 499,
          unit: 'USD',
          asOf: '2011-06',
          sourceId: 'ihs-chromebook-bom-2011',
          divide: true,
        },
      ),
    ],
    anchors: [
      {
        label: 'Mainstream notebook MSRP USD 900',
        sourceId: 'trendforce-notebook-bom-2026',
        year: 2026,
        kind: 'price',
        includesAssembly: true,
      },
      {
        label: 'Parts share of launch price, lowest of current phone and watch teardowns (35 %)',
        sourceId: 'exbulletin-pixel-watch-bom-2023',
        year: 2023,
        kind: 'ratio',
        includesAssembly: false,
      },
      {
        label: 'Parts share of a notebook price (Chromebook USD 322.12 ÷ USD 499)',
        sourceId: 'ihs-chromebook-bom-2011',
        year: 2011,
        kind: 'ratio',
        includesAssembly: false,
      },
    ],
    includesAssembly: false,
    note: "No public notebook teardown from 2021 or later was found. The range applies two parts-of-price ratios to TrendForce's USD 900 mainstream notebook: the lowest of current phone and watch teardowns (35 %; applying it to a notebook is our judgement) and the one notebook teardown found (65 %, 2011: a ratio, not a 2011 price).",
  },
  {
    entryId: 'smartwatch',
    method: 'teardown',
    low: [usdTerm('OnePlus Watch BOM, Counterpoint', usd('BOM', 68, '2021', 'counterpoint-oneplus-watch-bom-2021'))],
    high: [
      usdTerm(
        'Google Pixel Watch (LTE) BOM, Counterpoint',
        usd('BOM', 123, '2023-03', 'counterpoint-pixel-watch-bom-2023'),
      ),
    ],
    anchors: [
      {
        label: 'OnePlus Watch BOM USD 68',
        sourceId: 'counterpoint-oneplus-watch-bom-2021',
        year: 2021,
        kind: 'price',
        includesAssembly: false,
      },
      {
        label: 'Pixel Watch BOM USD 123',
        sourceId: 'counterpoint-pixel-watch-bom-2023',
        year: 2023,
        kind: 'price',
        includesAssembly: false,
      },
    ],
    includesAssembly: false,
    note: 'From a budget-brand watch (2021) to a phone-maker LTE watch (2023); premium titanium or sapphire models cost more.',
  },
  {
    entryId: 'television',
    method: 'panel-share',
    low: [
      usdTerm(
        '55-inch 4K open-cell panel (October 2021) ÷ panel share of set cost',
        usd('panel price', 155, '2021-10', 'sigmaintell-tv-panel-price-2021'),
        {
          label: 'panel share of set cost',
          value: 0.7,
          unit: 'ratio',
          asOf: '2010',
          sourceId: 'witsview-tv-panel-share-2010',
          divide: true,
        },
      ),
    ],
    high: [
      usdTerm(
        '55-inch 4K open-cell panel (July 2021) ÷ panel share of set cost',
        usd('panel price', 227, '2021-07', 'sigmaintell-tv-panel-price-2021'),
        {
          label: 'panel share of set cost',
          value: 0.7,
          unit: 'ratio',
          asOf: '2010',
          sourceId: 'witsview-tv-panel-share-2010',
          divide: true,
        },
      ),
    ],
    anchors: [
      {
        label: '55-inch open-cell panel USD 155–227',
        sourceId: 'sigmaintell-tv-panel-price-2021',
        year: 2021,
        kind: 'price',
        includesAssembly: false,
      },
      {
        label: 'Panel ≈ 70 % of set cost',
        sourceId: 'witsview-tv-panel-share-2010',
        year: 2010,
        kind: 'ratio',
        includesAssembly: true,
      },
    ],
    includesAssembly: true,
    note: "A 55-inch 4K LCD set; the panel share (2010) is a ratio and includes the set maker's assembly in the whole, so the range already holds assembly.",
  },
  {
    entryId: 'headphones',
    method: 'materials',
    low: [
      usdTerm(
        'Estimated BOM of a ~USD 30 true-wireless pair',
        usd('BOM estimate', 12.5, '2025-10', 'tws-earbud-bom-estimate-2025'),
      ),
    ],
    high: [
      part('Noise-cancelling Bluetooth SoCs (pair)', 14),
      part('Drivers and microphones (pair)', 8),
      part('Batteries (buds and case)', 6),
      part('Charging-case electronics', 5),
      mat('Housings and ear tips', 'plastic', 0.05),
      pack(3),
    ],
    anchors: [
      {
        label: 'Budget TWS BOM estimate USD 12.50',
        sourceId: 'tws-earbud-bom-estimate-2025',
        year: 2025,
        kind: 'price',
        includesAssembly: false,
      },
    ],
    includesAssembly: false,
    note: 'From a budget true-wireless pair (a published estimate, not a teardown) to premium noise-cancelling earbuds priced part by part (CostLens judgement); no 2021+ earbud teardown was found.',
  },
];
