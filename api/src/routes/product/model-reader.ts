/**
 * The model as a fallback reader for pages whose markup names no product (no JSON-LD, microdata, Open
 * Graph or useful title): the page's visible text goes to the configured OpenAI-compatible model with a
 * strict JSON schema. The model may only read, never add: a price that does not appear in the page's
 * text is dropped, and so is a name the text does not contain.
 */
import { z } from 'zod';
import type { ExtractedProduct } from '@costlens/contracts';
import type { Config } from '../../env.ts';
import { DEFAULT_CURRENCY } from '../../providers/product-page/extract.ts';
import { indexPage, textOf } from '../../providers/product-page/html.ts';
import { createChatClient } from '../../providers/vision/chat-completions.ts';
import { toStrictSchema } from '../../providers/vision/strict-schema.ts';

/** Enough text for a product page's facts; prompts cost by the token. */
export const MODEL_PAGE_TEXT_CHARS = 12_000;
const READ_TIMEOUT_MS = 20_000;

const ModelAnswer = z.object({
  isProductPage: z.boolean(),
  name: z.string().nullable(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  keyFeatures: z.array(z.string()).max(6),
});
const STRICT = toStrictSchema(ModelAnswer);

const INSTRUCTIONS = [
  "Below is the visible text of a web page. If it is the page of one product for sale, give that product's facts exactly as the text states them:",
  'name, brand, category, price (a number, the current price), currency (ISO 4217 code, only when the text names or shows it) and up to six key features.',
  "Use null for anything the text does not state. Never guess or add facts. If it is not one product's page, set isProductPage to false.",
].join(' ');

export interface PageReader {
  read(page: { html: string; url: string }): Promise<ExtractedProduct | null>;
}

/** A model reader when OPENAI_API_KEY is set (the same model as the explainer), else null. */
export function createModelPageReader(config: Config): PageReader | null {
  if (!config.OPENAI_API_KEY) return null;
  const chat = createChatClient({
    baseUrl: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY,
    model: config.OPENAI_MODEL,
    timeoutMs: READ_TIMEOUT_MS,
  });
  return {
    async read({ html, url }) {
      const text = pageText(html);
      if (!text) return null;
      const answer = await chat.complete({
        messages: [
          { role: 'system', content: 'You read product facts from web page text. You never invent facts.' },
          { role: 'user', content: `${INSTRUCTIONS}\n\nAddress: ${url}\n\nPage text:\n${text}` },
        ],
        jsonSchema: { name: 'product_page', schema: STRICT.schema },
      });
      if (answer.finishReason === 'length') return null;
      let parsed: z.infer<typeof ModelAnswer>;
      try {
        parsed = ModelAnswer.parse(STRICT.restoreOptionals(JSON.parse(answer.content)));
      } catch {
        return null;
      }
      return groundedProduct(parsed, text);
    },
  };
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
export function groundedProduct(answer: z.infer<typeof ModelAnswer>, text: string): ExtractedProduct | null {
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
