import { z } from './zod.ts';
import { Country } from './common.ts';

export const ExtractUrlRequest = z.object({ url: z.string().trim().min(1).max(2048) });
export type ExtractUrlRequest = z.infer<typeof ExtractUrlRequest>;

/** What a product page says about itself; price is null when the page gives none (never 0). */
export const ExtractedProduct = z.object({
  name: z.string().min(1),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  price: z.number().finite().nullable(),
  currency: z.string().default('CAD'),
  keyFeatures: z.array(z.string()),
  image: z.string().nullable().optional(),
});
export type ExtractedProduct = z.infer<typeof ExtractedProduct>;

export const ExtractUrlResponse = z.object({ product: ExtractedProduct, source: z.string().optional() });
export type ExtractUrlResponse = z.infer<typeof ExtractUrlResponse>;

export const FindSimilarRequest = z.object({
  product: ExtractedProduct,
  sourceUrl: z.string().trim().max(2048).optional(),
  country: Country,
});
export type FindSimilarRequest = z.input<typeof FindSimilarRequest>;

export const Offer = z.object({
  title: z.string(),
  source: z.string(),
  price: z.number().finite().nullable(),
  currency: z.string(),
  image: z.string().nullable(),
  url: z.string(),
  availability: z.string().nullable(),
  isSearchLink: z.boolean().optional(),
});
export type Offer = z.infer<typeof Offer>;

export const FindSimilarResponse = z.object({
  offers: z.array(Offer),
  searchQueries: z.array(z.string()),
  cached: z.boolean(),
});
export type FindSimilarResponse = z.infer<typeof FindSimilarResponse>;
