import { collapse, plainLines } from './html.ts';

/** What one kind of markup on a page says about the product; null where it says nothing. */
export interface Reading {
  name: string | null;
  brand: string | null;
  category: string | null;
  price: number | null;
  currency: string | null;
  /** The regular price when the markup marks one apart from the selling price. */
  regularPrice: number | null;
  image: string | null;
  keyFeatures: string[];
}

export const emptyReading = (): Reading => ({
  name: null,
  brand: null,
  category: null,
  price: null,
  currency: null,
  regularPrice: null,
  image: null,
  keyFeatures: [],
});

/** One offer as read from JSON-LD or microdata. */
export interface OfferReading {
  price: number | null;
  currency: string | null;
  /** true in stock, false out of stock, null when the offer does not say. */
  inStock: boolean | null;
  /** An AggregateOffer: the shop's own summary of its offers, price is its lowPrice. */
  aggregate: boolean;
}

/**
 * The offer that stands for the product: an AggregateOffer's lowPrice (the page's own "from"
 * price), else the first in-stock offer (usually the default variant), else the lowest price.
 * With no priced offer at all the price is null but a stated currency is kept.
 */
export function pickOffer(offers: readonly OfferReading[]): { price: number | null; currency: string | null } {
  const priced = offers.filter((o) => o.price !== null);
  const chosen =
    priced.find((o) => o.aggregate) ??
    priced.find((o) => o.inStock === true) ??
    priced.reduce<OfferReading | undefined>((low, o) => (low && low.price! <= o.price! ? low : o), undefined);
  if (chosen)
    return { price: chosen.price, currency: chosen.currency ?? offers.find((o) => o.currency)?.currency ?? null };
  return { price: null, currency: offers.find((o) => o.currency)?.currency ?? null };
}

/** schema.org ItemAvailability ("http://schema.org/InStock", "instock", "OutOfStock") → in stock? */
export function availabilityInStock(value: string | null | undefined): boolean | null {
  if (!value) return null;
  const key = value
    .trim()
    .split(/[/#:]/)
    .pop()!
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  if (['instock', 'limitedavailability', 'onlineonly', 'instoreonly', 'preorder', 'presale', 'backorder'].includes(key))
    return true;
  if (['outofstock', 'soldout', 'discontinued', 'instoreonlyoutofstock'].includes(key)) return false;
  return null;
}

/** "http://schema.org/Product", "schema:Product", "Product" → "Product". */
export function localType(type: string): string {
  return type.trim().split(/[/#:]/).pop() ?? '';
}

export const PRODUCT_TYPES = new Set([
  'Product',
  'ProductGroup',
  'ProductModel',
  'IndividualProduct',
  'SomeProducts',
  'Vehicle',
  'Car',
]);

export const MAX_KEY_FEATURES = 6;
const MAX_FEATURE_CHARS = 200;
/** Six points of 200 characters come from the start of a description; the rest is never read. */
export const MAX_DESCRIPTION_CHARS = 20_000;

/**
 * Up to six short points: listed properties and bullets first (the shop's own summary), then
 * sentences of the description. Each is trimmed and cut at a word near 200 characters.
 */
export function keyFeatures(points: readonly string[], description: string | null): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (raw: string) => {
    const text = shorten(collapse(raw));
    const key = text.toLowerCase();
    if (text.length < 3 || seen.has(key) || /^https?:\/\/\S+$/.test(text)) return;
    seen.add(key);
    out.push(text);
  };
  for (const p of points) {
    if (out.length >= MAX_KEY_FEATURES) return out;
    add(p);
  }
  if (description && out.length < MAX_KEY_FEATURES) {
    for (const line of plainLines(description.slice(0, MAX_DESCRIPTION_CHARS))) {
      // Sentence ends, but not a list number such as "up: 1. The price".
      for (const sentence of line.split(/(?<=[.!?])(?<!(?:^|\s)\d{1,2}\.)\s+(?=[\p{Lu}\d¡¿"“(])/u)) {
        if (out.length >= MAX_KEY_FEATURES) return out;
        // A one-word fragment ("Features:") says nothing on its own.
        if (sentence.split(' ').length >= 3) add(sentence);
      }
    }
  }
  return out;
}

function shorten(text: string): string {
  if (text.length <= MAX_FEATURE_CHARS) return text;
  const cut = text.slice(0, MAX_FEATURE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_FEATURE_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
