/**
 * What a failed outside source means to the client: each ProviderError kind and each PageFetchError
 * code becomes one status and one error code here, and nowhere else. The English message names the
 * service ("Price comparison is temporarily busy…") for people; clients decide by the code.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '@costlens/contracts';
import type { ProviderError } from '../providers/errors.ts';
import type { PageFetchError, PageFetchErrorCode } from '../providers/product-page/page-fetch-error.ts';
import { HttpError } from './errors.ts';

/** When the capability cannot search on this server: the user's words and where to search instead. */
export interface NotConfiguredHint {
  message?: string;
  searchUrl?: string;
}

/** The answer for a provider failure; `what` names the service as the user knows it. */
export function providerErrorToHttp(
  err: ProviderError,
  what: string,
  notConfigured: NotConfiguredHint = {},
): HttpError {
  const retryAfterSeconds = err.opts.retryAfterSeconds;
  switch (err.code) {
    case 'busy':
      return new HttpError(
        503,
        'busy',
        `${what} is temporarily busy. Please try again in a few minutes.`,
        { retryable: true, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) },
        retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {},
      );
    case 'timeout':
      return new HttpError(504, 'timeout', `${what} took too long to answer. Please try again.`, { retryable: true });
    case 'unavailable':
      return new HttpError(502, 'upstream_unavailable', `${what} is unavailable right now. Please try again later.`, {
        retryable: true,
      });
    case 'bad_response':
      return new HttpError(502, 'upstream_bad_response', `${what} returned an answer we could not read.`, {
        retryable: true,
      });
    case 'not_configured':
      return new HttpError(
        503,
        'not_configured',
        notConfigured.message ?? `${what} is not configured on this server.`,
        {
          retryable: false,
          ...(notConfigured.searchUrl ? { searchUrl: notConfigured.searchUrl } : {}),
        },
      );
    case 'refused':
      return new HttpError(422, 'not_recognised', err.message, { retryable: false });
    case 'unknown_kind':
      return new HttpError(422, 'unknown_kind', err.message, {
        retryable: false,
        choices: (err.opts.choices ?? []).slice(0, 8).map((c) => ({ id: c.id, label: c.label })),
      });
    case 'unsupported_input':
      return new HttpError(422, 'unsupported_media_type', err.message, { retryable: false });
    case 'daily_limit': {
      // The client's own budget is the client's doing (429); everyone's is the server's state (503).
      const wait = retryAfterSeconds ?? 3600;
      const hours = Math.max(1, Math.round(wait / 3600));
      const whose = err.opts.perClient
        ? 'you have used your searches for today'
        : "this server's searches for today are used up";
      return new HttpError(
        err.opts.perClient ? 429 : 503,
        'daily_limit',
        `${what}: ${whose}. The daily limit resets at midnight UTC, in about ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
        { retryable: true, retryAfterSeconds: wait },
        { 'Retry-After': String(wait) },
      );
    }
  }
}

// The address was the problem (4xx, retrying will not help) or the site was (5xx, maybe later).
const PAGE_ERRORS: Record<Exclude<PageFetchErrorCode, 'invalid_url'>, [ContentfulStatusCode, ErrorCode]> = {
  blocked_address: [422, 'page_refused'],
  not_html: [422, 'page_refused'],
  too_large: [422, 'page_refused'],
  too_many_redirects: [422, 'page_refused'],
  too_complex: [422, 'page_refused'],
  http_error: [502, 'page_unavailable'],
  network: [502, 'page_unavailable'],
  timeout: [504, 'timeout'],
};

/** The answer when a product page could not be fetched; the fetcher's message is already for the user. */
export function pageFetchErrorToHttp(err: PageFetchError): HttpError {
  if (err.code === 'invalid_url') {
    return new HttpError(400, 'invalid_request', err.message, { field: 'url', retryable: err.retryable });
  }
  const [status, code] = PAGE_ERRORS[err.code];
  return new HttpError(status, code, err.message, { retryable: err.retryable });
}
