/**
 * Product facts from a product page's HTML, without a model.
 *
 * Each kind of markup is read on its own, then every field is taken from the first source that
 * states it, in this order:
 *   1. JSON-LD Product / ProductGroup (@graph, arrays, @type arrays, @id references, variants)
 *   2. microdata itemtype=schema.org/Product (itemprop, itemref, meta content)
 *   3. OpenGraph / product meta tags (og:title, product:price:amount, product:brand, name=category)
 *   4. Amazon's own element ids (#productTitle, #bylineInfo, buy-box price), on Amazon stores only
 *   5. <title>, stripped of the site's name
 * Structured data comes first because shops generate it from the catalogue for search engines,
 * while meta tags and titles are often localised, generic or stale.
 *
 * Price and currency travel together: the currency comes from the source that gave the price,
 * else from the first source that states one, else from the Amazon store's country, else CAD.
 *
 * Where the sources disagree:
 *   - etsy-1: JSON-LD says EUR 43.90, meta says USD "48,00". Different currencies mean the meta
 *     tag is a converted display price; JSON-LD wins (EUR 43.90).
 *   - rejuvenation-1: JSON-LD says 150.00, meta product:price:amount says 120.00 in the same
 *     currency, and og:price:standard_amount says 150.00. The page itself marks the JSON-LD
 *     figure as the regular price, so the lower meta price is the sale price and wins (120.00).
 *     This is the only case where a meta price overrides structured data.
 *   - An Offer list: an AggregateOffer's lowPrice, else the first in-stock offer, else the lowest.
 *   - A price of 0, "" or {} is no price (null), and the next source is asked.
 */
import type { ExtractedProduct } from '@costlens/contracts';
import { amazonDomain, readAmazon } from './amazon.ts';
import { absoluteUrl, collapse, indexPage, textOf } from './html.ts';
import type { PageIndex } from './html.ts';
import { readJsonLd } from './json-ld.ts';
import { readMicrodata } from './microdata.ts';
import { normaliseCurrency, parsePrice } from './price.ts';
import { emptyReading, keyFeatures } from './reading.ts';
import type { Reading } from './reading.ts';

export type ExtractionSource = 'json-ld' | 'microdata' | 'meta' | 'amazon' | 'title';

export const DEFAULT_CURRENCY = 'CAD'; // a page that names no currency is read as Canadian dollars

/** The product plus which source gave each field, for logs and the route's `source`. */
export interface Extraction {
  product: ExtractedProduct;
  sources: Partial<
    Record<'name' | 'brand' | 'category' | 'price' | 'currency' | 'image' | 'keyFeatures', ExtractionSource>
  >;
}

/** Reads the product a page describes; null when the page names no product at all. */
export function extractProduct(html: string, pageUrl: string): ExtractedProduct | null {
  return extractProductWithSources(html, pageUrl)?.product ?? null;
}

/** `extractProduct` that also says where each field came from. */
export function extractProductWithSources(html: string, pageUrl: string): Extraction | null {
  const index = indexPage(html);
  const canonicalHost = hostOf(canonicalUrl(index, pageUrl)) ?? '';
  const host = hostOf(pageUrl) ?? canonicalHost;
  const meta = metaTags(index);
  // A short link or a mirror still counts as Amazon when the page names an Amazon store as canonical.
  const amazon = amazonDomain(host) ?? amazonDomain(canonicalHost);

  const readings: Array<[ExtractionSource, Reading]> = [
    ['json-ld', readJsonLd(index, pageUrl)],
    ['microdata', readMicrodata(index, pageUrl)],
    ['meta', readMeta(meta, index, host, pageUrl)],
  ];
  if (amazon) readings.push(['amazon', readAmazon(index, amazon, pageUrl)]);
  readings.push(['title', readTitle(index, meta, host)]);

  const sources: Extraction['sources'] = {};
  const firstOf = <K extends 'name' | 'brand' | 'category' | 'image'>(key: K): string | null => {
    for (const [source, r] of readings) {
      const value = r[key];
      if (value) {
        sources[key] = source;
        return value;
      }
    }
    return null;
  };

  const name = firstOf('name');
  if (!name) return null;

  let price: number | null = null;
  let currency: string | null = null;
  const priced = readings.find(([, r]) => r.price !== null);
  if (priced) {
    [sources.price, price, currency] = [priced[0], priced[1].price, priced[1].currency];
    if (currency) sources.currency = priced[0];
    const metaReading = readings.find(([s]) => s === 'meta')![1];
    if (priced[0] !== 'meta' && isMarkedSale(metaReading, price!, currency)) {
      price = metaReading.price;
      sources.price = 'meta';
    }
  }
  if (!currency) {
    const stated = readings.find(([, r]) => r.currency);
    if (stated) [sources.currency, currency] = [stated[0], stated[1].currency];
  }

  const features = readings.find(([, r]) => r.keyFeatures.length > 0);
  if (features) sources.keyFeatures = features[0];

  return {
    product: {
      name,
      brand: firstOf('brand'),
      category: firstOf('category'),
      price,
      currency: currency ?? DEFAULT_CURRENCY,
      keyFeatures: features?.[1].keyFeatures ?? [],
      image: firstOf('image'),
    },
    sources,
  };
}

