/** The Cost Breakdown panel. chart.js is loaded only when this panel renders with materials (a lazy
 *  chunk), so the home route's first bundle carries none of it. The legend is HTML beside the canvas:
 *  screen readers and text zoom read it, which a canvas-drawn legend does not allow. */
import { Suspense } from 'react';
import type { Material } from '@costlens/contracts';
import { CHART_COLORS, chartSlices } from '@costlens/domain';
import { CostDoughnut } from '../../lazy.ts';
import { legendLabel } from './chart-labels.ts';

export function CostBreakdownChart({ materials }: { materials: readonly Material[] }) {
  const slices = chartSlices(materials);
  return (
    <section className="card results-panel" aria-labelledby="cost-breakdown-title">
      <h2 id="cost-breakdown-title">Cost Breakdown</h2>
      <p className="muted small">Material composition analysis</p>
      {slices.length > 0 ? (
        <div className="cost-chart">
          <div className="cost-chart-canvas">
            <Suspense fallback={<div className="cost-chart-placeholder skeleton" />}>
              <CostDoughnut slices={slices} />
            </Suspense>
          </div>
          <ul className="cost-chart-legend" aria-label="Chart legend">
            {slices.map((slice, i) => (
              <li key={slice.name}>
                <span
                  className="legend-swatch"
                  style={{ background: CHART_COLORS[i % CHART_COLORS.length] }}
                  aria-hidden="true"
                />
                {legendLabel(slice)}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="muted">No materials were identified for this product.</p>
      )}
    </section>
  );
}
