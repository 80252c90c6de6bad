export type PageFetchErrorCode =
  | 'invalid_url'
  | 'blocked_address'
  | 'timeout'
  | 'too_large'
  | 'not_html'
  | 'too_many_redirects'
  | 'http_error'
  | 'network'
  /** The page was fetched but takes longer to read than a page may. */
  | 'too_complex';

/** Why a product page could not be fetched; `message` is written for the user. */
export class PageFetchError extends Error {
  override readonly name = 'PageFetchError';

  constructor(
    readonly code: PageFetchErrorCode,
    message: string,
    /** The site's HTTP status for 'http_error'. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** Whether trying the same address again later may work. */
  get retryable(): boolean {
    if (this.code === 'timeout' || this.code === 'network') return true;
    return this.code === 'http_error' && this.status !== undefined && (this.status === 429 || this.status >= 500);
  }
}
