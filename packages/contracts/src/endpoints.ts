// Every API endpoint, declared once: its method, its path, and what the service worker may keep of it.
// Kept free of zod so the service worker and the web app's first chunk can read it cheaply; the
// request and response schemas of each endpoint are in `endpoint-schemas.ts`, keyed by the same names.

/** Search answers are kept two hours, by the server's cache and by the service worker's alike. */
export const SEARCH_CACHE_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * What the service worker keeps of an endpoint's answers:
 * - `search`: a POST search whose answer is kept two hours, keyed by its normalised body, offline too;
 * - `last-known`: a read answered from the network, or from its last copy when offline;
 * - `none`: never stored (mutations, and reads whose copy would be wrong or private).
 */
export type SwCachePolicy = 'search' | 'last-known' | 'none';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointMeta {
  readonly method: HttpMethod;
  /** Absolute path; `:name` segments are parameters. */
  readonly path: `/api/${string}`;
  readonly swCache: SwCachePolicy;
  /** A refusal (a photo or a name that names no product) is an outcome clients expect: answered as a 200
   *  to a client that sends `Prefer: refusal=answer` (error-codes.ts, REFUSAL_PREFERENCE). */
  readonly refusable?: true;
}

export const ENDPOINTS = {
  health: { method: 'GET', path: '/api/health', swCache: 'none' },
  events: { method: 'POST', path: '/api/events', swCache: 'none' },

  analyze: { method: 'POST', path: '/api/analyze', swCache: 'none', refusable: true },
  identifyProduct: { method: 'POST', path: '/api/identify-product', swCache: 'none', refusable: true },

  listAnalyses: { method: 'GET', path: '/api/analyses', swCache: 'last-known' },
  getAnalysis: { method: 'GET', path: '/api/analyses/:id', swCache: 'last-known' },
  shareAnalysis: { method: 'POST', path: '/api/analyses/:id/share', swCache: 'none' },
  unshareAnalysis: { method: 'DELETE', path: '/api/analyses/:id/share', swCache: 'none' },
  deleteAnalysis: { method: 'DELETE', path: '/api/analyses/:id', swCache: 'none' },
  putThumbnail: { method: 'PUT', path: '/api/analyses/:id/thumbnail', swCache: 'none' },
  listComments: { method: 'GET', path: '/api/analyses/:id/comments', swCache: 'last-known' },
  addComment: { method: 'POST', path: '/api/analyses/:id/comments', swCache: 'none' },
  getLikes: { method: 'GET', path: '/api/analyses/:id/likes', swCache: 'last-known' },
  like: { method: 'POST', path: '/api/analyses/:id/like', swCache: 'none' },
  // Takes back this browser's like (the fingerprint in the query, as getLikes reads it).
  unlike: { method: 'DELETE', path: '/api/analyses/:id/like', swCache: 'none' },
  getShared: { method: 'GET', path: '/api/shared/:token', swCache: 'last-known' },
  getSharedThumbnail: { method: 'GET', path: '/api/shared/:token/thumbnail', swCache: 'last-known' },
  // The 1200 × 630 image of a shared analysis's link preview: read by other sites' crawlers, not the app.
  getSharedPreview: { method: 'GET', path: '/api/shared/:token/preview', swCache: 'none' },
  listPublic: { method: 'GET', path: '/api/public', swCache: 'last-known' },

  priceCompare: { method: 'POST', path: '/api/price-compare', swCache: 'search' },
  explainPrices: { method: 'POST', path: '/api/price-compare/explain', swCache: 'none' },
  amazon: { method: 'POST', path: '/api/price-compare/amazon', swCache: 'search' },
  explainAmazon: { method: 'POST', path: '/api/price-compare/amazon/explain', swCache: 'none' },

  extractUrl: { method: 'POST', path: '/api/product/extract-url', swCache: 'none' },
  findSimilar: { method: 'POST', path: '/api/product/find-similar', swCache: 'search' },

  findSuppliers: { method: 'POST', path: '/api/suppliers/find', swCache: 'search' },
  explainSuppliers: { method: 'POST', path: '/api/suppliers/explain', swCache: 'none' },
  recommendSuppliers: { method: 'POST', path: '/api/suppliers/recommend', swCache: 'search' },
  explainRecommendations: { method: 'POST', path: '/api/suppliers/recommend/explain', swCache: 'none' },

  searchFlights: { method: 'POST', path: '/api/flights/search', swCache: 'search' },

  // Facts about a barcode from public product databases; the last answer stays on the device.
  productFacts: { method: 'GET', path: '/api/product-facts/:code', swCache: 'last-known' },

  // The last rate and cost-book figures stay on the device, so the landed-cost calculator works offline.
  exchangeRate: { method: 'GET', path: '/api/exchange-rates', swCache: 'last-known' },
  landedCostReference: { method: 'GET', path: '/api/landed-cost/reference', swCache: 'last-known' },
  landedCostCategory: { method: 'GET', path: '/api/landed-cost/category/:id', swCache: 'last-known' },

  // Price watches: the list, each watch's price history and the alerts stay on the device, so the chart
  // opens offline; the server's push key and subscriptions are never kept.
  listWatches: { method: 'GET', path: '/api/watches', swCache: 'last-known' },
  createWatch: { method: 'POST', path: '/api/watches', swCache: 'none' },
  getWatch: { method: 'GET', path: '/api/watches/:id', swCache: 'last-known' },
  updateWatch: { method: 'PUT', path: '/api/watches/:id', swCache: 'none' },
  deleteWatch: { method: 'DELETE', path: '/api/watches/:id', swCache: 'none' },
  checkWatch: { method: 'POST', path: '/api/watches/:id/check', swCache: 'none' },
  listWatchAlerts: { method: 'GET', path: '/api/watch-alerts', swCache: 'last-known' },
  readWatchAlerts: { method: 'POST', path: '/api/watch-alerts/read', swCache: 'none' },
  pushKey: { method: 'GET', path: '/api/push/key', swCache: 'none' },
  subscribePush: { method: 'POST', path: '/api/push/subscriptions', swCache: 'none' },
  unsubscribePush: { method: 'POST', path: '/api/push/subscriptions/remove', swCache: 'none' },
} as const satisfies Record<string, EndpointMeta>;

