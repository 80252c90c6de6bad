import { absoluteUrl, plainText, rawTextOf } from './html.ts';
import type { PageIndex } from './html.ts';
import { normaliseCurrency, parsePrice } from './price.ts';
import { PRODUCT_TYPES, availabilityInStock, emptyReading, keyFeatures, localType, pickOffer } from './reading.ts';
import type { OfferReading, Reading } from './reading.ts';

// Raw control characters inside JSON strings (pages paste descriptions unescaped) make JSON.parse fail.
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f]+/g;

type JsonObject = Record<string, unknown>;

interface FoundNode {
  node: JsonObject;
  types: string[];
  /** The property this node was found under; null at the top, in an array or in @graph. */
  via: string | null;
}

// Products found under these keys are other products the page mentions, not the page's own.
const RELATION_KEYS = new Set([
  'isRelatedTo',
  'isSimilarTo',
  'isAccessoryOrSparePartFor',
  'isConsumableFor',
  'itemListElement',
  'item',
  'isVariantOf',
  'hasVariant',
  'model',
  'review',
  'mentions',
  'offers',
  'itemOffered',
]);
const MAX_DEPTH = 12;

/** Reads the page's JSON-LD: its main Product/ProductGroup and, for the category, any BreadcrumbList. */
export function readJsonLd(index: PageIndex, pageUrl: string): Reading {
  const found: FoundNode[] = [];
  const ids = new Map<string, JsonObject>();
  for (const script of index.byTag.get('script') ?? []) {
    const type = (script.attribs.type ?? '').toLowerCase().split(';')[0]!.trim();
    if (type !== 'application/ld+json') continue;
    const data = parseJsonLenient(rawTextOf(script));
    if (data !== undefined) collect(data, null, 0, found, ids);
  }
  const reading = emptyReading();
  const product = chooseProduct(found, ids);
  if (product) Object.assign(reading, readProduct(product, ids, pageUrl));
  if (!reading.category) reading.category = breadcrumbCategory(found, ids, reading.name);
  return reading;
}

/** JSON.parse, then once more after the mistakes shops make: raw newlines in strings, trailing commas, HTML comments. */
export function parseJsonLenient(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\/\*\s*<!\[CDATA\[\s*\*\/|\/\*\s*\]\]>\s*\*\/$/g, '')
    .trim();
  if (!trimmed) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    try {
      return JSON.parse(trimmed.replace(CONTROL_CHARACTERS, ' ').replace(/,\s*([}\]])/g, '$1'));
    } catch {
      return undefined;
    }
  }
}

function collect(
  value: unknown,
  via: string | null,
  depth: number,
  found: FoundNode[],
  ids: Map<string, JsonObject>,
): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, via, depth + 1, found, ids);
    return;
  }
  const node = value as JsonObject;
  const id = node['@id'];
  const types = typesOf(node);
  // A bare {"@id": ...} is a reference; keep the fullest node for each id.
  if (typeof id === 'string' && (types.length > 0 || !ids.has(id))) ids.set(id, node);
  if (types.length > 0) found.push({ node, types, via });
  for (const [key, child] of Object.entries(node)) {
    if (key === '@context' || typeof child !== 'object' || child === null) continue;
    collect(child, key === '@graph' ? via : key, depth + 1, found, ids);
  }
}

function typesOf(node: JsonObject): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === 'string').map(localType);
}

/** Follows a {"@id"} reference to the node it names, if the page has it. */
function resolve(value: unknown, ids: Map<string, JsonObject>): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const id = (value as JsonObject)['@id'];
    if (typeof id === 'string' && Object.keys(value).length === 1) return ids.get(id) ?? value;
  }
  return value;
}

function asList(value: unknown, ids: Map<string, JsonObject>): unknown[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((v) => resolve(v, ids));
}

function chooseProduct(found: FoundNode[], ids: Map<string, JsonObject>): JsonObject | null {
  let best: { node: JsonObject; score: number } | null = null;
  for (const f of found) {
    const isProduct = f.types.some((t) => PRODUCT_TYPES.has(t));
    const hasOffers =
      f.node.offers !== undefined || (f.types.includes('ProductGroup') && f.node.hasVariant !== undefined);
    if (!isProduct && !(hasOffers && f.node.name)) continue;
    const score =
      (isProduct ? 4 : 0) + (hasOffers ? 2 : 0) + (f.node.name ? 1 : 0) - (f.via && RELATION_KEYS.has(f.via) ? 5 : 0);
    if (!best || score > best.score) best = { node: f.node, score };
  }
  return best ? (resolve(best.node, ids) as JsonObject) : null;
}

