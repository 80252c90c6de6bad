import type { Material } from '@costlens/contracts';
import { formatEstimate } from '@costlens/domain';
import { formatPercent1 } from './format.ts';

/** A legend entry: 'name pct' ("Battery 19.5%"). */
export function legendLabel(slice: Pick<Material, 'name' | 'percentage'>): string {
  return `${slice.name} ${formatPercent1(slice.percentage)}`;
}

/** The tooltip: 'name $cost.cc pct' ("Battery $3.90 19.5%"). */
export function tooltipLabel(slice: Pick<Material, 'name' | 'cost' | 'percentage'>): string {
  return `${slice.name} ${formatEstimate(slice.cost)} ${formatPercent1(slice.percentage)}`;
}
