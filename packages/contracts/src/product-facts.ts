// What a product's barcode says about it in public product databases: the Open Food Facts family (food,
// beauty, pet food, other products; open data under the ODbL) and, when none of them knows the code,
// UPCitemdb's free lookup. Facts only as the database lists them: nothing is inferred from the code
// itself (its prefix names the body that issued it, never the country the product comes from).
import { z } from './zod.ts';

/** GS1 mod-10: weights 3, 1, 3, … from the digit left of the check digit. */
export function hasValidGtinCheckDigit(code: string): boolean {
  if (!/^\d{8,14}$/.test(code)) return false;
  let sum = 0;
  for (let i = code.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(code[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(code[code.length - 1]);
}

/** A retail barcode: EAN-8, UPC-A (12 digits), EAN-13 or GTIN-14, its check digit right. */
export const ProductCode = z
  .string()
  .trim()
  .regex(/^(\d{8}|\d{12,14})$/, 'expected the 8, 12, 13 or 14 digits of a barcode')
  .refine(hasValidGtinCheckDigit, 'the check digit does not match: the barcode was misread');

export const PRODUCT_FACTS_DATABASES = [
  'Open Food Facts',
  'Open Beauty Facts',
  'Open Pet Food Facts',
  'Open Products Facts',
  'UPCitemdb',
] as const;
export const ProductFactsDatabase = z.enum(PRODUCT_FACTS_DATABASES);
export type ProductFactsDatabase = z.infer<typeof ProductFactsDatabase>;

/** Where the facts come from and on what terms; the screen shows the attribution with its links. */
export const ProductFactsSource = z.object({
  database: ProductFactsDatabase,
  /** The product's page at the database. */
  url: z.string().url(),
  /** 'ODbL' for the Open Food Facts family (attribution required); UPCitemdb's data is under its own terms. */
  licence: z.enum(['ODbL', 'UPCitemdb terms']),
  licenceUrl: z.string().url(),
  /** The sentence to show beside the facts. */
  attribution: z.string().min(1),
});
export type ProductFactsSource = z.infer<typeof ProductFactsSource>;

export const ProductFactsResponse = z.object({
  /** The barcode as asked (digits only). */
  code: z.string().regex(/^\d{8,14}$/),
  found: z.boolean(),
  name: z.string().nullable(),
  brand: z.string().nullable(),
  /** The pack size as the database writes it ("800 g"). */
  quantity: z.string().nullable(),
  /** Countries where the database lists the product as sold, as it names them; never a country of origin. */
  countries: z.array(z.string()),
  /** The database's categories, broadest first. */
  categories: z.array(z.string()),
  /** The cost-book category these categories name, or null when none does. */
  costBookEntry: z.string().nullable(),
  imageUrl: z.string().url().nullable(),
  /** Null when no database knows the code. */
  source: ProductFactsSource.nullable(),
  /** The databases asked, in order: a code not found where the fallback was not asked may be found later. */
  searched: z.array(ProductFactsDatabase),
  /** Answered from this server's copy rather than asked again. */
  cached: z.boolean(),
});
export type ProductFactsResponse = z.infer<typeof ProductFactsResponse>;
/** The facts as a provider answers them, before the route says whether they came from its copy. */
export type ProductFacts = Omit<ProductFactsResponse, 'cached'>;
