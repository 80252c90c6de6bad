import { CurrencyCode } from '@costlens/contracts';
import type { ExchangeRateResponse } from '@costlens/contracts';
import type { AppDeps } from '../../app-types.ts';
import { readProviderCache, writeProviderCache } from '../../db/provider-cache.ts';
import { badRequest } from '../../http/errors.ts';
import type { HttpError } from '../../http/errors.ts';
import { cacheKey, providerCalls } from '../../http/provider-call.ts';
import { sharedCalls } from '../../http/shared-calls.ts';
import { readParam } from '../../http/validate.ts';
import { ProviderError } from '../../providers/errors.ts';
import { unpublishedCurrency } from '../../providers/exchange-rates/currency.ts';
import type { ExchangeRate } from '../../providers/exchange-rates/index.ts';
import type { Routes } from '../route-table.ts';

const MINUTE_MS = 60_000;
/** The Bank publishes one daily rate per business day: a day's answer stays good for a day. */
export const DAILY_RATE_TTL_MS = 24 * 60 * MINUTE_MS;
/** A fallback answer is kept briefly, so the daily rate is asked for again soon but not on every request. */
export const FALLBACK_RATE_TTL_MS = 10 * MINUTE_MS;
/** A currency the Bank publishes no rate for stays refused for a day without asking it again. */
export const REFUSED_TTL_MS = DAILY_RATE_TTL_MS;

type Kept = { rate: Omit<ExchangeRateResponse, 'cached'> } | { refused: string };

function answer(rate: ExchangeRate): Omit<ExchangeRateResponse, 'cached'> {
  const { kind, ...source } = rate.source;
  return {
    currency: rate.currency,
    rateToCad: rate.rate,
    date: rate.date,
    source: { kind: kind === 'annual-average' ? 'annual' : kind, ...source },
    note: rate.note ?? null,
  };
}

const refusal = (message: string): HttpError => badRequest(message, 'currency');

/**
 * CAD for one unit of a currency. A currency the Bank does not publish is refused (400, as a code the
 * user typed wrong would be) before anything is asked; the others are answered from the shared cache, a
 * day when it holds the Bank's daily rate, ten minutes when it holds the annual-average fallback, and a
 * day when the Bank answered that it has no such rate. Concurrent misses for one currency in this process
 * share one call to the Bank; each client is rate limited (routes/endpoint-limits.ts).
 */
export function exchangeRateRoutes(deps: AppDeps): Routes<'exchangeRate'> {
  const { database, clock, providers } = deps;
  const calls = providerCalls(deps);
  const misses = sharedCalls<Omit<ExchangeRateResponse, 'cached'>>();
  return {
    exchangeRate: {
      handle: async (c) => {
        const currency = readParam(c.req.query('currency'), CurrencyCode, 'currency');
        const unpublished = unpublishedCurrency(currency);
        if (unpublished) throw refusal(unpublished);
        const provider = providers.exchangeRates;
        const key = provider.configured ? cacheKey(`exchange-rate:${provider.name}`, { currency }) : null;
        const kept = key ? await readProviderCache<Kept>(database, key, clock.now()) : null;
        if (kept && 'refused' in kept) throw refusal(kept.refused);
        if (kept) return c.json({ ...kept.rate, cached: true } satisfies ExchangeRateResponse);

        const rate = await misses.run(key ?? currency, async () => {
          // A call for this currency may have finished (and kept its answer) between the read above and here:
          // read again, so a late ask of a burst is answered from the store, never asks the Bank twice.
          const since = key ? await readProviderCache<Kept>(database, key, clock.now()) : null;
          if (since && 'refused' in since) throw refusal(since.refused);
          if (since) return since.rate;
          const { value } = await calls.call({ what: 'Exchange rates' }, async () => {
            try {
              return await provider.rateToCad(currency);
            } catch (err) {
              if (!(err instanceof ProviderError) || err.code !== 'refused') throw err;
              if (key) await writeProviderCache(database, key, { refused: err.message }, REFUSED_TTL_MS, clock.now());
              throw refusal(err.message);
            }
          });
          const answered = answer(value);
          if (key && answered.source.kind !== 'none') {
            const ttl = answered.source.kind === 'daily' ? DAILY_RATE_TTL_MS : FALLBACK_RATE_TTL_MS;
            await writeProviderCache(database, key, { rate: answered } satisfies Kept, ttl, clock.now());
          }
          return answered;
        });
        return c.json({ ...rate, cached: false } satisfies ExchangeRateResponse);
      },
    },
  };
}
