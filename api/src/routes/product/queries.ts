/**
 * The searches for products like an extracted one: brand + name, the name alone, the category's words.
 * Product titles are often long listings ("… (Pack of 2)", "… - True Black", Amazon keyword lists),
 * so the name is cut to its head: shops match a short name better than a whole listing title.
 */
import type { ExtractedProduct } from '@costlens/contracts';

const MAX_NAME_WORDS = 8;
// Breadcrumb heads that say nothing about the product.
const GENERIC_CRUMBS = new Set(['home', 'all', 'products', 'shop', 'all products', 'inicio', 'accueil']);

/** Up to three distinct queries: brand + short name, the short name without the brand, the category's last words. */
export function similarQueries(product: Pick<ExtractedProduct, 'name' | 'brand' | 'category'>): string[] {
  const name = shortName(product.name);
  const brand = product.brand?.trim() || null;
  const queries: string[] = [];
  if (brand) queries.push(containsWord(name, brand) ? name : `${brand} ${name}`);
  queries.push(brand ? withoutWord(name, brand) : name);
  const category = categoryWords(product.category);
  if (category) queries.push(category);
  const seen = new Set<string>();
  return queries.filter((q) => {
    const key = q.toLowerCase();
    if (!q || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The head of a listing title: no bracketed asides, the part before " - ", " | " or ", ", at most 8 words. */
export function shortName(name: string): string {
  const plain = name
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const head = plain.split(/\s[-–—|]\s|,\s/)[0]!.trim();
  const base = head.split(' ').length >= 2 ? head : plain;
  return base
    .split(' ')
    .slice(0, MAX_NAME_WORDS)
    .join(' ')
    .replace(/[\s,;:|-]+$/, '');
}

/** The most specific breadcrumb ("Home > Lighting > Sconces" → "Sconces"). */
export function categoryWords(category: string | null | undefined): string | null {
  if (!category) return null;
  const crumbs = category
    .split(/\s*[>/|]\s*/)
    .map((c) => c.trim())
    .filter((c) => c && !GENERIC_CRUMBS.has(c.toLowerCase()));
  return crumbs.at(-1) ?? null;
}

function containsWord(text: string, word: string): boolean {
  return new RegExp(`(^|\\W)${escape(word)}(\\W|$)`, 'i').test(text);
}

function withoutWord(text: string, word: string): string {
  const stripped = text
    .replace(new RegExp(`(^|\\s)${escape(word)}(?=\\W|$)`, 'ig'), ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // A name that is only the brand stays as it is.
  return /\w/.test(stripped) ? stripped : text;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
