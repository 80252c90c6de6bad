import { ProductCode } from '@costlens/contracts';
import type { ProductFactsResponse } from '@costlens/contracts';
import type { AppDeps } from '../../app-types.ts';
import { callerOf, providerCalls } from '../../http/provider-call.ts';
import { enforceRateLimit, limitPerIp } from '../../http/rate-limit.ts';
import { sharedCalls } from '../../http/shared-calls.ts';
import { readParam } from '../../http/validate.ts';
import type { Routes } from '../route-table.ts';
import { factsCacheKey, keepFacts, readCachedFacts } from './cache.ts';
import { databaseGate } from './gate.ts';

/** The answer when the capability is off here; the screen keeps to what the device read. */
export const UNAVAILABLE_MESSAGE = 'Product facts are unavailable on this server.';

const MINUTE_MS = 60_000;

/**
 * GET /api/product-facts/:code: a misread code (wrong length or check digit) is a 400 naming `code`;
 * otherwise the facts from this server's copy, or from the databases (Open Food Facts family, then
 * UPCitemdb) within their limits, kept for as long as the kind of answer stays true (cache.ts). The
 * databases' allowance is the whole server's: each client may look up a few codes a minute that are not
 * in the copy (PRODUCT_FACTS_CLIENT_LOOKUPS_PER_MINUTE, then 429), and concurrent misses for one code
 * share one lookup.
 */
export function productFactsRoutes(deps: AppDeps): Routes<'productFacts'> {
  const { database, clock, providers } = deps;
  const calls = providerCalls(deps);
  const lookups = sharedCalls<ProductFactsResponse>();
  const share = { limit: deps.config.PRODUCT_FACTS_CLIENT_LOOKUPS_PER_MINUTE, windowMs: MINUTE_MS };
  return {
    productFacts: {
      // Each lookup may cost reads of the databases' per-server allowance: counted with the searches.
      use: [limitPerIp(deps, 'product-facts', (s) => s.searchesPerIp)],
      handle: async (c) => {
        const code = readParam(c.req.param('code'), ProductCode, 'code');
        const provider = providers.productFacts;
        const key = provider.configured ? factsCacheKey(provider, code) : null;
        const kept = key ? await readCachedFacts(database, key, clock.now()) : null;
        if (kept) return c.json({ ...kept, code, cached: true } satisfies ProductFactsResponse);
        const { client } = callerOf(c, deps.config.TRUST_PROXY);
        if (provider.configured) await enforceRateLimit(database, `product-facts:client:${client}`, share, clock.now());
        const answer = await lookups.run(key ?? code, async () => {
          const { value } = await calls.call(
            { what: 'Product facts', notConfigured: { message: UNAVAILABLE_MESSAGE } },
            () => provider.lookup(code, { gate: databaseGate(deps, client ?? 'unknown') }),
          );
          if (key) await keepFacts(database, key, value, clock.now());
          return { ...value, cached: false } satisfies ProductFactsResponse;
        });
        // A UPC-A asked while its EAN-13 was being looked up answers as asked.
        return c.json({ ...answer, code } satisfies ProductFactsResponse);
      },
    },
  };
}
