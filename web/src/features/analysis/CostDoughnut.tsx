/** The doughnut itself: the only module that imports chart.js, registered here on first load. */
import { ArcElement, Chart as ChartJS, Tooltip, type ChartOptions, type TooltipItem } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import type { Material } from '@costlens/contracts';
import { CHART_COLORS } from '@costlens/domain';
import { tooltipLabel } from './chart-labels.ts';

ChartJS.register(ArcElement, Tooltip);

/** Spec §9: a 60 % cutout. */
const CUTOUT = '60%';

export default function CostDoughnut({ slices }: { slices: readonly Material[] }) {
  const data = {
    labels: slices.map((s) => s.name),
    datasets: [{
      data: slices.map((s) => s.percentage),
      backgroundColor: slices.map((_, i) => CHART_COLORS[i % CHART_COLORS.length]),
      borderColor: '#ffffff',
      borderWidth: 2,
    }],
  };
  const options: ChartOptions<'doughnut'> = {
    cutout: CUTOUT,
    responsive: true,
    maintainAspectRatio: true,
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          title: () => '',
          label: (item: TooltipItem<'doughnut'>) => {
            const slice = slices[item.dataIndex];
            return slice ? tooltipLabel(slice) : '';
          },
        },
      },
    },
  };
  return <Doughnut data={data} options={options} />;
}
