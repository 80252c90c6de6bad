// Kept free of zod so the web app can map codes to words without loading the schemas.

/**
 * What went wrong, as the API says it in every error body. Clients decide by the code (busy, retry,
 * show the name form), never by searching the English message, which is for people and may change.
 */
export const ERROR_CODES = [
  /** A field is missing or malformed; `field` names it. */
  'invalid_request',
  /** The body is not the media type the route takes (JSON, or a multipart form with an image). */
  'unsupported_media_type',
  /** The body or the image is larger than the route accepts. */
  'too_large',
  /** The analysis, share or page asked for does not exist (or is not this device's). */
  'not_found',
  /** This device may not change what it asked to change (another device's analysis). */
  'forbidden',
  /** The same action was already done (a second like). */
  'conflict',
  /** An Idempotency-Key reused for a different request. */
  'idempotency_mismatch',
  /** A request with the same Idempotency-Key is still being handled; retry after `retryAfterSeconds`. */
  'in_progress',
  /** Too many requests from this client; `retryAfterSeconds` says when to try again. */
  'rate_limited',
  /** A daily budget for a paid outside service is spent; it resets the next day. */
  'daily_limit',
  /** The server or an outside service is busy; trying again soon may work. */
  'busy',
  /** An outside service took too long to answer. */
  'timeout',
  /** An outside service could not be reached or failed. */
  'upstream_unavailable',
  /** An outside service answered with something that could not be read. */
  'upstream_bad_response',
  /** The capability needs an outside service this server does not have; `searchUrl` may help. */
  'not_configured',
  /** The photo or page was read but no product could be recognised; the user can type its name. */
  'not_recognised',
  /** A typed name is not a kind of product CostLens knows; `choices` lists the closest kinds to pick from. */
  'unknown_kind',
  /** A product page address the server will not fetch (private network, not a web page, too big). */
  'page_refused',
  /** The product page's own site failed or could not be reached. */
  'page_unavailable',
  /** A request from another site, refused before anything else. */
  'cross_site',
  /** Anything else: a fault of this server. */
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * A photo or a typed name that names no product is an answer the app expects, not a fault: a client that
 * sends `Prefer: refusal=answer` with `POST /api/analyze` or `/api/identify-product` is told so with status
 * 200, the usual error body (code `not_recognised` or `unknown_kind`) and `Preference-Applied:
 * refusal=answer`, so a browser does not log it as a failed load. Without the preference the same refusal
 * is a 422, as for any client.
 */
export const REFUSAL_PREFERENCE = 'refusal=answer';
export const REFUSAL_CODES: readonly ErrorCode[] = ['not_recognised', 'unknown_kind'];

/** Whether a `Prefer` or `Preference-Applied` header value holds the refusal preference. */
export function hasRefusalPreference(header: string | null | undefined): boolean {
  return (header ?? '')
    .split(',')
    .some((p) => p.split(';')[0]!.replace(/\s+/g, '').toLowerCase() === REFUSAL_PREFERENCE);
}
