/**
 * The span of the price chart's time axis. Left to itself the chart pads a single point (or several seen in
 * the same minute) by a share of the timestamp's own size, years either side, and labels without a year
 * read as months of checks that never happened. A span shorter than a day is widened to a day around it.
 */
const MIN_SPAN_MS = 24 * 60 * 60 * 1000;

export function timeAxisBounds(times: readonly number[]): { min: number; max: number } | null {
  if (times.length === 0) return null;
  const first = Math.min(...times);
  const last = Math.max(...times);
  if (last - first >= MIN_SPAN_MS) return { min: first, max: last };
  const middle = (first + last) / 2;
  return { min: middle - MIN_SPAN_MS / 2, max: middle + MIN_SPAN_MS / 2 };
}
