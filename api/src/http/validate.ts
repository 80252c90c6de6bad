import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { badRequest, unsupportedMediaType, zodToHttpError } from './errors.ts';

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

/** Reads a JSON body and validates it; malformed JSON and schema failures are 400s naming the field. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.length ? JSON.parse(text) : undefined;
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  if (raw === undefined) throw badRequest('Request body is required');
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw zodToHttpError(parsed.error);
  return parsed.data;
}

/** Validates a path or query value with a schema; failures are 400 (or 404 for ids, by the caller). */
export function readParam<S extends z.ZodType>(value: unknown, schema: S, field: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(`${field} is invalid`, field);
  return parsed.data;
}
