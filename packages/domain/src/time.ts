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

/** A date with its time, in the viewer's local time and in their locale's own way ("Nov 27, 2026, 5:42 p.m."
 *  in English Canada, "27 nov. 2026, 17 h 42" in French): every screen that shows when something was made
 *  uses this one format, so a draft and the analysis it becomes read alike. `locale` undefined: the
 *  viewer's. */
export function formatDateTime(iso: string | Date, locale?: string): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}
