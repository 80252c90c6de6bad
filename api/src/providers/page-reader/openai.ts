/**
 * The model as a fallback reader for pages whose markup names no product (no JSON-LD, microdata, Open
 * Graph or useful title): the page's visible text goes to the OpenAI-compatible model with a strict JSON
 * schema, and only what the text supports is kept (grounding.ts).
 */
import { z } from 'zod';
import type { ChatClient } from '../transports/openai/chat-completions.ts';
import { toStrictSchema } from '../transports/openai/strict-schema.ts';
import { groundedProduct, pageText } from './grounding.ts';
import type { PageFacts } from './grounding.ts';
import type { PageReader } from './index.ts';

/** A reading is a fallback; a slow model must not hold the screen. */
const READ_TIMEOUT_MS = 20_000;

const ModelAnswer = z.object({
  isProductPage: z.boolean(),
  name: z.string().nullable(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  keyFeatures: z.array(z.string()).max(6),
}) satisfies z.ZodType<PageFacts>;
const STRICT = toStrictSchema(ModelAnswer);

const INSTRUCTIONS = [
  "Below is the visible text of a web page. If it is the page of one product for sale, give that product's facts exactly as the text states them:",
  'name, brand, category, price (a number, the current price), currency (ISO 4217 code, only when the text names or shows it) and up to six key features.',
  "Use null for anything the text does not state. Never guess or add facts. If it is not one product's page, set isProductPage to false.",
].join(' ');

export function createOpenAIPageReader(chat: ChatClient): PageReader {
  return {
    name: 'openai',
    configured: true,
    async read({ html, url, text: given }, opts = {}) {
      const text = given ?? pageText(html);
      if (!text) return null;
      const answer = await chat.complete(
        {
          messages: [
            { role: 'system', content: 'You read product facts from web page text. You never invent facts.' },
            { role: 'user', content: `${INSTRUCTIONS}\n\nAddress: ${url}\n\nPage text:\n${text}` },
          ],
          jsonSchema: { name: 'product_page', schema: STRICT.schema },
        },
        { signal: opts.signal, client: opts.client, timeoutMs: READ_TIMEOUT_MS },
      );
      if (answer.finishReason === 'length') return null;
      let parsed: PageFacts;
      try {
        parsed = ModelAnswer.parse(STRICT.restoreOptionals(JSON.parse(answer.content)));
      } catch {
        return null;
      }
      return groundedProduct(parsed, text);
    },
  };
}
