// Supplier discovery through SerpApi's google engine, one `site:` search per marketplace.
// Why one call per site and not one OR query: an OR query costs one search but Google fills it from
// whichever domain ranks best (usually Alibaba or AliExpress), so the other marketplaces rarely appear;
// four calls give every marketplace its own top results. They run in parallel, and the two-hour cache
// makes the extra searches a one-off per product. Nothing was measured to pick this.
import type { Supplier } from '@costlens/contracts';
import { MARKETPLACES } from '@costlens/contracts';
import { dedupeSuppliers, MARKETPLACE_HOSTS, marketplaceOf, scoreSupplierMatch, supplierQuery } from '@costlens/domain';
import type { SupplierProduct } from '@costlens/domain';
import { ProviderError } from '../errors.ts';
import { resultList } from '../transports/serpapi/client.ts';
import type { SerpApiClient } from '../transports/serpapi/client.ts';
import type { SupplierProvider, SupplierSearchResult } from './index.ts';

/** Results asked per marketplace (Google may return fewer). */
export const RESULTS_PER_SITE = 10;

export function createSerpApiSupplierProvider(serpapi: SerpApiClient): SupplierProvider {
  return {
    configured: true,
    name: 'serpapi-google',
    async search(product, { country, signal, client }) {
      const text = supplierQuery(product);
      const queries = MARKETPLACES.map((m) => `${text} site:${MARKETPLACE_HOSTS[m]}`);
      const gl = country.toLowerCase();
      const settled = await Promise.allSettled(
        queries.map(async (q) => {
          const body = await serpapi.search(
            {
              engine: 'google',
              q,
              gl,
              hl: 'en',
              google_domain: gl === 'ca' ? 'google.ca' : undefined,
              num: RESULTS_PER_SITE,
            },
            { signal, client },
          );
          return readOrganicResults(body, product);
        }),
      );
      const failures = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
      const aborted = failures.find((e) => (e as Error)?.name === 'AbortError');
      if (aborted) throw aborted;
      if (failures.length === settled.length) throw pickError(failures);
      const hits = settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : []));
      const suppliers = dedupeSuppliers(hits);
      const result: SupplierSearchResult = {
        suppliers,
        meta: { totalFound: suppliers.length, queries },
        complete: failures.length === 0,
      };
      return result;
    },
  };
}

/** Maps `organic_results[]` to suppliers; hits on any other site are dropped (Google may ignore `site:`). */
export function readOrganicResults(body: Record<string, unknown>, product: SupplierProduct): Supplier[] {
  const results = resultList(body, 'organic_results');
  const out: Supplier[] = [];
  for (const r of results) {
    const link = typeof r.link === 'string' ? r.link : '';
    const title = typeof r.title === 'string' ? r.title.trim() : '';
    const marketplace = link ? marketplaceOf(link) : null;
    if (!marketplace || !title) continue;
    const snippet = typeof r.snippet === 'string' ? r.snippet.trim() : '';
    out.push({
      marketplace,
      title,
      snippet,
      host: new URL(link).hostname,
      link,
      score: scoreSupplierMatch(product, { title, snippet }),
    });
  }
  return out;
}

/** When every search failed, the error that tells the user most: a rate limit says "try later". */
function pickError(errors: unknown[]): unknown {
  return (
    errors.find((e) => e instanceof ProviderError && e.code === 'busy') ??
    errors.find((e) => e instanceof ProviderError) ??
    errors[0]
  );
}