function readProduct(node: JsonObject, ids: Map<string, JsonObject>, pageUrl: string): Partial<Reading> {
  // A variant that points at its group inherits what the group states once for all variants.
  const group = asList(node.isVariantOf, ids).find(isObject);
  const pick = (key: string) => (node[key] !== undefined && node[key] !== null ? node[key] : group?.[key]);

  let offers = readOffers(node.offers, ids);
  if (offers.length === 0) {
    // A ProductGroup prices its variants, not itself.
    for (const variant of asList(node.hasVariant, ids).filter(isObject))
      offers = offers.concat(readOffers(variant.offers, ids));
  }
  const { price, currency } = pickOffer(offers);
  const points = asList(node.additionalProperty, ids)
    .filter(isObject)
    .map((p) => {
      const name = text(p.name, ids);
      const value = text(p.value, ids) ?? text(p.valueReference, ids);
      return name && value ? `${name}: ${value}` : (value ?? '');
    });
  const description = typeof pick('description') === 'string' ? (pick('description') as string) : null;
  return {
    name: text(node.name, ids) ?? text(group?.name, ids),
    brand: nameOf(pick('brand'), ids) ?? nameOf(pick('manufacturer'), ids),
    category: category(pick('category'), ids),
    price,
    currency,
    image: imageOf(node.image, ids, pageUrl) ?? imageOf(group?.image, ids, pageUrl),
    keyFeatures: keyFeatures(points, description),
  };
}

function readOffers(value: unknown, ids: Map<string, JsonObject>): OfferReading[] {
  const out: OfferReading[] = [];
  for (const offer of asList(value, ids)) {
    if (!isObject(offer)) {
      const price = parsePrice(offer);
      if (price !== null) out.push({ price, currency: null, inStock: null, aggregate: false });
      continue;
    }
    const types = typesOf(offer);
    const currency = normaliseCurrency(offer.priceCurrency);
    const inStock = availabilityInStock(typeof offer.availability === 'string' ? offer.availability : null);
    if (types.includes('AggregateOffer')) {
      const nested = readOffers(offer.offers, ids);
      const low = parsePrice(offer.lowPrice) ?? parsePrice(offer.price) ?? pickOffer(nested).price;
      out.push({ price: low, currency: currency ?? pickOffer(nested).currency, inStock, aggregate: true });
      continue;
    }
    const spec = sellingSpecification(offer.priceSpecification, ids);
    out.push({
      price: parsePrice(offer.price) ?? parsePrice(spec?.price),
      currency: currency ?? normaliseCurrency(spec?.priceCurrency),
      inStock,
      aggregate: false,
    });
  }
  return out;
}

/** Of several price specifications, the one that is not a list/strike-through price. */
function sellingSpecification(value: unknown, ids: Map<string, JsonObject>): JsonObject | undefined {
  const specs = asList(value, ids).filter(isObject);
  return specs.find((s) => !/ListPrice|StrikethroughPrice|MSRP|SRP/i.test(String(s.priceType ?? ''))) ?? specs[0];
}

function breadcrumbCategory(
  found: FoundNode[],
  ids: Map<string, JsonObject>,
  productName: string | null,
): string | null {
  for (const f of found) {
    if (!f.types.includes('BreadcrumbList')) continue;
    const crumbs = asList(f.node.itemListElement, ids)
      .filter(isObject)
      .map((el, i) => {
        const item = resolve(el.item, ids);
        const name = text(el.name, ids) ?? (isObject(item) ? text(item.name, ids) : null);
        return { name, position: Number(el.position ?? i) };
      })
      .sort((a, b) => a.position - b.position)
      .map((c) => c.name)
      .filter((n): n is string => !!n);
    const joined = joinCrumbs(crumbs, productName);
    if (joined) return joined;
  }
  return null;
}

/** "A > B > C", without a last crumb that only repeats the product's name. */
export function joinCrumbs(crumbs: readonly string[], productName: string | null): string | null {
  const list = [...crumbs];
  if (productName && list.length > 1 && list[list.length - 1]!.toLowerCase() === productName.toLowerCase()) list.pop();
  return list.length > 0 ? list.join(' > ') : null;
}

function category(value: unknown, ids: Map<string, JsonObject>): string | null {
  const parts = asList(value, ids)
    .map((v) => (isObject(v) ? text(v.name, ids) : text(v, ids)))
    .filter((v): v is string => !!v && !/^\d+$/.test(v)); // bare Google taxonomy ids name nothing
  return parts.length > 0 ? parts.join(' > ') : null;
}

function nameOf(value: unknown, ids: Map<string, JsonObject>): string | null {
  for (const v of asList(value, ids)) {
    const name = isObject(v) ? text(v.name, ids) : text(v, ids);
    if (name) return name;
  }
  return null;
}

function imageOf(value: unknown, ids: Map<string, JsonObject>, pageUrl: string): string | null {
  for (const v of asList(value, ids)) {
    const src = isObject(v) ? (v.url ?? v.contentUrl) : v;
    const url = typeof src === 'string' ? absoluteUrl(src, pageUrl) : null;
    if (url) return url;
  }
  return null;
}

function text(value: unknown, ids: Map<string, JsonObject>): string | null {
  const v = resolve(value, ids);
  if (typeof v === 'string') return plainText(v) || null;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (Array.isArray(v)) {
    for (const item of v) {
      const t = text(item, ids);
      if (t) return t;
    }
    return null;
  }
  if (isObject(v) && '@value' in v) return text(v['@value'], ids);
  return null;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
