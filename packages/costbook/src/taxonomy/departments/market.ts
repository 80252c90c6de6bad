// A family's market judgement in the detailed entries' shape, from the growth report it cites: the trend follows
// the growth figure (above 4 % a year Rising, 1–4 % Stable, below 1 % Declining), so the two never disagree.
import { EST, SEASONS } from '../../data/build.ts';
import type { Family } from '../types.ts';

type Market = Family['market'];

export function familyMarket(
  report: string,
  growthPct: number,
  competitorCount: number,
  saturation: Market['saturation'],
  seasonalPeakMonths: string[],
  entryBarriers: string,
): Market {
  const trend = growthPct > 4 ? 'Rising' : growthPct >= 1 ? 'Stable' : 'Declining';
  return {
    competitorCount,
    saturation,
    growthPct,
    trend,
    seasonalPeakMonths,
    entryBarriers,
    sourceIds: [report, SEASONS, EST],
  };
}
