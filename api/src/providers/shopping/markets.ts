/** A retailer the no-key fallback links to: its search page for a query, never a price. */
export interface Retailer {
  name: string;
  searchUrl(query: string): string;
}

/** Where and in what money one country shops: SerpApi's localisation and the fallback retailers. */
export interface Market {
  country: string;
  /** google_shopping `gl`, `hl` and `google_domain` (SerpApi: use these, not `location`, outside the US). */
  gl: string;
  hl: string;
  googleDomain: string;
  /** amazon engine `amazon_domain` and `language`. */
  amazonDomain: string;
  amazonLanguage: string;
  /** Google Shopping and Amazon show prices in the market's money; a bare "$" means this currency. */
  currency: string;
  retailers: readonly Retailer[];
}

const q = encodeURIComponent;

/** Canada is the only country price search covers: CostLens compares Canadian stores, in CAD. */
const CANADA: Market = {
  country: 'CA',
  gl: 'ca',
  hl: 'en',
  googleDomain: 'google.ca',
  amazonDomain: 'amazon.ca',
  amazonLanguage: 'en_CA',
  currency: 'CAD',
  retailers: [
    { name: 'Amazon.ca', searchUrl: (s) => `https://www.amazon.ca/s?k=${q(s)}` },
    { name: 'Walmart.ca', searchUrl: (s) => `https://www.walmart.ca/search?q=${q(s)}` },
    { name: 'Best Buy', searchUrl: (s) => `https://www.bestbuy.ca/en-ca/search?search=${q(s)}` },
    { name: 'Canadian Tire', searchUrl: (s) => `https://www.canadiantire.ca/en/search-results.html?q=${q(s)}` },
    { name: 'Costco.ca', searchUrl: (s) => `https://www.costco.ca/CatalogSearch?dept=All&keyword=${q(s)}` },
    { name: 'Staples', searchUrl: (s) => `https://www.staples.ca/search?query=${q(s)}` },
    { name: 'The Home Depot', searchUrl: (s) => `https://www.homedepot.ca/search?q=${q(s)}` },
    {
      name: 'Real Canadian Superstore',
      searchUrl: (s) => `https://www.realcanadiansuperstore.ca/search?search-bar=${q(s)}`,
    },
  ],
};

const MARKETS: Record<string, Market> = { CA: CANADA };

/** The countries price search covers. */
export const MARKET_COUNTRIES = Object.keys(MARKETS);

/** The market for a country code, or null when price search does not cover it. */
export function findMarket(country: string): Market | null {
  return MARKETS[country.toUpperCase()] ?? null;
}

/** The currency a display price names ("£125.95" → GBP, "US$12" → USD); a bare "$" or none means the market's. */
export function currencyOf(display: unknown, marketCurrency: string): string {
  if (typeof display !== 'string') return marketCurrency;
  const s = display.toUpperCase();
  for (const [pattern, code] of CURRENCY_MARKS) if (pattern.test(s)) return code;
  return marketCurrency;
}

// Order matters: the prefixed dollars before the bare sign.
const CURRENCY_MARKS: ReadonlyArray<[RegExp, string]> = [
  [/US\$|\bUSD\b/, 'USD'],
  [/CA\$|C\$|CDN\$|\bCAD\b/, 'CAD'],
  [/AU\$|A\$|\bAUD\b/, 'AUD'],
  [/£|\bGBP\b/, 'GBP'],
  [/€|\bEUR\b/, 'EUR'],
  [/₹|\bINR\b/, 'INR'],
  [/¥|\bJPY\b/, 'JPY'],
];

/** The store's own search page, for the Amazon tab when nothing was searched. */
export function amazonSearchUrl(market: Market, query: string): string {
  return `https://www.${market.amazonDomain}/s?k=${encodeURIComponent(query)}`;
}
