/** How a watch is told in words: its price, its change, its rules, when it was seen. */
import type { Watch, WatchRules } from '@costlens/contracts';
import { formatPrice } from '@costlens/domain';

/** "$39.97 at Walmart", or why there is no price yet. */
export function currentPriceText(watch: Watch): string {
  if (watch.current) return `${formatPrice(watch.current.price, watch.current.currency)} at ${watch.current.retailer}`;
  if (watch.status === 'pending') return 'Waiting for the first check';
  return 'No price seen yet';
}

/** "▼ $2.00 (−5.0%)", "No change", or null without two prices in one currency. */
export function changeText(watch: Watch): string | null {
  const change = watch.change;
  if (!change || !watch.current) return null;
  if (change.amount === 0) return 'No change since the check before';
  const arrow = change.amount < 0 ? '▼' : '▲';
  const pct =
    change.percent === null ? '' : ` (${change.percent > 0 ? '+' : '−'}${Math.abs(change.percent).toFixed(1)}%)`;
  return `${arrow} ${formatPrice(Math.abs(change.amount), watch.current.currency)}${pct} since the check before`;
}

/** The rules, in a line: "Alerts: at or below $90.00 · 10% drop · lowest in 30 days". */
export function rulesText(rules: WatchRules, currency: string | null): string {
  const parts: string[] = [];
  if (rules.targetPrice !== null) parts.push(`at or below ${formatPrice(rules.targetPrice, currency ?? 'CAD')}`);
  if (rules.dropPercent !== null) parts.push(`${rules.dropPercent}% drop`);
  if (rules.anyChange) parts.push('any change');
  if (rules.lowest30Days) parts.push('lowest in 30 days');
  return parts.length ? `Alerts: ${parts.join(' · ')}` : 'No alerts: the price history only';
}

/** A date and time in the viewer's zone and locale, short: "Nov 23, 2:05 p.m.". */
export function seenAt(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** Where a watch opens on the Watching screen. */
export const watchHref = (id: string) => `/watching/${encodeURIComponent(id)}`;
