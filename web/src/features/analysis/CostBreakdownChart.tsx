/** The Cost Breakdown panel. chart.js (a lazy chunk) is loaded only when the panel's chart comes near the
 *  screen: on a phone the panel sits a screen or more below the answer, and evaluating and animating the
 *  chart while the page starts would hold up the first taps. The legend is HTML beside the canvas:
 *  screen readers and text zoom read it, which a canvas-drawn legend does not allow. */
import { Suspense, useRef } from 'react';
import type { Material } from '@costlens/contracts';
import { CHART_COLORS, chartSlices } from '@costlens/domain';
import { CostDoughnut } from '../../lazy.ts';
import { useNearScreen } from '../../lib/use-near-screen.ts';
import { legendLabel } from './chart-labels.ts';

/** The chart loads once it is this close to the screen: a scroll's worth ahead, so it is drawn on arrival. */
const CHART_NEAR_MARGIN = '300px 0px';

export function CostBreakdownChart({ materials }: { materials: readonly Material[] }) {
  const slices = chartSlices(materials);
  const canvas = useRef<HTMLDivElement>(null);
  const near = useNearScreen(canvas, CHART_NEAR_MARGIN);
  const placeholder = <div className="cost-chart-placeholder skeleton" />;
  return (
    <section className="card results-panel" aria-labelledby="cost-breakdown-title">
      <h2 id="cost-breakdown-title">Cost Breakdown</h2>
      <p className="muted small">Material composition analysis</p>
      {slices.length > 0 ? (
        <div className="cost-chart">
          <div className="cost-chart-canvas" ref={canvas}>
            {near ? (
              <Suspense fallback={placeholder}>
                <CostDoughnut slices={slices} />
              </Suspense>
            ) : (
              placeholder
            )}
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
