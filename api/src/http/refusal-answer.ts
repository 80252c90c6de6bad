/**
 * A refusal answered as an answer: when the client says (`Prefer: refusal=answer`) that a photo or a name
 * naming no product is an outcome it expects, the 422 refusal is sent as a 200 with the same body and
 * `Preference-Applied: refusal=answer`, so a browser does not log an expected outcome as a failed load.
 * It is mounted first on every endpoint the contracts' table marks `refusable`, outside the idempotency
 * layer, which keeps the 422: a replay of the same key is turned the same way, and a client without the
 * preference gets the 422 it always got.
 */
import type { MiddlewareHandler } from 'hono';
import { hasRefusalPreference, REFUSAL_CODES, REFUSAL_PREFERENCE } from '@costlens/contracts';
import type { AppEnv } from '../app-types.ts';

const REFUSAL_STATUS = 422;

export const refusalAsAnswer: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status !== REFUSAL_STATUS || !hasRefusalPreference(c.req.header('prefer'))) return;
  const text = await c.res.clone().text();
  let code: unknown;
  try {
    code = (JSON.parse(text) as { code?: unknown }).code;
  } catch {
    return;
  }
  if (!REFUSAL_CODES.includes(code as never)) return;
  const headers = new Headers(c.res.headers);
  headers.set('Preference-Applied', REFUSAL_PREFERENCE);
  headers.append('Vary', 'Prefer');
  c.res = new Response(text, { status: 200, headers });
};
