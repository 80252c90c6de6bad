import { isTag } from 'domhandler';
import type { Element } from 'domhandler';
import { absoluteUrl, collapse, linesOf, textOf } from './html.ts';
import type { PageIndex } from './html.ts';
import { joinCrumbs } from './json-ld.ts';
import { normaliseCurrency, parsePrice } from './price.ts';
import { PRODUCT_TYPES, availabilityInStock, emptyReading, keyFeatures, localType, pickOffer } from './reading.ts';
import type { OfferReading, Reading } from './reading.ts';

/** A microdata item as the HTML spec builds it: its types and its properties in tree order. */
interface Item {
  el: Element;
  types: string[];
  props: Map<string, Value[]>;
}
type Value = string | Item;

// Properties that hold another product the page merely links to.
const RELATION_PROPS = new Set([
  'isRelatedTo',
  'isSimilarTo',
  'related_products',
  'referenced_product',
  'isAccessoryOrSparePartFor',
  'isConsumableFor',
  'hasVariant',
  'itemListElement',
]);

/** Reads microdata (itemscope/itemprop/itemref): the main schema.org Product and any BreadcrumbList. */
export function readMicrodata(index: PageIndex, pageUrl: string): Reading {
  const items = new Map<Element, Item>();
  const itemOf = (el: Element) => buildItem(el, index, items, pageUrl);
  const reading = emptyReading();

  let best: { item: Item; score: number } | null = null;
  for (const el of index.itemScopes) {
    const types = typesOf(el);
    if (!types.some((t) => PRODUCT_TYPES.has(t))) continue;
    const item = itemOf(el);
    const via = (el.attribs.itemprop ?? '').split(/\s+/).filter(Boolean).map(localType);
    const score =
      (via.some((p) => RELATION_PROPS.has(p)) ? 0 : 4) +
      (item.props.has('offers') ? 2 : 0) +
      (first(item, 'name') ? 1 : 0);
    if (!best || score > best.score) best = { item, score };
  }
  if (best) Object.assign(reading, readProduct(best.item));

  for (const el of index.itemScopes) {
    if (reading.category) break;
    if (!typesOf(el).includes('BreadcrumbList')) continue;
    const crumbs = values(itemOf(el), 'itemListElement')
      .filter(isItem)
      .map((li, i) => {
        const item = values(li, 'item').find(isItem);
        const name = first(li, 'name') ?? (item ? first(item, 'name') : null);
        return { name, position: Number(first(li, 'position') ?? i) };
      })
      .sort((a, b) => a.position - b.position)
      .map((c) => c.name)
      .filter((n): n is string => !!n);
    reading.category = joinCrumbs(crumbs, reading.name);
  }
  return reading;
}

function readProduct(product: Item): Partial<Reading> {
  const offers: OfferReading[] = values(product, 'offers').map((o) =>
    isItem(o)
      ? {
          price: parsePrice(first(o, 'price')) ?? parsePrice(first(o, 'lowPrice')),
          currency: normaliseCurrency(first(o, 'priceCurrency')),
          inStock: availabilityInStock(first(o, 'availability')),
          aggregate: typesOf(o.el).includes('AggregateOffer'),
        }
      : { price: parsePrice(o), currency: null, inStock: null, aggregate: false },
  );
  // Some pages put price and currency straight on the Product.
  if (offers.length === 0 && first(product, 'price')) {
    offers.push({
      price: parsePrice(first(product, 'price')),
      currency: normaliseCurrency(first(product, 'priceCurrency')),
      inStock: null,
      aggregate: false,
    });
  }
  const { price, currency } = pickOffer(offers);
  const points = values(product, 'additionalProperty')
    .filter(isItem)
    .map((p) => [first(p, 'name'), first(p, 'value')].filter(Boolean).join(': '));
  return {
    name: first(product, 'name'),
    brand: nameOf(product, 'brand') ?? nameOf(product, 'manufacturer'),
    category: first(product, 'category'),
    price,
    currency,
    image:
      values(product, 'image')
        .map((v) => (isItem(v) ? (first(v, 'url') ?? first(v, 'contentUrl')) : v))
        .find(Boolean) ?? null,
    keyFeatures: keyFeatures(points, first(product, 'description')),
  };
}

function buildItem(el: Element, index: PageIndex, memo: Map<Element, Item>, pageUrl: string): Item {
  const known = memo.get(el);
  if (known) return known;
  const item: Item = { el, types: typesOf(el), props: new Map() };
  memo.set(el, item); // before crawling, so an itemref loop ends here
  const visited = new Set<Element>([el]);
  const crawl = (node: Element) => {
    if (visited.has(node)) return;
    visited.add(node);
    const names = node.attribs.itemprop;
    if (names) {
      const value =
        'itemscope' in node.attribs
          ? buildItem(node, index, memo, pageUrl)
          : propertyValue(node, pageUrl, /\bdescription\b/.test(names));
      for (const name of names.split(/\s+/).filter(Boolean).map(localType)) {
        const list = item.props.get(name);
        if (list) list.push(value);
        else item.props.set(name, [value]);
      }
    }
    // A nested item owns what is inside it.
    if (!('itemscope' in node.attribs)) for (const child of node.children) if (isTag(child)) crawl(child);
  };
  for (const child of el.children) if (isTag(child)) crawl(child);
  for (const id of (el.attribs.itemref ?? '').split(/\s+/).filter(Boolean)) {
    const ref = index.byId.get(id);
    if (ref) crawl(ref);
  }
  return item;
}

/**
 * The HTML spec's property value: content, src, href, datetime... or the element's text, kept as
 * lines for a description so its paragraphs and list items can become separate key features.
 */
function propertyValue(el: Element, pageUrl: string, asLines: boolean): string {
  const a = el.attribs;
  switch (el.name) {
    case 'meta':
      return collapse(a.content ?? '');
    case 'img':
    case 'audio':
    case 'embed':
    case 'iframe':
    case 'source':
    case 'track':
    case 'video':
      return absoluteUrl(a.src, pageUrl) ?? '';
    case 'a':
    case 'area':
    case 'link':
      return collapse(a.href ?? '');
    case 'object':
      return collapse(a.data ?? '');
    case 'data':
    case 'meter':
      return collapse(a.value ?? '');
    case 'time':
      return collapse(a.datetime ?? textOf(el));
    default:
      if (a.content !== undefined) return collapse(a.content);
      return asLines ? linesOf(el).join('\n') : textOf(el);
  }
}

function typesOf(el: Element): string[] {
  return (el.attribs.itemtype ?? '').split(/\s+/).filter(Boolean).map(localType);
}

const isItem = (v: Value | undefined): v is Item => typeof v === 'object';
const values = (item: Item, name: string): Value[] => item.props.get(name) ?? [];

/** The first non-empty text value of a property. */
function first(item: Item, name: string): string | null {
  for (const v of values(item, name)) if (typeof v === 'string' && v) return v;
  return null;
}

function nameOf(item: Item, prop: string): string | null {
  for (const v of values(item, prop)) {
    const name = isItem(v) ? first(v, 'name') : v;
    if (name) return name;
  }
  return null;
}