export type EndpointName = keyof typeof ENDPOINTS;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters an endpoint needs, e.g. `{ id: string }` for `/api/analyses/:id`. */
export type EndpointParams<N extends EndpointName> = { [K in ParamNames<(typeof ENDPOINTS)[N]['path']>]: string };

/** The address of an endpoint with its parameters filled in (encoded) and an optional query. */
export function endpointUrl<N extends EndpointName>(
  name: N,
  params: EndpointParams<N>,
  query?: Record<string, string | number | null | undefined>,
): string {
  const values = params as Record<string, string>;
  const path = ENDPOINTS[name].path.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
  const pairs = Object.entries(query ?? {})
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

const MATCHERS = (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => {
  const { method, path } = ENDPOINTS[name];
  const pattern = new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
  return { name, method, pattern };
});

/** Which endpoint a request is for, or null when it is none of ours (the service worker routes by it). */
export function matchEndpoint(method: string, pathname: string): EndpointName | null {
  const upper = method.toUpperCase();
  return MATCHERS.find((m) => m.method === upper && m.pattern.test(pathname))?.name ?? null;
}

/** The route path of an endpoint as a router mounted at `/api` declares it, as a literal type
 *  (`'/analyses/:id'`), so the router can type the endpoint's path parameters. */
export type RoutePath<N extends EndpointName> = (typeof ENDPOINTS)[N]['path'] extends `/api${infer Rest}`
  ? Rest extends ''
    ? '/'
    : Rest
  : never;

/** The route path as a router mounted at `/api` declares it (`/analyses/:id`). */
export function routePath<N extends EndpointName>(name: N): RoutePath<N> {
  return (ENDPOINTS[name].path.slice('/api'.length) || '/') as RoutePath<N>;
}
