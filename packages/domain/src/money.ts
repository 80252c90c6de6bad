// The app's one way to show money. Prices seen at a store are exact and keep their cents; estimates (a
// bill of materials, make or buy, margins) keep cents below CAD 100, where they matter, and drop them
// above, where they would be false precision. Every screen uses these, so the same figure reads the
// same everywhere.

/** The amount below which an estimate keeps its cents. */
export const CENTS_BELOW = 100;

function format(value: number, currency: string, fractionDigits: 0 | 2): string {
  try {
    return new Intl.NumberFormat('en-CA', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  } catch {
    return `${currency} ${value.toFixed(fractionDigits)}`;
  }
}

/** A price as a store or a fare lists it, always with cents: "$19.99", "US$1,299.00". */
export function formatPrice(value: number, currency = 'CAD'): string {
  return format(value, currency, 2);
}

/** An estimated amount: "$0.80", "$12.50", "$1,235". */
export function formatEstimate(value: number, currency = 'CAD'): string {
  return format(value, currency, Math.abs(value) < CENTS_BELOW ? 2 : 0);
}

/** An estimated range, both ends alike (cents on both when either end is under CAD 100): "$0.80 - $2.50". */
export function formatEstimateRange(low: number, high: number, currency = 'CAD'): string {
  const digits = Math.abs(low) < CENTS_BELOW || Math.abs(high) < CENTS_BELOW ? 2 : 0;
  return `${format(low, currency, digits)} - ${format(high, currency, digits)}`;
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
