import { z } from 'zod';
import type { FlightSearchResponse } from '@costlens/contracts';
import type { AppDeps } from '../../app-types.ts';
import { callerOf, providerCalls } from '../../http/provider-call.ts';
import { readJson } from '../../http/validate.ts';
import { googleFlightsUrl } from '../../providers/flights/index.ts';
import type { Routes } from '../route-table.ts';
import { parseFlightSearch } from './validate.ts';

/** The answer when no flight provider can search; it contains 'No flights', which the screen's toast quotes. */
export const NOT_CONFIGURED_MESSAGE =
  'No flights searched: no flight provider configured on this server. Open the same search on Google Flights.';

/** Flight search: validated, searched by the configured provider, cached two hours. Without a provider
 *  that can search, the answer links to the same search on Google Flights. */
export function flightRoutes(deps: AppDeps): Routes<'searchFlights'> {
  const { clock, providers } = deps;
  const calls = providerCalls(deps);
  return {
    searchFlights: {
      handle: async (c) => {
        // Read as any JSON value: parseFlightSearch checks shape and meaning, and every 400 names its field.
        const params = parseFlightSearch(await readJson(c, z.unknown()), clock.now());
        const provider = providers.flights;
        const { value, cached } = await calls.call(
          {
            what: 'Flight search',
            cache: { provider, namespace: 'flights', request: params },
            notConfigured: {
              message: provider.configured ? undefined : NOT_CONFIGURED_MESSAGE,
              searchUrl: googleFlightsUrl(params),
            },
          },
          () => provider.search(params, { signal: c.req.raw.signal, ...callerOf(c, deps.config.TRUST_PROXY) }),
        );
        return c.json({ ...value, cached } satisfies FlightSearchResponse);
      },
    },
  };
}
