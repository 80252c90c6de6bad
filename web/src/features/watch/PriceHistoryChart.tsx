/** A watch's prices as points in time: the only module of the Watching screen that imports chart.js
 *  (loaded through web/src/lazy.ts). Each point is a price as it was seen; nothing is drawn between
 *  them, because nobody saw the price between two checks, and nothing before the first. */
import { Chart as ChartJS, LinearScale, PointElement, Tooltip } from 'chart.js';
import type { ChartOptions } from 'chart.js';
import { Scatter } from 'react-chartjs-2';
import type { Observation } from '@costlens/contracts';
import { formatPrice } from '@costlens/domain';
import { timeAxisBounds } from './time-axis.ts';
import { seenAt } from './watch-words.ts';

ChartJS.register(LinearScale, PointElement, Tooltip);

export default function PriceHistoryChart({ observations }: { observations: readonly Observation[] }) {
  const currency = observations.at(-1)?.currency ?? 'CAD';
  // One currency on one axis: prices in another currency are listed in the table, not drawn.
  const shown = observations.filter((o) => o.currency === currency);
  const times = shown.map((o) => Date.parse(o.observedAt));
  const data = {
    datasets: [
      {
        label: `Price (${currency})`,
        data: shown.map((o, i) => ({ x: times[i]!, y: o.price })),
        backgroundColor: '#2563eb',
        pointRadius: 4,
        pointHoverRadius: 6,
      },
    ],
  };
  const options: ChartOptions<'scatter'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: {
      x: {
        type: 'linear',
        ...timeAxisBounds(times),
        ticks: { maxTicksLimit: 5, callback: (v) => seenAt(new Date(Number(v)).toISOString()) },
      },
      y: { ticks: { callback: (v) => formatPrice(Number(v), currency) } },
    },
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          label: (item) =>
            `${formatPrice(item.parsed.y ?? 0, currency)} · ${seenAt(new Date(item.parsed.x ?? 0).toISOString())}`,
        },
      },
    },
  };
  const low = Math.min(...shown.map((o) => o.price));
  const high = Math.max(...shown.map((o) => o.price));
  const summary = shown.length
    ? `Price history: ${shown.length} ${shown.length === 1 ? 'price' : 'prices'} seen from ${seenAt(shown[0]!.observedAt)} to ${seenAt(shown.at(-1)!.observedAt)}, lowest ${formatPrice(low, currency)}, highest ${formatPrice(high, currency)}.`
    : 'No prices seen yet.';
  return <Scatter data={data} options={options} aria-label={summary} role="img" />;
}
