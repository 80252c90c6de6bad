import { z } from 'zod';
import { Analysis, Identification } from '@costlens/contracts';
import type { AnalyzeHints } from '@costlens/contracts';
import { ProviderError } from '../errors.ts';
import type { ChatCallOptions, ChatClient, ChatMessage, ContentPart } from '../transports/openai/chat-completions.ts';
import { toStrictSchema } from '../transports/openai/strict-schema.ts';
import type { StrictSchema } from '../transports/openai/strict-schema.ts';
import type { ImageMime, VisionProvider } from './index.ts';

/** A vision model behind any OpenAI-compatible chat-completions API: the photo goes in as a data URL,
 *  the answer comes back as JSON constrained by the contracts' schema, and is validated again here. */

// What the model fills in. Real products (with links) are left out: a model cannot verify a listing,
// and an invented link is worse than the Products tab's honest empty state.
const ModelIdentification = z.object({
  productQuery: z.string().min(1),
  upc: z.string().nullable(),
  brand: z.string().nullable(),
  evidence: z.array(z.string()),
});
const { realProducts: _r, identification: _i, ...analysisShape } = Analysis.shape;
const ModelAnalysis = z.object({ ...analysisShape, identification: ModelIdentification });

const IDENTIFY_SCHEMA = toStrictSchema(ModelIdentification);
const ANALYZE_SCHEMA = toStrictSchema(ModelAnalysis);

const SYSTEM_PROMPT = [
  'You are a product cost analyst for shoppers and small businesses in Canada.',
  'You look at a photo of a product and answer only with JSON that matches the given schema.',
  'All money is in Canadian dollars (CAD). Confidence values are percents from 0 to 100.',
  'Be honest about uncertainty: when the photo does not show the product clearly, say so in the text fields and lower the confidence.',
  'Never invent specific listings, store prices, company names or URLs. Describe supplier options by kind and region',
  '(for example "Contract manufacturer, Guangdong, China"), and list market comparables only for products you know exist.',
].join(' ');

const IDENTIFY_PROMPT =
  'Identify the product in this photo. productQuery is what a shopper would type to find it in a store ' +
  '(brand and model when readable, else a short generic description). upc only when a barcode number is legible in the photo. ' +
  'evidence lists what in the photo supports the identification.';

const ANALYZE_PROMPT =
  'Estimate what this product costs to make. materials is the bill of materials with each cost in CAD and its share ' +
  'of the BOM cost in percent (shares sum to 100); costRangeLow and costRangeHigh bound the raw-material (BOM) cost. ' +
  'Use these material categories where they fit: Processor, Screen, Components, Casing, Battery, Camera, Speaker, Memory, Sensor, Antenna, Various. ' +
  'methodology lists the steps you actually took. stats.materialCount is the number of materials and stats.complexity is Low, Medium or High. ' +
  'Fill makeBuyAnalysis, pricingAnalysis (margins in percent), marketSaturation and platformRecommendations (Amazon.ca, Etsy, Shopify, eBay, Walmart Marketplace as they fit). ' +
  'identification says what the product is, as in a product search.';

