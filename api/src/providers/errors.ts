import { HttpError } from '../http/errors.ts';

/** Why an outside source failed; routes map each code to the spec's user-facing error once. */
export type ProviderErrorCode = 'busy' | 'timeout' | 'unavailable' | 'bad_response' | 'not_configured' | 'refused';

export class ProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    message: string,
    readonly opts: { retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }
  get retryable(): boolean {
    return this.code === 'busy' || this.code === 'timeout' || this.code === 'unavailable';
  }
}

/** The HTTP answer for a provider failure. 'temporarily busy' is the phrase the price screen looks for. */
export function providerErrorToHttp(err: ProviderError, what: string): HttpError {
  switch (err.code) {
    case 'busy':
      return new HttpError(
        503,
        `${what} is temporarily busy. Please try again in a few minutes.`,
        { retryable: true, ...(err.opts.retryAfterSeconds ? { retryAfterSeconds: err.opts.retryAfterSeconds } : {}) },
        err.opts.retryAfterSeconds ? { 'Retry-After': String(err.opts.retryAfterSeconds) } : {},
      );
    case 'timeout':
      return new HttpError(504, `${what} took too long to answer. Please try again.`, { retryable: true });
    case 'unavailable':
      return new HttpError(502, `${what} is unavailable right now. Please try again later.`, { retryable: true });
    case 'bad_response':
      return new HttpError(502, `${what} returned an answer we could not read.`, { retryable: true });
    case 'not_configured':
      return new HttpError(503, `${what} is not configured on this server.`, { retryable: false });
    case 'refused':
      return new HttpError(422, err.message, { retryable: false });
  }
}
