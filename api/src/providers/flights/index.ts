import type { FlightItinerary, FlightSearchParams } from '@costlens/contracts';
import type { ProviderInfo } from '../provider-info.ts';
import type { SerpApiClient } from '../transports/serpapi/client.ts';
import type { CallFor } from '../vendor-meter.ts';
import { createEmbeddedFlightProvider } from './embedded.ts';
import { createSerpApiFlightProvider } from './serpapi.ts';

export { googleFlightsUrl } from './embedded.ts';

export interface FlightSearchResult {
  itineraries: FlightItinerary[];
  total: number;
}

/** Flight search (see README.md for the contract). */
export interface FlightProvider extends ProviderInfo {
  /** The embedded default cannot search: it throws ProviderError('not_configured'). */
  search(params: FlightSearchParams, opts?: { signal?: AbortSignal } & CallFor): Promise<FlightSearchResult>;
}

/** SerpApi google_flights when its transport is configured, else the honest "not configured" default. */
export function createFlightProvider(serpapi: SerpApiClient | null): FlightProvider {
  return serpapi ? createSerpApiFlightProvider(serpapi) : createEmbeddedFlightProvider();
}
