import { Hono } from 'hono';
import { z } from 'zod';
import type { FlightSearchResponse } from '@costlens/contracts';
import type { AppDeps, AppEnv } from '../../app-types.ts';
import { HttpError } from '../../http/errors.ts';
import { readJson } from '../../http/validate.ts';
import { cacheKey, createProviderCache } from '../../providers/cache.ts';
import { ProviderError, providerErrorToHttp } from '../../providers/errors.ts';
import { googleFlightsUrl } from '../../providers/flights/index.ts';
import type { FlightSearchResult } from '../../providers/flights/index.ts';
import { parseFlightSearch } from './validate.ts';

/** The answer when no flight provider can search; it contains 'No flights', which the screen's toast quotes. */
export const NOT_CONFIGURED_MESSAGE =
  'No flights searched: no flight provider configured on this server. Open the same search on Google Flights.';

/** POST /api/flights/search: validated, searched by the configured provider, cached two hours. */
export function flightRoutes({ database, clock, providers }: AppDeps) {
  const cache = createProviderCache(database, clock);
  return new Hono<AppEnv>().post('/search', async (c) => {
    // Read as any JSON value: parseFlightSearch checks shape and meaning, and every 400 names its field.
    const params = parseFlightSearch(await readJson(c, z.unknown()), clock.now());
    const provider = providers.flights;
    const key = cacheKey(`flights:${provider.name}`, params);
    const hit = await cache.get<FlightSearchResult>(key);
    if (hit) return c.json({ ...hit, cached: true } satisfies FlightSearchResponse);
    let result: FlightSearchResult;
    try {
      result = await provider.search(params, { signal: c.req.raw.signal });
    } catch (err) {
      if (err instanceof ProviderError && err.code === 'not_configured') {
        throw new HttpError(
          503,
          provider.configured ? providerErrorToHttp(err, 'Flight search').message : NOT_CONFIGURED_MESSAGE,
          { retryable: false, searchUrl: googleFlightsUrl(params) },
        );
      }
      if (err instanceof ProviderError) throw providerErrorToHttp(err, 'Flight search');
      throw err;
    }
    await cache.put(key, result);
    return c.json({ ...result, cached: false } satisfies FlightSearchResponse);
  });
}
