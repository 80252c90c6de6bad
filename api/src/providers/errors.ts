/**
 * Why an outside source failed, in words of the source, not of HTTP: the HTTP layer
 * (api/src/http/provider-errors.ts) turns each kind into a status and an error code once.
 * - busy: rate-limited or overloaded; `retryAfterSeconds` when the vendor said how long to wait
 * - timeout: no answer within the time limit
 * - unavailable: unreachable, or it failed (5xx, an error body)
 * - bad_response: it answered something that cannot be read (not JSON, the wrong shape, twice invalid)
 * - not_configured: no vendor, or it refuses this server's key, model or quota
 * - refused: it would not take this input (a model's refusal, a photo that shows no product, a
 *   correction naming nothing it knows); the message says why, for the user
 * - unknown_kind: words typed for the product mean no kind it knows; `choices` are the closest kinds
 * - unsupported_input: the input is of a kind it cannot read (HEIC for a model, an undecodable image)
 * - daily_limit: this server's daily budget of calls to the vendor is used up, for everyone or (with
 *   `perClient`) for this client; `retryAfterSeconds` until it comes back
 */
export type ProviderErrorCode =
  | 'busy'
  | 'timeout'
  | 'unavailable'
  | 'bad_response'
  | 'not_configured'
  | 'refused'
  | 'unknown_kind'
  | 'unsupported_input'
  | 'daily_limit';

export class ProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    message: string,
    readonly opts: {
      retryAfterSeconds?: number;
      cause?: unknown;
      perClient?: boolean;
      choices?: readonly { id: string; label: string }[];
    } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }
  get retryable(): boolean {
    return (
      this.code === 'busy' || this.code === 'timeout' || this.code === 'unavailable' || this.code === 'daily_limit'
    );
  }
}
