/**
 * What a model's reading of a page may keep: only what the page's own text supports. The model may only
 * read, never add: a price that does not appear in the page's text is dropped, and so is a name the
 * text does not contain.
 */
import type { ExtractedProduct } from '@costlens/contracts';
import { DEFAULT_CURRENCY } from '../product-page/extract.ts';
import { indexPage, textOf } from '../product-page/html.ts';

/** Enough text for a product page's facts; prompts cost by the token. */
export const MODEL_PAGE_TEXT_CHARS = 12_000;

/** The facts a model states about a page, before they are checked against the page's text. */
export interface PageFacts {
  isProductPage: boolean;
  name: string | null;
  brand: string | null;
  category: string | null;
  price: number | null;
  currency: string | null;
  keyFeatures: string[];
}

/** The title, description and visible body text, whitespace collapsed and capped. */
export function pageText(html: string): string {
  const index = indexPage(html);
  const title = index.byTag.get('title')?.[0];
  const description = index.byTag
    .get('meta')
    ?.find((m) => /^(description|og:description)$/i.test(m.attribs.name ?? m.attribs.property ?? ''));
  const body = index.byTag.get('body')?.[0];
  const parts = [title ? textOf(title) : '', description?.attribs.content ?? '', body ? textOf(body) : ''];
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, MODEL_PAGE_TEXT_CHARS);
}

/** Keeps only what the page's text supports: the name's words, the price's digits. */
export function groundedProduct(answer: PageFacts, text: string): ExtractedProduct | null {
  const name = answer.name?.trim();
  if (!answer.isProductPage || !name) return null;
  const haystack = text.toLowerCase();
  const words = name
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 2);
  const seen = words.filter((w) => haystack.includes(w)).length;
  if (words.length > 0 && seen / words.length < 0.6) return null;
  const price =
    answer.price !== null && answer.price > 0 && textShowsPrice(haystack, answer.price) ? answer.price : null;
  const currency =
    answer.currency && /^[A-Z]{3}$/.test(answer.currency.trim().toUpperCase())
      ? answer.currency.trim().toUpperCase()
      : DEFAULT_CURRENCY;
  return {
    name,
    brand: answer.brand?.trim() || null,
    category: answer.category?.trim() || null,
    price,
    currency,
    keyFeatures: answer.keyFeatures
      .map((f) => f.trim())
      .filter(Boolean)
      .slice(0, 6),
    image: null,
  };
}

/** Whether the text shows the price: "1,299.00", "1299", "49.50" or "49,50" for 1299 and 49.5. */
function textShowsPrice(text: string, price: number): boolean {
  const compact = text.replace(/\s/g, '');
  const noThousands = compact.replace(/(\d)[,.](?=\d{3}(?:\D|$))/g, '$1');
  const fixed = price.toFixed(2);
  const spellings = [fixed, fixed.replace('.', ',')];
  if (Number.isInteger(price)) spellings.push(String(price));
  return spellings.some((p) => compact.includes(p) || noThousands.includes(p));
}
