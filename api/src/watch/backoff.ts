/** When a watch is checked next: on its interval when the check went well, later and later when its
 *  source keeps failing (the interval doubled for each failure in a row, at most `maxBackoffMs`). */
export function nextCheckDelay(
  failures: number,
  { intervalMs, maxBackoffMs }: { intervalMs: number; maxBackoffMs: number },
): number {
  if (failures <= 0) return intervalMs;
  const cap = Math.max(intervalMs, maxBackoffMs);
  return Math.min(cap, intervalMs * 2 ** Math.min(failures, 20));
}
