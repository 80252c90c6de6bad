// Pure rules of supplier discovery: which marketplace a link belongs to, how well a search hit matches the
// product, and when two hits are the same listing. The API scores and de-duplicates with these; the web
// shows the score against the same thresholds (thresholds.ts: 'High Match' at 3, stars capped at 5).
import type { Marketplace } from '@costlens/contracts';

/** The supplier marketplaces searched, with their home host. */
export const MARKETPLACE_HOSTS: Record<Marketplace, string> = {
  alibaba: 'alibaba.com',
  aliexpress: 'aliexpress.com',
  'made-in-china': 'made-in-china.com',
  globalsources: 'globalsources.com',
};

export const MARKETPLACE_LABELS: Record<Marketplace, string> = {
  alibaba: 'Alibaba',
  aliexpress: 'AliExpress',
  'made-in-china': 'Made-in-China',
  globalsources: 'Global Sources',
};

// AliExpress also serves its US storefront from aliexpress.us; every other marketplace uses one domain.
const HOST_SUFFIXES: ReadonlyArray<[string, Marketplace]> = [
  ['alibaba.com', 'alibaba'],
  ['aliexpress.com', 'aliexpress'],
  ['aliexpress.us', 'aliexpress'],
  ['made-in-china.com', 'made-in-china'],
  ['globalsources.com', 'globalsources'],
];

function hostOf(urlOrHost: string): string {
  const s = urlOrHost.trim().toLowerCase();
  try {
    return new URL(s.includes('://') ? s : `https://${s}`).hostname;
  } catch {
    return '';
  }
}

/** The marketplace a link or host belongs to (subdomains included), or null for any other site —
 *  Google sometimes drops the `site:` operator, so every hit's host is checked, never assumed. */
export function marketplaceOf(urlOrHost: string): Marketplace | null {
  const host = hostOf(urlOrHost);
  if (!host) return null;
  for (const [suffix, m] of HOST_SUFFIXES) if (host === suffix || host.endsWith(`.${suffix}`)) return m;
  return null;
}

// Parameters that only track the visit; two links that differ in these open the same listing.
const TRACKING_PARAM =
  /^(utm_.*|spm|scm|pvid|algo_.*|gatewayadapt|gclid|fbclid|aff_.*|sk|ws_ab_test|btsid|src|from|tracelog|_randl_.*|.*_trace)$/i;

/** The identity of a listing: host without www./m., path without trailing slash, tracking parameters
 *  and fragment dropped, the remaining parameters sorted. Used to de-duplicate search hits. */
export function normaliseSupplierLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return link.trim().toLowerCase();
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const path = safeDecode(url.pathname).replace(/\/+$/, '').toLowerCase();
  // forEach, not spread: the DOM lib of this package does not declare URLSearchParams iterable.
  const kept: string[] = [];
  url.searchParams.forEach((v, k) => {
    if (!TRACKING_PARAM.test(k)) kept.push(`${k}=${v}`);
  });
  const query = kept.length ? `?${kept.sort().join('&')}` : '';
  return `${host}${path}${query}`;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

// Words that say nothing about which product it is.
const STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'with',
  'in',
  'on',
  'to',
  'by',
  'from',
  'or',
  'new',
  'set',
  'pack',
  'pcs',
  'piece',
  'pieces',
]);

/** Lower-case word stems without accents; plural 's' dropped so "bottles" matches "bottle". */
export function matchTokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length >= 2 && !STOPWORDS.has(t))
    .map((t) => (t.length > 3 && t.endsWith('s') && !t.endsWith('ss') ? t.slice(0, -1) : t));
}

export interface SupplierProduct {
  brand?: string | null;
  name?: string | null;
  upc?: string | null;
}

/** Points of the match score: the brand and the UPC identify a product far better than one name word. */
export const SCORE_BRAND = 2;
export const SCORE_UPC = 3;
export const SCORE_NAME_TOKEN = 1;

/** How well a search hit's title and snippet match the product: 2 when the whole brand appears, 3 when
 *  the UPC appears, plus 1 for every distinct word of the name (brand words excluded) that appears.
 *  A score of 3 or more is a 'High Match' (SUPPLIER_HIGH_MATCH_SCORE). */
export function scoreSupplierMatch(product: SupplierProduct, hit: { title: string; snippet: string }): number {
  const text = `${hit.title} ${hit.snippet}`;
  const words = matchTokens(text);
  const wordSet = new Set(words);
  const joined = ` ${words.join(' ')} `;
  let score = 0;
  const brandTokens = matchTokens(product.brand ?? '');
  if (brandTokens.length && joined.includes(` ${brandTokens.join(' ')} `)) score += SCORE_BRAND;
  const upc = (product.upc ?? '').replace(/\D/g, '');
  if (upc.length >= 8 && text.replace(/[\s-]/g, '').includes(upc)) score += SCORE_UPC;
  const brandSet = new Set(brandTokens);
  const nameTokens = new Set(matchTokens(product.name ?? '').filter((t) => !brandSet.has(t)));
  for (const t of nameTokens) if (wordSet.has(t)) score += SCORE_NAME_TOKEN;
  return score;
}

/** One entry per listing (the best-scored copy), highest score first; equal scores keep their order. */
export function dedupeSuppliers<T extends { link: string; score: number }>(hits: readonly T[]): T[] {
  const best = new Map<string, { hit: T; index: number }>();
  hits.forEach((hit, index) => {
    const key = normaliseSupplierLink(hit.link);
    const seen = best.get(key);
    if (!seen || hit.score > seen.hit.score) best.set(key, { hit, index: seen?.index ?? index });
  });
  return [...best.values()].sort((a, b) => b.hit.score - a.hit.score || a.index - b.index).map((x) => x.hit);
}

/** The search text for a product: brand and name (the brand once), else the UPC. */
export function supplierQuery(product: SupplierProduct): string {
  const brand = (product.brand ?? '').trim();
  const name = (product.name ?? '').trim();
  if (name) return brand && !name.toLowerCase().includes(brand.toLowerCase()) ? `${brand} ${name}` : name;
  if (brand) return brand;
  return (product.upc ?? '').trim();
}

/** The marketplace's own search page for a text: what the no-key default links to. */
export function marketplaceSearchUrl(marketplace: Marketplace, query: string): string {
  const q = encodeURIComponent(query.trim());
  switch (marketplace) {
    case 'alibaba':
      return `https://www.alibaba.com/trade/search?SearchText=${q}`;
    case 'aliexpress':
      return `https://www.aliexpress.com/wholesale?SearchText=${q}`;
    case 'made-in-china':
      return `https://www.made-in-china.com/productdirectory.do?subaction=hunt&word=${q}`;
    case 'globalsources':
      return `https://www.globalsources.com/searchList/products?keyWord=${q}`;
  }
}
