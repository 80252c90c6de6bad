import { z } from './zod.ts';
import { Country } from './common.ts';

export const MARKETPLACES = ['alibaba', 'aliexpress', 'made-in-china', 'globalsources'] as const;
export const Marketplace = z.enum(MARKETPLACES);
export type Marketplace = z.infer<typeof Marketplace>;

/** A supplier search hit; `isSearchLink` marks the no-key fallback (a marketplace search, not a found supplier). */
export const Supplier = z.object({
  marketplace: Marketplace,
  title: z.string(),
  snippet: z.string(),
  host: z.string(),
  link: z.string(),
  score: z.number().finite().min(0),
  isSearchLink: z.boolean().optional(),
});
export type Supplier = z.infer<typeof Supplier>;

export const SupplierFindRequest = z.object({
  product: z
    .object({
      name: z.string().trim().max(300).optional(),
      brand: z.string().trim().max(120).optional(),
    })
    .refine((p) => p.name || p.brand, { message: 'product needs a name or a brand' }),
  country: Country,
});
export type SupplierFindRequest = z.input<typeof SupplierFindRequest>;

export const SupplierFindResponse = z.object({
  suppliers: z.array(Supplier),
  meta: z.object({ totalFound: z.number().int().nonnegative(), queries: z.array(z.string()) }),
  cached: z.boolean(),
  configured: z.boolean(),
});
export type SupplierFindResponse = z.infer<typeof SupplierFindResponse>;

export const SupplierRecommendRequest = z.object({
  product: z
    .object({
      brand: z.string().trim().max(120).optional(),
      name: z.string().trim().max(300).optional(),
      upc: z.string().trim().max(20).optional(),
    })
    .refine((p) => p.brand || p.name || p.upc, { message: 'product needs a brand, a name or a upc' }),
  country: Country,
  city: z.string().trim().max(100).default(''),
});
export type SupplierRecommendRequest = z.input<typeof SupplierRecommendRequest>;

export const SupplierRecommendResponse = z.object({
  suppliers: z.array(Supplier),
  cached: z.boolean(),
  configured: z.boolean(),
});
export type SupplierRecommendResponse = z.infer<typeof SupplierRecommendResponse>;

export const SupplierExplainRequest = z.object({
  product: z.object({}).passthrough(),
  suppliers: z.array(Supplier).max(100),
});
