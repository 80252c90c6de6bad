import { Hono } from 'hono';
import type { ExplainResponse, Supplier, SupplierFindResponse, SupplierRecommendResponse } from '@costlens/contracts';
import { SupplierExplainRequest, SupplierFindRequest, SupplierRecommendRequest } from '@costlens/contracts';
import type { SupplierProduct } from '@costlens/domain';
import type { AppDeps, AppEnv } from '../../app-types.ts';
import type { Logger } from '../../lib/logger.ts';
import { readJson } from '../../http/validate.ts';
import { cacheKey, createProviderCache } from '../../providers/cache.ts';
import { ProviderError, providerErrorToHttp } from '../../providers/errors.ts';
import type { Explainer } from '../../providers/explain/index.ts';
import type { SupplierSearchResult } from '../../providers/suppliers/index.ts';
import { summariseSuppliers } from './summary.ts';

/** Recommendations are the few best matches, not the whole search. */
export const RECOMMENDED_SUPPLIERS_LIMIT = 6;
/** A model explanation that takes longer than this is abandoned for the factual summary. */
export const EXPLAIN_TIMEOUT_MS = 20_000;

/** /api/suppliers: find, recommend and their explanations (spec §7). */
export function supplierRoutes({ database, clock, providers, logger }: AppDeps) {
  const cache = createProviderCache(database, clock);
  const provider = providers.suppliers;

  // find and recommend run the same search for the same product, so they share one cache entry. The city
  // of a recommendation is not a search parameter (Google's `location` is for the US only), so not a key.
  async function search(
    product: SupplierProduct,
    country: string,
    signal: AbortSignal,
  ): Promise<{ result: SupplierSearchResult; cached: boolean }> {
    const key = cacheKey(`suppliers:${provider.name}`, {
      product: { brand: product.brand, name: product.name, upc: product.upc },
      country,
    });
    if (provider.configured) {
      const hit = await cache.get<SupplierSearchResult>(key);
      if (hit) return { result: hit, cached: true };
    }
    let result: SupplierSearchResult;
    try {
      result = await provider.search(product, { country, signal });
    } catch (err) {
      if (err instanceof ProviderError) throw providerErrorToHttp(err, 'Supplier search');
      throw err;
    }
    // Search links cost nothing to rebuild, and a partial search must not hide the rest for two hours.
    if (provider.configured && result.complete) await cache.put(key, result);
    return { result, cached: false };
  }

  return new Hono<AppEnv>()
    .post('/find', async (c) => {
      const body = await readJson(c, SupplierFindRequest);
      const { result, cached } = await search(body.product, body.country, c.req.raw.signal);
      return c.json({
        suppliers: result.suppliers,
        meta: result.meta,
        cached,
        configured: provider.configured,
      } satisfies SupplierFindResponse);
    })
    .post('/recommend', async (c) => {
      const body = await readJson(c, SupplierRecommendRequest);
      const { result, cached } = await search(body.product, body.country, c.req.raw.signal);
      // Search links are offered as they are; found listings only when they match the product at all.
      const suppliers = provider.configured
        ? result.suppliers.filter((s) => s.score > 0).slice(0, RECOMMENDED_SUPPLIERS_LIMIT)
        : result.suppliers;
      return c.json({ suppliers, cached, configured: provider.configured } satisfies SupplierRecommendResponse);
    })
    .post('/explain', async (c) => {
      const body = await readJson(c, SupplierExplainRequest);
      return c.json(await explain(providers.explainer, logger, body.product, body.suppliers, 'find', c.req.raw.signal));
    })
    .post('/recommend/explain', async (c) => {
      const body = await readJson(c, SupplierExplainRequest);
      return c.json(
        await explain(providers.explainer, logger, body.product, body.suppliers, 'recommend', c.req.raw.signal),
      );
    });
}

/** The model's explanation when one is configured and answers; otherwise, or on any failure, the factual summary. */
async function explain(
  explainer: Explainer,
  logger: Logger,
  product: Record<string, unknown>,
  suppliers: Supplier[],
  kind: 'find' | 'recommend',
  signal: AbortSignal,
): Promise<ExplainResponse> {
  if (explainer.configured && suppliers.some((s) => !s.isSearchLink)) {
    try {
      const text = await explainer.explain(
        {
          topic:
            kind === 'recommend'
              ? 'recommended wholesale suppliers for a product'
              : 'wholesale supplier search results for a product',
          instructions:
            'In 2 to 4 plain sentences for a small-business buyer, say which listings match the product best and why ' +
            '(the score counts brand, UPC and name words found in the title and snippet; 3 or more is a High Match), ' +
            'and what to check before ordering. Use only the data given; do not invent prices, MOQs or suppliers.',
          data: {
            product,
            suppliers: suppliers.map(({ marketplace, title, snippet, host, score }) => ({
              marketplace,
              title,
              snippet,
              host,
              score,
            })),
          },
        },
        { signal: AbortSignal.any([signal, AbortSignal.timeout(EXPLAIN_TIMEOUT_MS)]) },
      );
      if (text.trim()) return { explanation: text.trim(), source: 'model' };
    } catch (err) {
      logger.warn('supplier explanation fell back to the summary', { err: String(err) });
    }
  }
  return { explanation: summariseSuppliers(product, suppliers, kind), source: 'summary' };
}
