import type { SupplierFindResponse, SupplierRecommendResponse } from '@costlens/contracts';
import { Supplier, SupplierExplainRequest, SupplierFindRequest, SupplierRecommendRequest } from '@costlens/contracts';
import type { SupplierProduct } from '@costlens/domain';
import type { AppDeps } from '../../app-types.ts';
import { answeredSearches, notAnswered } from '../../http/answered-searches.ts';
import type { AnswerKind } from '../../http/answered-searches.ts';
import { callerOf, providerCalls } from '../../http/provider-call.ts';
import type { CallFor } from '../../providers/vendor-meter.ts';
import { readJson } from '../../http/validate.ts';
import type { SupplierSearchResult } from '../../providers/suppliers/index.ts';
import { summariseSuppliers } from './summary.ts';
import type { Routes } from '../route-table.ts';

/** Recommendations are the few best matches, not the whole search. */
export const RECOMMENDED_SUPPLIERS_LIMIT = 6;

const EXPLAIN_INSTRUCTIONS =
  'In 2 to 4 plain sentences for a small-business buyer, say which listings match the product best and why ' +
  '(the score counts brand, UPC and name words found in the title and snippet; 3 or more is a High Match), ' +
  'and what to check before ordering. Use only the data given; do not invent prices, MOQs or suppliers.';

/**
 * Wholesale suppliers of a product on the marketplaces: found, recommended, and explained in plain words.
 * An explanation is of a list this server answered (answered-searches.ts), with the product as searched.
 */
export function supplierRoutes(
  deps: AppDeps,
): Routes<'findSuppliers' | 'recommendSuppliers' | 'explainSuppliers' | 'explainRecommendations'> {
  const provider = deps.providers.suppliers;
  const calls = providerCalls(deps);
  const answered = answeredSearches(deps);
  const KIND: Record<'find' | 'recommend', AnswerKind> = { find: 'suppliers-find', recommend: 'suppliers-recommend' };

  // find and recommend run the same search for the same product, so they share one cache entry. The city
  // of a recommendation is not a search parameter (Google's `location` is for the US only), so not a key.
  // Search links cost nothing to rebuild, and a partial search must not hide the rest for two hours.
  const search = (product: SupplierProduct, country: string, signal: AbortSignal, caller: CallFor) =>
    calls.call<SupplierSearchResult>(
      {
        what: 'Supplier search',
        cache: {
          provider,
          namespace: 'suppliers',
          request: { product: { brand: product.brand, name: product.name, upc: product.upc }, country },
          keep: (result) => result.complete,
        },
      },
      () => provider.search(product, { country, signal, ...caller }),
    );

  // Only found listings are worth a model's words; search links are summarised as what they are.
  const explain = async (shown: Supplier[], kind: 'find' | 'recommend', signal: AbortSignal, caller: CallFor) => {
    const answer = await answered.recall(KIND[kind], shown);
    if (!answer) throw notAnswered();
    const { product, items: suppliers } = answer;
    return calls.explain(
      {
        topic:
          kind === 'recommend'
            ? 'recommended wholesale suppliers for a product'
            : 'wholesale supplier search results for a product',
        instructions: EXPLAIN_INSTRUCTIONS,
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
      () => summariseSuppliers(product, suppliers, kind),
      {
        signal,
        useModel: suppliers.some((s) => !s.isSearchLink),
        cacheKey: `${KIND[kind]}:${answer.digest}`,
        ...caller,
      },
    );
  };

  return {
    findSuppliers: {
      handle: async (c) => {
        const body = await readJson(c, SupplierFindRequest);
        const { value: result, cached } = await search(
          body.product,
          body.country,
          c.req.raw.signal,
          callerOf(c, deps.config.TRUST_PROXY),
        );
        await answered.remember(KIND.find, body.product, Supplier.array(), result.suppliers);
        return c.json({
          suppliers: result.suppliers,
          meta: result.meta,
          cached,
          configured: provider.configured,
        } satisfies SupplierFindResponse);
      },
    },
    recommendSuppliers: {
      handle: async (c) => {
        const body = await readJson(c, SupplierRecommendRequest);
        const { value: result, cached } = await search(
          body.product,
          body.country,
          c.req.raw.signal,
          callerOf(c, deps.config.TRUST_PROXY),
        );
        // Search links are offered as they are; found listings only when they match the product at all.
        const suppliers = provider.configured
          ? result.suppliers.filter((s) => s.score > 0).slice(0, RECOMMENDED_SUPPLIERS_LIMIT)
          : result.suppliers;
        await answered.remember(KIND.recommend, body.product, Supplier.array(), suppliers);
        return c.json({ suppliers, cached, configured: provider.configured } satisfies SupplierRecommendResponse);
      },
    },
    explainSuppliers: {
      handle: async (c) => {
        const body = await readJson(c, SupplierExplainRequest);
        return c.json(await explain(body.suppliers, 'find', c.req.raw.signal, callerOf(c, deps.config.TRUST_PROXY)));
      },
    },
    explainRecommendations: {
      handle: async (c) => {
        const body = await readJson(c, SupplierExplainRequest);
        return c.json(
          await explain(body.suppliers, 'recommend', c.req.raw.signal, callerOf(c, deps.config.TRUST_PROXY)),
        );
      },
    },
  };
}
