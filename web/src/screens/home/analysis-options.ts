import type { ChoiceType } from './home-store.ts';

/** The three analysis types, as the capture step lists them and the choosing step offers them. */
export const ANALYSIS_OPTIONS: ReadonlyArray<{ type: ChoiceType; title: string; description: string; icon: string }> = [
  {
    type: 'full',
    title: 'Full Business Analysis',
    description: 'Make versus buy, supplier intelligence, market feasibility and cost.',
    icon: '📊',
  },
  {
    type: 'price',
    title: 'Quick Price Comparison',
    description: 'Prices at Canadian retailers where a price search is available, and store search links always.',
    icon: '🏷️',
  },
  {
    type: 'suppliers',
    title: 'Find Suppliers',
    description:
      'Wholesale listings on Alibaba, AliExpress, Made-in-China and Global Sources, or search links to them.',
    icon: '🏭',
  },
];

export const optionTitle = (type: ChoiceType) => ANALYSIS_OPTIONS.find((o) => o.type === type)!.title;
