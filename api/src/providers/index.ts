import type { Config } from '../env.ts';
import type { Explainer } from './explain/index.ts';
import { createOpenAIExplainer } from './explain/openai.ts';
import { createFlightProvider } from './flights/index.ts';
import type { FlightProvider } from './flights/index.ts';
import { createSerpApiClient } from './serpapi/client.ts';
import type { SerpApiClient } from './serpapi/client.ts';
import { createSupplierProvider } from './suppliers/index.ts';
import type { SupplierProvider } from './suppliers/index.ts';
import { createVisionProvider } from './vision/index.ts';
import type { VisionProvider } from './vision/index.ts';
import { createShoppingProvider } from './shopping/index.ts';
import type { ShoppingProvider } from './shopping/index.ts';

/** The outside sources, one interface per capability, each picked by environment at start-up
 *  (DESIGN.md 'Providers'). Each capability lives in its own folder: index.ts is its interface and
 *  factory, one file per vendor, README.md its contract. */
export interface Providers {
  /** The SerpApi transport when SERPAPI_KEY is set; capabilities built on it use their embedded default otherwise. */
  serpapi: SerpApiClient | null;
  /** A model that explains data in plain words, when OPENAI_API_KEY is set; null otherwise. */
  explainer: Explainer | null;
  /** Prices at retailers, similar products and Amazon: SerpApi with a key, suggested-retailer search links without. */
  shopping: ShoppingProvider;
  /** Wholesale suppliers: SerpApi google site: searches with a key, marketplace search links without. */
  suppliers: SupplierProvider;
  /** Flights: SerpApi google_flights with a key; without one, searches fail as 'not_configured'. */
  flights: FlightProvider;
  /** Identifies and analyses product photos: a model when OPENAI_API_KEY is set, the on-device estimator otherwise. */
  vision: VisionProvider;
}

/** Chooses each provider from the configuration: a real adapter when its key is set, else the embedded default. */
export function createProviders(config: Config): Providers {
  const serpapi = config.SERPAPI_KEY
    ? createSerpApiClient({ apiKey: config.SERPAPI_KEY, baseUrl: config.SERPAPI_BASE_URL })
    : null;
  const explainer: Explainer | null = config.OPENAI_API_KEY
    ? createOpenAIExplainer({
        baseUrl: config.OPENAI_BASE_URL,
        apiKey: config.OPENAI_API_KEY,
        model: config.OPENAI_MODEL,
      })
    : null;
  const shopping = createShoppingProvider(serpapi);
  const suppliers = createSupplierProvider(serpapi);
  const flights = createFlightProvider(serpapi);
  const vision = createVisionProvider(config);
  return { serpapi, explainer, shopping, vision, suppliers, flights };
}
