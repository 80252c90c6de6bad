/** The doughnut itself: the only module that imports chart.js, registered here on first load. The
 *  tooltip is HTML over the canvas, because a canvas-drawn one is clipped to the small chart. */
import { useState } from 'react';
import { ArcElement, Chart as ChartJS, Tooltip } from 'chart.js';
import type { ChartOptions, TooltipModel } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import type { Material } from '@costlens/contracts';
import { CHART_COLORS } from '@costlens/domain';
import { legendLabel, tooltipLabel } from './chart-labels.ts';

ChartJS.register(ArcElement, Tooltip);

/** A 60 % cutout. */
const CUTOUT = '60%';

// Anchored at the chart's left edge at the hovered point's height: it never leaves the screen on a phone.
interface TooltipState {
  text: string;
  y: number;
}

export default function CostDoughnut({ slices }: { slices: readonly Material[] }) {
  const [tip, setTip] = useState<TooltipState | null>(null);
  const data = {
    labels: slices.map((s) => s.name),
    datasets: [
      {
        data: slices.map((s) => s.percentage),
        backgroundColor: slices.map((_, i) => CHART_COLORS[i % CHART_COLORS.length]),
        borderColor: '#ffffff',
        borderWidth: 2,
      },
    ],
  };
  const options: ChartOptions<'doughnut'> = {
    cutout: CUTOUT,
    responsive: true,
    maintainAspectRatio: true,
    plugins: {
      legend: { display: false },
      tooltip: {
        enabled: false,
        external: ({ tooltip }: { tooltip: TooltipModel<'doughnut'> }) => {
          const index = tooltip.dataPoints?.[0]?.dataIndex;
          const slice = index === undefined ? undefined : slices[index];
          if (tooltip.opacity === 0 || !slice) {
            setTip(null);
            return;
          }
          const text = tooltipLabel(slice);
          setTip((old) => (old && old.text === text && old.y === tooltip.caretY ? old : { text, y: tooltip.caretY }));
        },
      },
    },
  };
  return (
    <>
      <Doughnut data={data} options={options} aria-label={`Doughnut chart: ${slices.map(legendLabel).join(', ')}`} />
      {tip && (
        <div className="chart-tooltip" role="status" style={{ top: tip.y }}>
          {tip.text}
        </div>
      )}
    </>
  );
}
