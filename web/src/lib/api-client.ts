// The web app's one way to call the API: endpoints by name from the contracts' table, answers checked
// against the endpoint's schema (off the main thread, in the answer-check worker), failures as ApiError
// carrying the server's error code. Cookies are always sent (history is per device). Reads through
// TanStack Query use keys `[endpoint, params, query]`, so a screen refreshes by naming endpoints, never
// by matching paths.
import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import type { ErrorBody } from '@costlens/contracts';
import type { EndpointRequest, EndpointResponse } from '@costlens/contracts/endpoint-schemas';
import { ENDPOINTS, endpointUrl } from '@costlens/contracts/endpoints';
import type { EndpointName, EndpointParams } from '@costlens/contracts/endpoints';
import { hasRefusalPreference, isErrorCode, REFUSAL_PREFERENCE } from '@costlens/contracts/error-codes';
import type { ErrorCode } from '@costlens/contracts/error-codes';
import { loadAnswerChecker } from '../lazy.ts';
import { takeFirstRead } from './first-reads.ts';

export type Query = Record<string, string | number | null | undefined>;

/** Any non-OK answer, or an answer that does not match its endpoint's schema. The message keeps the
 *  "<status>: <body or status text>" form for logs; screens show `userMessage(err)` instead. */
export class ApiError extends Error {
  readonly body: Partial<ErrorBody> | null;
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.body = parseErrorBody(bodyText);
  }
  /** What went wrong, from the server's closed list; derived from the status for older or foreign answers. */
  get code(): ErrorCode {
    const code = this.body?.code;
    return isErrorCode(code) ? code : codeForStatus(this.status);
  }
  /** The server's own words for people, when the body is our JSON error body. */
  get serverMessage(): string | undefined {
    return typeof this.body?.error === 'string' ? this.body.error : undefined;
  }
  get retryable(): boolean | undefined {
    return typeof this.body?.retryable === 'boolean' ? this.body.retryable : undefined;
  }
  get field(): string | undefined {
    return typeof this.body?.field === 'string' ? this.body.field : undefined;
  }
}

function parseErrorBody(text: string): Partial<ErrorBody> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : null;
  } catch {
    return null;
  }
}

function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'invalid_request';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  if (status === 503 || status === 522) return 'busy';
  if (status === 504) return 'timeout';
  if (status === 502) return 'upstream_unavailable';
  return 'internal';
}

export interface CallOptions<N extends EndpointName> {
  params?: EndpointParams<N>;
  query?: Query;
  /** The JSON body, or a multipart form for the photo endpoints. */
  body?: EndpointRequest<N> | FormData;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: a retry with the same key takes effect once. */
  idempotencyKey?: string;
}

/** Sends one request to an endpoint and answers the raw Response (OK only; anything else throws ApiError). */
export async function sendToEndpoint<N extends EndpointName>(name: N, opts: CallOptions<N> = {}): Promise<Response> {
  const { method } = ENDPOINTS[name];
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  const headers: Record<string, string> = {};
  if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  // A photo that shows no product is an answer this app expects: asked for as a 200, so the browser does
  // not log it as a failed load; it is still thrown below as the refusal it is.
  if ('refusable' in ENDPOINTS[name]) headers.Prefer = REFUSAL_PREFERENCE;
  const url = endpointUrl(name, (opts.params ?? {}) as EndpointParams<N>, opts.query);
  const written = method === 'GET' ? takeFirstRead(url) : null;
  if (written !== null) return new Response(written, { headers: { 'Content-Type': 'application/json' } });
  const res = await fetch(url, {
    method,
    headers,
    body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
    credentials: 'include',
    signal: opts.signal,
  });
  await throwIfNotOk(res);
  return res;
}

/** Calls an endpoint and answers its parsed, typed body. */
export async function callApi<N extends EndpointName>(
  name: N,
  opts: CallOptions<N> = {},
): Promise<EndpointResponse<N>> {
  // The answer is checked in a worker: it starts while the request is on its way.
  void loadAnswerChecker().then((checker) => checker.startAnswerChecker());
  return parseAnswer(name, await sendToEndpoint(name, opts));
}

/** Reads and checks an endpoint's answer; one that does not match the contract is an error, not data. */
export async function parseAnswer<N extends EndpointName>(name: N, res: Response): Promise<EndpointResponse<N>> {
  const text = await res.text();
  const checked = await (await loadAnswerChecker()).checkAnswerOffThread(name, text);
  if (checked.ok) return checked.data as EndpointResponse<N>;
  if (checked.problem === 'not-json') throw new ApiError(res.status, text, 'The answer was not JSON');
  const body: ErrorBody = { error: 'The server sent an answer this app cannot read.', code: 'upstream_bad_response' };
  throw new ApiError(res.status, JSON.stringify(body), 'Unreadable answer');
}

/** The status a refusal has for every client that did not ask for it as an answer. */
const REFUSAL_STATUS = 422;

async function throwIfNotOk(res: Response): Promise<void> {
  if (hasRefusalPreference(res.headers.get('Preference-Applied')))
    throw new ApiError(REFUSAL_STATUS, await res.text(), 'Unprocessable Content');
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text, res.statusText);
  }
}

/** The query key of a GET endpoint: its name, its path parameters and its query. */
export function endpointKey<N extends EndpointName>(name: N, params?: EndpointParams<N>, query?: Query): QueryKey {
  return query ? [name, params ?? {}, query] : [name, params ?? {}];
}

/** Reads keyed by `endpointKey` need no query function of their own. */
export const endpointQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [name, params, query] = queryKey as [EndpointName, Record<string, string> | undefined, Query | undefined];
  if (!(name in ENDPOINTS)) throw new Error(`No endpoint named ${String(name)}: give this query its own queryFn`);
  return callApi(name, { params: params as never, query, signal });
};

/** Refreshes every cached read of the named endpoints (after a mutation changed what they answer). */
export function refreshEndpoints(client: QueryClient, names: readonly EndpointName[]): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => names.includes(q.queryKey[0] as EndpointName) });
}
