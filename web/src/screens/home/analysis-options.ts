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
    description: 'Best prices from several retailers, with store links.',
    icon: '🏷️',
  },
  {
    type: 'suppliers',
    title: 'Find Suppliers',
    description: 'Direct suppliers with pricing, minimum order quantity (MOQ), lead times and contacts.',
    icon: '🏭',
  },
];

export const optionTitle = (type: ChoiceType) => ANALYSIS_OPTIONS.find((o) => o.type === type)!.title;
