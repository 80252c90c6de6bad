import { z } from './zod.ts';
import { Country } from './common.ts';

/** Price comparison asks by UPC when one is known, otherwise by name. */
export const PriceProduct = z
  .object({
    upc: z
      .string()
      .trim()
      .regex(/^\d{8,14}$/)
      .optional(),
    name: z.string().trim().min(1).max(300).optional(),
    brand: z.string().trim().max(120).optional(),
  })
  .refine((p) => p.upc || p.name, { message: 'product needs a upc or a name' });
export type PriceProduct = z.infer<typeof PriceProduct>;

export const PriceCompareRequest = z.object({
  country: Country,
  product: PriceProduct,
  query: z.string().trim().max(300).optional(),
});
export type PriceCompareRequest = z.input<typeof PriceCompareRequest>;

export const PriceOffer = z.object({
  retailer: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  price: z.number().finite().nullable(),
  currency: z.string(),
  url: z.string(),
  availability: z.string().nullable(),
  notes: z.string().nullable(),
  /** True for the no-key fallback: a search link at a retailer, never a found price. */
  isSearchLink: z.boolean().optional(),
});
export type PriceOffer = z.infer<typeof PriceOffer>;

export const PriceCompareResponse = z.object({
  offers: z.array(PriceOffer),
  cached: z.boolean(),
  provider: z.string().optional(),
});
export type PriceCompareResponse = z.infer<typeof PriceCompareResponse>;

export const AmazonOffer = z.object({
  title: z.string(),
  image: z.string().nullable(),
  price: z.number().finite().nullable(),
  currency: z.string(),
  url: z.string(),
  badges: z.object({ prime: z.boolean(), rating: z.number().finite().nullable() }),
});
export type AmazonOffer = z.infer<typeof AmazonOffer>;

export const AmazonRequest = z.object({
  country: Country,
  product: z.object({
    name: z.string().trim().min(1).max(300),
    upc: z.string().trim().optional(),
    brand: z.string().trim().optional(),
  }),
});
export type AmazonRequest = z.input<typeof AmazonRequest>;

export const AmazonResponse = z.object({
  offers: z.array(AmazonOffer),
  cached: z.boolean(),
  configured: z.boolean().optional(),
  searchUrl: z.string().optional(),
});
export type AmazonResponse = z.infer<typeof AmazonResponse>;

export const ExplainResponse = z.object({
  explanation: z.string(),
  /** 'model' when a configured model wrote it, 'summary' when the server computed it from the data. */
  source: z.enum(['model', 'summary']).optional(),
});
export type ExplainResponse = z.infer<typeof ExplainResponse>;

export const PriceExplainRequest = z.object({
  country: Country,
  product: z.object({ name: z.string().trim().min(1).max(300) }).passthrough(),
  offers: z.array(PriceOffer).max(200),
});

export const AmazonExplainRequest = z.object({
  country: Country,
  product: z.object({ name: z.string().trim().min(1).max(300) }).passthrough(),
  offers: z.array(AmazonOffer).max(200),
});
