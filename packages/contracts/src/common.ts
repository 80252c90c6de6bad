import { ERROR_CODES } from './error-codes.ts';
import { z } from './zod.ts';

/** Every error answer of the API: `retryable` tells the client whether "Try Again" can help. */
export const ErrorBody = z.object({
  /** Words for people; clients decide by `code`, never by this text. */
  error: z.string(),
  /** What went wrong, from a closed list (error-codes.ts). Every answer of the API has one; it stays
   *  optional so an answer kept on a device from before codes existed still parses. */
  code: z.enum(ERROR_CODES).optional(),
  retryable: z.boolean().optional(),
  field: z.string().optional(),
  retryAfterSeconds: z.number().optional(),
  /** Where the user can run the same search themselves when this server cannot (e.g. no flight provider). */
  searchUrl: z.string().url().optional(),
  /** When a typed name is not a kind CostLens knows: the closest kinds, to offer as one-tap choices. */
  choices: z
    .array(z.object({ id: z.string().min(1), label: z.string().min(1) }))
    .max(8)
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The search country is fixed to CA in this product; the field stays so the API shape is honest. */
export const Country = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z]{2}$/))
  .default('CA');

/** Money the API reads from users and vendors: finite, not negative. */
export const Money = z.number().finite().nonnegative();

/** Short free text typed by a person, blank rejected after trimming. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** A confidence, always a percent 0–100 (the original mixed 0–1 and 0–100: one scale here). */
export const Percent = z.number().finite().min(0).max(100);
