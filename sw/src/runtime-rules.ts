// Which requests the runtime caches take: pure rules, tested in Node (runtime.test.ts).
import { ENDPOINTS, matchEndpoint } from '@costlens/contracts/endpoints';

/** Reads that should open offline with their last known answer, as the endpoint table marks them: the
 *  device's history and analysis details (with comments and likes), the public list and shared pages. */
export function isLastKnownRead(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  const name = matchEndpoint(method, url.pathname);
  return name !== null && ENDPOINTS[name].swCache === 'last-known';
}

/** Files of the on-device estimator (detector graph and weights, wasm, OCR data): big and versioned
 *  by name, so fetched once. */
export function isModelFile(url: URL, origin: string): boolean {
  return (
    url.origin === origin &&
    (url.pathname.startsWith('/models/') || /\.(wasm|onnx|traineddata(\.gz)?)$/.test(url.pathname))
  );
}

/** Product photos in offers and supplier cards (from retailers' servers); the app's own icons and
 *  screenshots are precached or not worth keeping. */
export function isProductImage(request: Request, url: URL, origin: string): boolean {
  return (
    request.method === 'GET' && request.destination === 'image' && url.origin !== origin && url.protocol === 'https:'
  );
}

/** Whether a Content-Security-Policy lets this worker fetch https: URLs of other origins. The worker's
 *  own fetches obey connect-src (else default-src) of the policy served with sw.js: when it allows only
 *  'self', intercepting a retailer's photo would break it, so the page loads it itself (img-src). */
export function cspAllowsCrossOriginFetch(csp: string | null): boolean {
  if (!csp) return true;
  const directives = csp.split(';').map((d) => d.trim().split(/\s+/));
  const rule =
    directives.find(([name]) => name === 'connect-src') ?? directives.find(([name]) => name === 'default-src');
  if (!rule) return true;
  const sources = rule.slice(1);
  return sources.includes('*') || sources.includes('https:');
}
