// What a user reads when something fails: one table from the API's error codes to plain words. The
// server's own message is shown where it says something specific about the user's input (which field,
// which file, which page); for faults of the service the table's words are used, never vendor or server
// detail.
import type { ErrorCode } from '@costlens/contracts/error-codes';
import { ApiError } from './api-client.ts';

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  invalid_request: 'Something in the request was not right. Check it and try again.',
  unsupported_media_type: 'That file is not a photo CostLens can read. Try a JPEG, PNG or WebP photo.',
  too_large: 'That file is too large. Try a photo of up to 10 MB.',
  not_found: 'We could not find that. It may have been removed.',
  forbidden: 'Only the device that made this analysis can change it.',
  conflict: 'That was already done.',
  idempotency_mismatch: 'This clashed with an earlier request. Please try again.',
  in_progress: 'This is still being handled. Please wait a moment.',
  rate_limited: 'Too many requests in a short time. Please wait a moment and try again.',
  daily_limit: "Today's searches are used up. Try again tomorrow.",
  busy: 'The service is temporarily busy. Please try again in a moment.',
  timeout: 'This took too long to answer. Please try again.',
  upstream_unavailable: "The search service can't be reached right now. Please try again later.",
  upstream_bad_response: 'The search service sent an answer we could not read. Please try again.',
  not_configured: 'This search is not available here yet.',
  not_recognised: "We couldn't recognise the product. Type its name instead.",
  unknown_kind: "We don't know that name as a kind of product yet. Pick the closest kind, or try another name.",
  page_refused: "That address can't be read. Paste the address of a product page.",
  page_unavailable: "That website didn't answer. Check the address or try again later.",
  cross_site: 'This request came from another site and was refused.',
  internal: 'Something went wrong on our side. Please try again.',
};

/** Codes whose server message describes the user's own input, so it is more useful than the table's. */
const SERVER_WORDS: ReadonlySet<ErrorCode> = new Set([
  'invalid_request',
  'unsupported_media_type',
  'too_large',
  'not_found',
  'conflict',
  'not_recognised',
  'unknown_kind',
  'page_refused',
  'page_unavailable',
]);

export const OFFLINE_MESSAGE = "You're offline or the server can't be reached. Check your connection and try again.";

/** A fetch that got no HTTP answer at all (offline, DNS, refused connection), unlike an error status. */
export function isNetworkFailure(err: unknown): boolean {
  return err instanceof TypeError || (err instanceof DOMException && err.name === 'NetworkError');
}

/** The error code of a failure, or null when it is not an API answer (network failure, a bug). */
export function errorCode(err: unknown): ErrorCode | null {
  return err instanceof ApiError ? err.code : null;
}

/** A kind of product the server offers for words it did not know. */
export interface KindChoiceRef {
  id: string;
  label: string;
}

/** The server's closest kinds when it did not know the typed words as a kind of product (maybe none); null for
 *  any other failure. */
export function kindChoicesOf(err: unknown): readonly KindChoiceRef[] | null {
  if (!(err instanceof ApiError) || err.code !== 'unknown_kind') return null;
  const choices = err.body?.choices;
  return Array.isArray(choices)
    ? choices
        .filter((c) => typeof c?.id === 'string' && typeof c?.label === 'string')
        .map((c) => ({ id: c.id, label: c.label }))
    : [];
}

/** Plain words for any failure of a call. `fallback` replaces the table's generic words for faults of
 *  the service when the screen can say better what was being attempted. */
export function userMessage(err: unknown, fallback?: string): string {
  if (isNetworkFailure(err)) return OFFLINE_MESSAGE;
  if (!(err instanceof ApiError)) return fallback ?? ERROR_MESSAGES.internal;
  const code = err.code;
  if (SERVER_WORDS.has(code) && err.serverMessage) return err.serverMessage;
  if (code === 'internal' && fallback) return fallback;
  return ERROR_MESSAGES[code];
}