/**
 * The page marks the structured price as its regular price (og:price:standard_amount) and gives a
 * lower current price in the same currency: a sale the JSON-LD was not updated for.
 */
function isMarkedSale(meta: Reading, structuredPrice: number, structuredCurrency: string | null): boolean {
  if (meta.price === null || meta.regularPrice === null) return false;
  const sameCurrency = !meta.currency || !structuredCurrency || meta.currency === structuredCurrency;
  return sameCurrency && Math.abs(meta.regularPrice - structuredPrice) < 0.005 && meta.price < structuredPrice;
}

type MetaTags = ReadonlyMap<string, string>;

/** First `content` of each `<meta property|name>` key, lower-cased keys. */
function metaTags(index: PageIndex): MetaTags {
  const tags = new Map<string, string>();
  for (const el of index.byTag.get('meta') ?? []) {
    const key = (el.attribs.property ?? el.attribs.name)?.trim().toLowerCase();
    const content = el.attribs.content;
    if (!key || content === undefined || tags.has(key)) continue;
    const value = collapse(content);
    if (value) tags.set(key, value);
  }
  return tags;
}

const firstMeta = (meta: MetaTags, keys: readonly string[]) => {
  for (const k of keys) {
    const v = meta.get(k);
    if (v) return v;
  }
  return null;
};

