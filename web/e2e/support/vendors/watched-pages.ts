import type { VendorHandler } from '../fake-vendors.ts';

/**
 * Product pages whose price a test changes, for price watches: GET /watched/<name>.html is a JSON-LD
 * product page at the price last set (CAD), POST /watched/<name>/price with {"price": 95} sets it.
 */
const prices = new Map<string, number>();

export const handle: VendorHandler = (req) => {
  const set = /^\/watched\/([a-z0-9-]+)\/price$/.exec(req.path);
  if (set && req.method === 'POST') {
    prices.set(set[1]!, Number((JSON.parse(req.body) as { price: number }).price));
    return { status: 200, json: { ok: true } };
  }
  const page = /^\/watched\/([a-z0-9-]+)\.html$/.exec(req.path);
  if (!page || req.method !== 'GET') return null;
  const price = prices.get(page[1]!);
  if (price === undefined) return { status: 404, body: '<!doctype html><title>Not found</title>' };
  const ld = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'E2E Watched Kettle',
    brand: { '@type': 'Brand', name: 'Steepwell' },
    offers: {
      '@type': 'Offer',
      price: price.toFixed(2),
      priceCurrency: 'CAD',
      availability: 'https://schema.org/InStock',
    },
  });
  return {
    status: 200,
    body: `<!doctype html><html><head><title>E2E Watched Kettle</title><script type="application/ld+json">${ld}</script></head><body><h1>E2E Watched Kettle</h1></body></html>`,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  };
};
