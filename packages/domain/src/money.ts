/** Whole dollars, en-US: history, detail and public cards ("$1,234"). */
export function formatWholeDollars(value: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(value);
}

/** Two decimals, en-US currency style: pricing views, chart tooltip, make-vs-buy ("$12.50"). */
export function formatDollars2(value: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** En-CA money in the offer's own currency: similar products ("$19.99", "US$19.99"). */
export function formatCad(value: number, currency = 'CAD'): string {
  try {
    return new Intl.NumberFormat('en-CA', { style: 'currency', currency }).format(value);
  } catch {
    return `${currency} ${value.toFixed(2)}`;
  }
}

/** Savings: rounded (original − offer) / original × 100, shown only when > 0. */
export function savings(
  original: number | null | undefined,
  offer: number | null | undefined,
): { amount: number; pct: number } | null {
  if (original == null || offer == null || !(original > 0) || !(offer >= 0)) return null;
  const amount = original - offer;
  if (!(amount > 0)) return null;
  return { amount, pct: Math.round((amount / original) * 100) };
}

/** Markup of a step over the previous one, as a whole percent. */
export function markupPercent(previous: number, next: number): number | null {
  if (!(previous > 0)) return null;
  return Math.round(((next - previous) / previous) * 100);
}

/** Margin of a sale price over its cost, as a percent with one decimal ("37.5"). */
export function marginPercent(cost: number, price: number): number {
  if (!(price > 0)) return 0;
  return Math.round(((price - cost) / price) * 1000) / 10;
}
