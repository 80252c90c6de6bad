import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { controlCharacterPath, hasControlCharacter } from '@costlens/contracts';
import { badRequest, unsupportedMediaType, zodToHttpError } from './errors.ts';

/** The refusal of text holding a control character (see contracts' control-characters.ts), naming where. */
export const controlCharacterRefusal = (field: string) =>
  badRequest(`${field || 'body'}: must not hold control characters`, field || undefined);

/**
 * A route that reads JSON takes it only as application/json. A page on another site can send text/plain
 * or a form's urlencoded body without asking the browser's permission first; JSON needs that permission
 * (a CORS preflight this server never grants), so no other site can make a visitor's browser send it.
 */
export const requireJson: MiddlewareHandler = (c, next) => {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw unsupportedMediaType('Send the request body as JSON, with Content-Type: application/json');
  }
  return next();
};

/** Reads a JSON body and validates it; malformed JSON, control characters in any text and schema failures
 *  are 400s naming the field. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.length ? JSON.parse(text) : undefined;
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  if (raw === undefined) throw badRequest('Request body is required');
  const bad = controlCharacterPath(raw);
  if (bad !== null) throw controlCharacterRefusal(bad);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw zodToHttpError(parsed.error);
  return parsed.data;
}

/** Validates a path or query value with a schema; failures are 400 (or 404 for ids, by the caller). */
export function readParam<S extends z.ZodType>(value: unknown, schema: S, field: string): z.output<S> {
  if (typeof value === 'string' && hasControlCharacter(value)) throw controlCharacterRefusal(field);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(`${field} is invalid`, field);
  return parsed.data;
}

/** A query or path value read as text (no schema of its own): refused when it holds a control character. */
export function readText(value: string | undefined, field: string): string | undefined {
  if (value !== undefined && hasControlCharacter(value)) throw controlCharacterRefusal(field);
  return value;
}