function readMeta(meta: MetaTags, index: PageIndex, host: string, pageUrl: string): Reading {
  const reading = emptyReading();
  const title = firstMeta(meta, ['og:title', 'twitter:title']);
  reading.name = title ? productTitle(title, siteNames(meta, host)) : null;
  reading.brand = firstMeta(meta, ['product:brand', 'og:brand']);
  reading.price = parsePrice(firstMeta(meta, ['product:price:amount', 'og:price:amount']));
  reading.currency = normaliseCurrency(firstMeta(meta, ['product:price:currency', 'og:price:currency']));
  reading.regularPrice = parsePrice(firstMeta(meta, ['og:price:standard_amount', 'product:original_price:amount']));
  reading.category = firstMeta(meta, ['product:category', 'category']);
  reading.image = absoluteUrl(
    firstMeta(meta, ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image']),
    pageUrl,
  );
  const description = firstMeta(meta, ['og:description']);
  // A description that only repeats the title adds nothing.
  reading.keyFeatures = description && description !== reading.name ? keyFeatures([], description) : [];
  return reading;
}

// Titles that bot walls and error pages put on what should have been the product page.
const NOT_A_PRODUCT =
  /^(?:robot check|access denied|just a moment\.*|attention required!?.*|are you a robot\??|pardon our interruption|page not found|404 not found|403 forbidden|captcha.*|sorry!.*something went wrong.*)$/i;

function readTitle(index: PageIndex, meta: MetaTags, host: string): Reading {
  const reading = emptyReading();
  const titleEl = index.byTag.get('title')?.[0];
  const raw = (titleEl ? textOf(titleEl) : '') || meta.get('title') || '';
  const title = productTitle(raw, siteNames(meta, host));
  reading.name = title && !NOT_A_PRODUCT.test(title) ? title : null;
  return reading;
}

/** Names a site goes by: og:site_name, application-name and the host's main label ("etsy"). */
function siteNames(meta: MetaTags, host: string): string[] {
  const names = [meta.get('og:site_name'), meta.get('application-name')].filter((n): n is string => !!n);
  const labels = host.replace(/^www\d?\./, '').split('.');
  // The registrable label: "etsy" in www.etsy.com, "amazon" in amazon.co.uk.
  const main =
    labels.length >= 3 && /^(?:co|com|org|net)$/.test(labels[labels.length - 2]!)
      ? labels[labels.length - 3]
      : labels[labels.length - 2];
  if (main) names.push(main);
  return names;
}

const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Longer than any real product title; past it a title is cut, so stripping site names stays cheap. */
export const MAX_TITLE_CHARS = 1_000;

// Separators between a title and a site's name. The strong ones never occur inside a site's name;
// '-' and ':' may ("Coca-Cola", "Amazon.com: ...").
const SEPARATORS = new Set(['|', '–', '—', '-', '•', '·', ':']);
const STRONG_SEPARATORS = /[|–—•·]/;

/**
 * "Name | Site" → ["Name", "Site"]: the last " x " separator, when the part after it holds no strong
 * separator. One scan from the end (a regex with a greedy prefix retried every split point, each time
 * to the end: quadratic on a long title that ends in a strong separator). `t` is collapsed.
 */
function splitSuffix(t: string): [string, string] | null {
  for (let i = t.length - 3; i >= 1; i--) {
    if (t[i] !== ' ' || t[i + 2] !== ' ' || !SEPARATORS.has(t[i + 1]!)) continue;
    const tail = t.slice(i + 3);
    return STRONG_SEPARATORS.test(tail) ? null : [t.slice(0, i), tail];
  }
  return null;
}

/** "Site: Name" → ["Site", "Name"]: the first separator followed by a space, when the part before it
 *  holds no separator other than '-'. One scan from the start. `t` is collapsed. */
function splitPrefix(t: string): [string, string] | null {
  for (let i = 0; i < t.length - 2; i++) {
    const c = t[i]!;
    if (!SEPARATORS.has(c)) continue;
    const head = t.slice(0, i).trimEnd();
    if (t[i + 1] === ' ' && head) return [head, t.slice(i + 2)];
    if (c !== '-') return null;
  }
  return null;
}

/**
 * Strips the site's name from a page title: "Tully Sconce | Pottery Barn" → "Tully Sconce",
 * "Amazon.com: Gorilla Tape : Industrial" → "Gorilla Tape : Industrial". A title that is only
 * the site's name is no product name (null).
 */
export function productTitle(title: string, sites: readonly string[]): string | null {
  const keys = sites.map(squash).filter((k) => k.length >= 2);
  const isSite = (part: string) => {
    const p = squash(part);
    // "Amazon.com", "Etsy UK": the name plus a few characters, not a product that contains it.
    return p.length > 0 && keys.some((k) => p === k || (p.includes(k) && p.length <= k.length + 12));
  };
  let t = collapse(collapse(title).slice(0, MAX_TITLE_CHARS));
  for (;;) {
    const suffix = splitSuffix(t);
    if (suffix && isSite(suffix[1])) {
      t = suffix[0];
      continue;
    }
    const prefix = splitPrefix(t);
    if (prefix && isSite(prefix[0])) {
      t = prefix[1];
      continue;
    }
    break;
  }
  return t && !isSite(t) ? t : null;
}

function canonicalUrl(index: PageIndex, pageUrl: string): string | null {
  for (const link of index.byTag.get('link') ?? []) {
    if ((link.attribs.rel ?? '').toLowerCase().split(/\s+/).includes('canonical'))
      return absoluteUrl(link.attribs.href, pageUrl);
  }
  const og = (index.byTag.get('meta') ?? []).find((m) => m.attribs.property === 'og:url');
  return og ? absoluteUrl(og.attribs.content, pageUrl) : null;
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}