export function createOpenAIVision(chat: ChatClient): VisionProvider {
  /** One cost analysis from what the user message holds (a photo and words, or words alone). */
  const estimateCost = async (hints: AnalyzeHints | undefined, content: ContentPart[], opts: ChatCallOptions) => {
    const found = await completeJson(
      chat,
      ANALYZE_SCHEMA,
      ModelAnalysis,
      'product_cost_analysis',
      [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content },
      ],
      opts,
      (a) => Analysis.safeParse(toAnalysis(a, hints)),
    );
    return toAnalysis(found, hints);
  };
  return {
    name: 'openai',
    configured: true,
    methodologyType: 'ai-analysis',
    async identify(image, mime, opts = {}) {
      const found = await completeJson(
        chat,
        IDENTIFY_SCHEMA,
        ModelIdentification,
        'product_identification',
        [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: [{ type: 'text', text: IDENTIFY_PROMPT }, imagePart(image, mime)] },
        ],
        opts,
      );
      return Identification.parse({ ...found, source: 'model' });
    },
    analyze: async (image, mime, hints, opts = {}) =>
      estimateCost(hints, [{ type: 'text', text: ANALYZE_PROMPT + hintText(hints) }, imagePart(image, mime)], opts),
    analyzeFromWords: async (hints, previous, opts = {}) => {
      const earlier = previous
        ? ` It was first estimated as "${previous.productName}" (${previous.productCategory}), which the user corrects.`
        : '';
      return estimateCost(
        hints,
        [{ type: 'text', text: `${ANALYZE_PROMPT}${hintText(hints)}${earlier} ${WORDS_ONLY}` }],
        opts,
      );
    },
  };
}

/** A re-estimate without its photo: the model must not pretend to have seen one. */
const WORDS_ONLY =
  'There is no photo this time: estimate the product the user names, and say in the confidence note that the estimate rests on the name alone.';

function toAnalysis(a: z.infer<typeof ModelAnalysis>, hints?: AnalyzeHints): Analysis {
  const corrected = !!(hints?.productName || hints?.productCategory);
  return {
    ...a,
    identification: { ...a.identification, source: corrected ? 'user' : 'model' },
  };
}

function hintText(hints?: AnalyzeHints): string {
  const parts: string[] = [];
  if (hints?.productName) parts.push(`The user says the product is "${hints.productName}".`);
  if (hints?.productCategory) parts.push(`The user says its category is "${hints.productCategory}".`);
  return parts.length
    ? ` ${parts.join(' ')} Trust the user's correction over what the photo suggests, and use it as productName/productCategory.`
    : '';
}

function imagePart(image: Uint8Array, mime: ImageMime) {
  // The OpenAI family reads JPEG, PNG, WebP and GIF; a HEIC photo would fail there with an opaque 400.
  if (mime === 'image/heic') {
    throw new ProviderError(
      'unsupported_input',
      'The configured model cannot read HEIC photos. Please send a JPEG, PNG or WebP image.',
    );
  }
  return {
    type: 'image_url' as const,
    image_url: { url: `data:${mime};base64,${Buffer.from(image).toString('base64')}`, detail: 'high' as const },
  };
}

/** One request, one validation; an invalid answer is retried once with the validation error, then refused. */
async function completeJson<T>(
  chat: ChatClient,
  strict: StrictSchema,
  schema: z.ZodType<T>,
  name: string,
  messages: ChatMessage[],
  opts: ChatCallOptions,
  extraCheck?: (value: T) => { success: boolean; error?: z.ZodError },
): Promise<T> {
  let problem = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const convo: ChatMessage[] =
      attempt === 0
        ? messages
        : [
            ...messages,
            {
              role: 'user',
              content: `Your previous answer was not valid (${problem}). Answer again with complete JSON that matches the schema.`,
            },
          ];
    const answer = await chat.complete({ messages: convo, jsonSchema: { name, schema: strict.schema } }, opts);
    if (answer.finishReason === 'length') {
      problem = 'the answer was cut off before the JSON ended';
      continue;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(answer.content);
    } catch {
      problem = 'the answer was not JSON';
      continue;
    }
    const parsed = schema.safeParse(strict.restoreOptionals(raw));
    if (!parsed.success) {
      problem = describe(parsed.error);
      continue;
    }
    const extra = extraCheck?.(parsed.data);
    if (extra && !extra.success) {
      problem = extra.error ? describe(extra.error) : 'the answer broke a rule of the schema';
      continue;
    }
    return parsed.data;
  }
  throw new ProviderError(
    'bad_response',
    `The model answered twice with output that does not match the schema: ${problem}`,
  );
}

function describe(err: z.ZodError): string {
  const issue = err.issues[0];
  return issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'invalid';
}
