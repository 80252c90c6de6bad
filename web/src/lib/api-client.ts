import { QueryClient } from '@tanstack/react-query';
import type { QueryFunction } from '@tanstack/react-query';

/** Thrown for any non-OK answer; the message is "<status>: <body text or status text>" (spec §7/§8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
  /** The server's `error` field when the body is our JSON error body. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { error?: unknown };
      return typeof parsed.error === 'string' ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }
  get retryable(): boolean | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { retryable?: unknown };
      return typeof parsed.retryable === 'boolean' ? parsed.retryable : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text, res.statusText);
  }
}

/** The one request function: form data as-is, anything else as JSON; cookies always included. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const res = await fetch(url, {
    method,
    headers: { ...(data !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
    credentials: 'include',
    signal: init.signal,
  });
  await throwIfNotOk(res);
  return res;
}

/** POST/PUT helper that parses the JSON answer. */
export async function apiJson<T>(
  method: string,
  url: string,
  data?: unknown,
  init?: { signal?: AbortSignal; headers?: Record<string, string> },
): Promise<T> {
  const res = await apiRequest(method, url, data, init);
  return (await res.json()) as T;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default reads: GET the path made by joining the query key with '/'. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** Unused entries are dropped after 5 minutes (spec §9). */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** No polling, no refetch on focus, data never stale, no retries unless a query asks (spec §7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: QUERY_GC_TIME_MS,
        retry: false,
        // Offline first: the service worker answers reads from its caches and the outbox takes
        // mutations, so requests always run instead of waiting for TanStack's idea of "online".
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
}
