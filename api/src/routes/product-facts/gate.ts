/**
 * The product databases' limits, kept in the database so every API process counts against the same
 * ones: reads of the Open Food Facts family per minute and UPCitemdb lookups per UTC day in the shared
 * fixed windows (`rate_limits`), and a vendor's "wait" (429 or 503 with Retry-After) as a row in the
 * provider cache that expires when the wait is over. One client's UPCitemdb lookups also count against
 * its own small share of the day's (PRODUCT_FACTS_CLIENT_UPCITEMDB_DAILY_CALLS), counted first, so a
 * client past its share spends nothing of everyone's.
 */
import type { AppDeps } from '../../app-types.ts';
import { readProviderCache, writeProviderCache } from '../../db/provider-cache.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import type { RateLimitRule } from '../../http/rate-limit.ts';
import type { CallGate, FactsVendor } from '../../providers/product-facts/index.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const backOffKey = (vendor: FactsVendor) => `product-facts:back-off:${vendor}`;

export function databaseGate(
  { database, clock, config }: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  client: string,
): CallGate {
  const rules: Record<FactsVendor, RateLimitRule> = {
    'open-food-facts': { limit: config.PRODUCT_FACTS_READS_PER_MINUTE, windowMs: MINUTE_MS },
    upcitemdb: { limit: config.PRODUCT_FACTS_UPCITEMDB_DAILY_CALLS, windowMs: DAY_MS },
  };
  return {
    async take(vendor) {
      const now = clock.now();
      const until = await readProviderCache<number>(database, backOffKey(vendor), now);
      if (until !== null && until > now) return { allowed: false, retryAfterSeconds: Math.ceil((until - now) / 1000) };
      if (vendor === 'upcitemdb') {
        const share = { limit: config.PRODUCT_FACTS_CLIENT_UPCITEMDB_DAILY_CALLS, windowMs: DAY_MS };
        const mine = await hitRateLimit(database, `product-facts:${vendor}:client:${client}`, share, now);
        if (!mine.allowed) return { allowed: false, retryAfterSeconds: mine.retryAfterSeconds };
      }
      const hit = await hitRateLimit(database, `product-facts:${vendor}`, rules[vendor], now);
      return hit.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: hit.retryAfterSeconds };
    },
    async backOff(vendor, seconds) {
      const now = clock.now();
      await writeProviderCache(database, backOffKey(vendor), now + seconds * 1000, seconds * 1000, now);
    },
  };
}
