// An Open Food Facts family product as facts: the fields as the database lists them, tags made readable
// ('en:sweet-snacks' → 'Sweet snacks'), and nothing guessed.
import type { ProductFacts, ProductFactsDatabase } from '@costlens/contracts';
import { costBookEntryFor } from './category-map.ts';
import { text } from './http-get.ts';
import type { Json } from './http-get.ts';
import { openFactsSource } from './open-facts-databases.ts';
import type { OpenFactsType } from './open-facts-databases.ts';

const LANGUAGE_PREFIX = /^[a-z]{2,3}:/;

/** 'en:sweet-snacks' → 'Sweet snacks'; a value without a language prefix is kept as it is written. */
export function readableTag(tag: string): string {
  const t = tag.trim();
  if (!LANGUAGE_PREFIX.test(t)) return t;
  const words = t.replace(LANGUAGE_PREFIX, '').replace(/-/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Country names capitalise every word ('en:united-kingdom' → 'United Kingdom'). */
function readableCountry(tag: string): string {
  const t = tag.trim();
  if (!LANGUAGE_PREFIX.test(t)) return t;
  return readableTag(t).replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];

/** The `countries` field as listed (comma-separated), else its tags. These are countries where the
 *  product is sold, never where it is made. */
function countriesOf(product: Json): string[] {
  const listed = text(product.countries);
  const raw = listed ? listed.split(',') : strings(product.countries_tags);
  return [...new Set(raw.map(readableCountry).filter((c) => c !== ''))];
}

function httpUrl(v: unknown): string | null {
  const s = text(v);
  return s && /^https?:\/\//i.test(s) ? s : null;
}

/** The first brand of the list ("Poulain, Mondelez" → "Poulain"). */
function brandOf(product: Json): string | null {
  return text(text(product.brands)?.split(',')[0]);
}

export function openFactsFacts(
  code: string,
  type: OpenFactsType,
  product: Json,
  searched: ProductFactsDatabase[],
): ProductFacts {
  const name = text(product.product_name) ?? text(product.product_name_en) ?? text(product.generic_name);
  const categories = [...new Set(strings(product.categories_tags).map(readableTag))];
  return {
    code,
    found: true,
    name,
    brand: brandOf(product),
    quantity: text(product.quantity),
    countries: countriesOf(product),
    categories,
    costBookEntry: costBookEntryFor(categories, name),
    imageUrl: httpUrl(product.image_front_url) ?? httpUrl(product.image_url),
    source: openFactsSource(type, code),
    searched,
  };
}
