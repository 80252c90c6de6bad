/**
 * Shopping through SerpApi: google_shopping for price comparison and similar products, the amazon
 * engine for the Amazon tab, localised by the market (gl/hl/google_domain, amazon_domain/language).
 * Parsing is defensive because the answers vary by layout: prices come from `extracted_price` or the
 * display string, second-hand listings are dropped, items without a usable link are skipped, and the
 * currency is the one the display price names, else the market's.
 */
import type { AmazonOffer, Offer, PriceOffer } from '@costlens/contracts';
import { parseSerpPrice, resultList } from '../transports/serpapi/client.ts';
import type { SerpApiClient } from '../transports/serpapi/client.ts';
import type { CallFor } from '../vendor-meter.ts';
import type { AmazonResult, ShoppingProvider } from './index.ts';
import { amazonSearchUrl, currencyOf } from './markets.ts';
import type { Market } from './markets.ts';
import { productSearchText } from './search-text.ts';

/** Similar-product searches per request: each one is a paid SerpApi call. */
export const MAX_SIMILAR_QUERIES = 3;

export function createSerpApiShopping(client: SerpApiClient): ShoppingProvider {
  const shopping = async (market: Market, q: string, opts: CallFor = {}): Promise<PriceOffer[]> => {
    const body = await client.search(
      {
        engine: 'google_shopping',
        q,
        gl: market.gl,
        hl: market.hl,
        google_domain: market.googleDomain,
        // Canada is on Google's new Shopping layout, which gives the merchant's own link only with this.
        direct_link: true,
      },
      { client: opts.client },
    );
    return parseShoppingResults(body, market);
  };

  return {
    name: 'serpapi',
    configured: true,
    async compare({ market, product, query }, opts) {
      const byName = productSearchText({ name: product.name, brand: product.brand }, query);
      if (product.upc) {
        const offers = await shopping(market, product.upc, opts);
        // A UPC Google does not know finds nothing; the name may still find the product.
        if (offers.length > 0 || !byName || byName === product.upc) return offers;
      }
      return byName ? shopping(market, byName, opts) : [];
    },
    async similar({ market, queries }, opts) {
      const picked = queries
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, MAX_SIMILAR_QUERIES);
      const settled = await Promise.allSettled(picked.map((s) => shopping(market, s, opts)));
      const failed = settled.find((r) => r.status === 'rejected');
      if (failed && settled.every((r) => r.status === 'rejected')) throw failed.reason;
      const merged: Offer[] = [];
      const seen = new Set<string>();
      for (const r of settled) {
        if (r.status !== 'fulfilled') continue;
        for (const o of r.value) {
          const key = o.url;
          if (seen.has(key)) continue;
          seen.add(key);
          merged.push({
            title: o.title,
            source: o.retailer,
            price: o.price,
            currency: o.currency,
            image: o.image,
            url: o.url,
            availability: o.availability,
          });
        }
      }
      return merged;
    },
    async amazon({ market, query }, opts): Promise<AmazonResult> {
      const body = await client.search(
        { engine: 'amazon', k: query, amazon_domain: market.amazonDomain, language: market.amazonLanguage },
        { client: opts?.client },
      );
      return { configured: true, offers: parseAmazonResults(body, market), searchUrl: amazonSearchUrl(market, query) };
    },
  };
}

type Item = Record<string, unknown>;

/** google_shopping items → offers; the fallback blocks are read only when the main list is empty. */
export function parseShoppingResults(body: Record<string, unknown>, market: Market): PriceOffer[] {
  let items = resultList(body, 'shopping_results');
  if (items.length === 0) items = resultList(body, 'inline_shopping_results');
  if (items.length === 0)
    items = resultList(body, 'categorized_shopping_results').flatMap((group) => resultList(group, 'shopping_results'));
  if (items.length === 0) items = resultList(body, 'related_shopping_results');
  const offers: PriceOffer[] = [];
  for (const item of items) {
    const offer = shoppingOffer(item, market);
    if (offer) offers.push(offer);
  }
  return offers;
}

function shoppingOffer(item: Item, market: Market): PriceOffer | null {
  // Used, refurbished and pre-owned listings are not comparable with a new product's price.
  if (item.second_hand_condition) return null;
  const title = text(item.title);
  const url = webUrl(item.link) ?? webUrl(item.product_link);
  if (!title || !url) return null;
  const oldPrice = text(item.old_price)?.replace(/^[·\s]+/, '');
  const notes = [
    text(item.tag),
    oldPrice ? (/^was\b/i.test(oldPrice) ? oldPrice : `Was ${oldPrice}`) : null,
    text(item.delivery),
  ].filter(Boolean);
  return {
    retailer: text(item.source) ?? hostLabel(url),
    title,
    image: webUrl(item.thumbnail),
    price: parseSerpPrice(item.extracted_price, item.price),
    currency: currencyOf(item.price, market.currency),
    url,
    availability: stockText(item),
    notes: notes.length ? notes.join(' · ') : null,
  };
}

/** amazon `organic_results` → Amazon offers; `prime` appears only when true. */
export function parseAmazonResults(body: Record<string, unknown>, market: Market): AmazonOffer[] {
  const offers: AmazonOffer[] = [];
  for (const item of resultList(body, 'organic_results')) {
    const title = text(item.title);
    const url = webUrl(item.link_clean) ?? webUrl(item.link);
    if (!title || !url) continue;
    offers.push({
      title,
      image: webUrl(item.thumbnail),
      price: parseSerpPrice(item.extracted_price, item.price),
      currency: currencyOf(item.price, market.currency),
      url,
      badges: {
        prime: item.prime === true,
        rating: typeof item.rating === 'number' && Number.isFinite(item.rating) ? item.rating : null,
      },
    });
  }
  return offers;
}

function text(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const s = v.replace(/\s+/g, ' ').trim();
  return s || null;
}

/** Only absolute http(s) links: SerpApi uses "#" when Google gives no merchant link. */
function webUrl(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

/** Names the seller from the link when SerpApi gives no `source`; Google's own page lists several stores. */
function hostLabel(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  return /^google\.[a-z.]+$/.test(host) ? 'Google Shopping' : host;
}

/** Stock words Google puts among an item's extensions ("In stock", "Out of stock", "Limited stock"). */
function stockText(item: Item): string | null {
  const candidates = [
    item.stock_information,
    item.availability,
    ...(Array.isArray(item.extensions) ? item.extensions : []),
  ];
  for (const c of candidates) {
    const s = text(c);
    if (s && /\b(in|out of|limited|low) stock\b|\bsold out\b|\bavailable\b/i.test(s)) return s;
  }
  return null;
}
