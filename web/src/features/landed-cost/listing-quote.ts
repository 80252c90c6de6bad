// The price a supplier listing shows in its title or snippet, when it says which currency: "US $1.20-2.50",
// "USD 3", "CN¥ 12.50", "CA$ 4.99". A bare "$" or "¥" could be any of several currencies, so a listing
// that shows only those is not priced here (the calculator would convert at a guessed rate otherwise).
// The minimum order is read the same way ("Min. order: 100 pieces", "MOQ 500", "1,000 Pieces (Min. Order)").

export interface ListingQuote {
  currency: string;
  low: number;
  high: number;
  /** The minimum order, when the listing shows one. */
  moq?: number;
}

// Currency marks as listings write them, before the amount; each names one currency.
const MARKS: ReadonlyArray<[RegExp, string]> = [
  [/^(?:US\s?\$|USD\s?\$?)$/i, 'USD'],
  [/^(?:CA\s?\$|C\$|CAD\s?\$?)$/i, 'CAD'],
  [/^(?:CN\s?¥|RMB\s?¥?|CNY\s?¥?)$/i, 'CNY'],
  [/^(?:€|EUR)$/i, 'EUR'],
  [/^(?:£|GBP)$/i, 'GBP'],
  [/^(?:HK\s?\$|HKD)$/i, 'HKD'],
];

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const MARK = String.raw`US\s?\$|USD\s?\$?|CA\s?\$|C\$|CAD\s?\$?|CN\s?¥|RMB\s?¥?|CNY\s?¥?|€|EUR|£|GBP|HK\s?\$|HKD`;
// A mark, an amount, and optionally a dash or "to" and a second amount (with or without its own mark).
const PRICE = new RegExp(
  String.raw`(?<![A-Za-z])(${MARK})\s?(${NUMBER})(?:\s?(?:-|–|~|to)\s?(?:${MARK})?\s?(${NUMBER}))?`,
  'i',
);
const MOQ = [
  new RegExp(String.raw`(?:min(?:imum)?\.?\s*order(?:\s*quantity)?|MOQ)\s*[:：]?\s*(${NUMBER})`, 'i'),
  new RegExp(
    String.raw`(${NUMBER})\s*(?:pieces|piece|pcs|units|sets|pairs|boxes|cartons)?\s*\(\s*min\.?\s*order\s*\)`,
    'i',
  ),
];

const amount = (s: string): number => Number(s.replace(/,/g, ''));

function currencyOf(mark: string): string | null {
  const m = mark.replace(/\s+/g, ' ').trim();
  for (const [re, code] of MARKS) if (re.test(m) || re.test(m.replace(/\s/g, ''))) return code;
  return null;
}

/** The first priced mention in a listing's text, or null when none names its currency. */
export function listingQuote(text: string): ListingQuote | null {
  const m = PRICE.exec(text);
  if (!m) return null;
  const currency = currencyOf(m[1]!);
  if (!currency) return null;
  const low = amount(m[2]!);
  const high = m[3] !== undefined ? amount(m[3]) : low;
  if (!(low > 0) || !(high >= low)) return null;
  let moq: number | undefined;
  for (const re of MOQ) {
    const found = re.exec(text);
    const n = found ? amount(found[1]!) : NaN;
    if (Number.isSafeInteger(n) && n > 0) {
      moq = n;
      break;
    }
  }
  return { currency, low, high, ...(moq ? { moq } : {}) };
}
