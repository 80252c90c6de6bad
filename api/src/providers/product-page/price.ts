/**
 * Price text as shops write it: symbols, codes, thousands separators of every locale, comma
 * decimals, numbers from JSON. A price we cannot read, or a zero, is null: the UI shows
 * "no price" rather than a wrong one.
 */

// A run of digits with the separators shops put between them: '.' or ',' anywhere; a space or an
// apostrophe only before a group of exactly three digits, so "12.99 15.99" stays two prices.
const NUMBER_RUN = /\d+(?:[.,]\d+|['\u2019\u00a0\u202f ]\d{3}(?!\d))*/;
const GROUP_SEPARATORS = /['\u2019\u00a0\u202f ]/g;

/** Reads a price from a JSON number or a display string; '' / 0 / {} / unreadable → null. */
export function parsePrice(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) && input > 0 ? input : null;
  if (typeof input !== 'string') return null;
  const run = NUMBER_RUN.exec(input.trim())?.[0];
  if (!run) return null;
  // Spaces or apostrophes inside a run only ever group thousands ("1 299,00", "1'299.00").
  const value = Number(normaliseSeparators(run.replace(GROUP_SEPARATORS, '')));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Turns "2.699,00" / "2,699.00" / "48,00" / "1,299" into a plain "2699.00"-style number string. */
function normaliseSeparators(digits: string): string {
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    // Both kinds: the later one is the decimal mark, the other groups thousands.
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    return digits.split(group).join('').replace(decimal, '.');
  }
  const sep = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (!sep) return digits;
  const parts = digits.split(sep);
  if (parts.length > 2) return parts.join(''); // "1.234.567": only thousands repeat
  const [whole = '', fraction = ''] = parts;
  // One separator followed by exactly three digits is a thousands group ("1,299", "2.699"),
  // unless the whole part is 0 ("0.999"): shop prices carry two decimals, not three.
  if (fraction.length === 3 && whole !== '0') return whole + fraction;
  return `${whole}.${fraction}`;
}

// Ordered so longer marks win over the bare '$' they contain.
const SYMBOL_CURRENCIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:CDN|CAN|CA)\s?\$|\bC\$/i, 'CAD'],
  [/\bUS\s?\$/i, 'USD'],
  [/\bAU?\$/, 'AUD'],
  [/\bNZ\$/i, 'NZD'],
  [/\bMX\$/i, 'MXN'],
  [/\bR\$/, 'BRL'],
  [/£/, 'GBP'],
  [/€/, 'EUR'],
  [/₹/, 'INR'],
  [/[¥￥]/, 'JPY'],
  [/₩/, 'KRW'],
  [/\bzł/i, 'PLN'],
];
const ISO_CODE = /\b(CAD|USD|EUR|GBP|AUD|NZD|JPY|CNY|INR|MXN|BRL|CHF|SEK|NOK|DKK|PLN|KRW|SGD|HKD)\b/;

/**
 * The currency a price text names by code or unambiguous symbol; a bare '$' says nothing on its
 * own (CAD, USD, AUD...), so it gives null and the caller decides from the site.
 */
export function currencyFromText(text: string): string | null {
  const code = ISO_CODE.exec(text.toUpperCase())?.[1];
  if (code) return code;
  for (const [pattern, currency] of SYMBOL_CURRENCIES) if (pattern.test(text)) return currency;
  return null;
}

/** An ISO 4217 code from a structured currency field ("usd", " EUR ", "C$"), else null. */
export function normaliseCurrency(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (/^[a-z]{3}$/i.test(trimmed)) return trimmed.toUpperCase();
  return trimmed ? currencyFromText(trimmed) : null;
}
