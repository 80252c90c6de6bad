import type { Material } from '@costlens/contracts';

export const CHART_TOP_N = 5;
export const OTHER_SLICE_NAME = 'Other Components';
export const CHART_COLORS = ['#3b82f6', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6', '#6b7280'] as const;

/** The doughnut's slices: the 5 largest by percentage, the rest merged into 'Other Components'. */
export function chartSlices(materials: readonly Material[]): Material[] {
  const sorted = [...materials].sort((a, b) => b.percentage - a.percentage);
  const top = sorted.slice(0, CHART_TOP_N);
  const rest = sorted.slice(CHART_TOP_N);
  if (rest.length === 0) return top;
  const other: Material = {
    name: OTHER_SLICE_NAME,
    category: 'Various',
    cost: round2(rest.reduce((s, m) => s + m.cost, 0)),
    percentage: round2(rest.reduce((s, m) => s + m.percentage, 0)),
  };
  return [...top, other];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
