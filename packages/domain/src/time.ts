/** Flight duration 'Xh Ym' from minutes. */
export function formatDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}h ${m % 60}m`;
}

/** 'Nonstop', '1 stop' or 'N stops'. */
export function formatStops(stops: number): string {
  if (stops <= 0) return 'Nonstop';
  return stops === 1 ? '1 stop' : `${stops} stops`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d, yyyy' (comment dates), in the viewer's local time. */
export function formatCommentDate(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** 'MMM d, yyyy, HH:mm' in the viewer's local time (24-hour, as Canadian forms write it): a history
 *  item made twice on one day is told apart by its time. */
export function formatDateTime(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const date = formatCommentDate(d);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
