import type { Config } from '../env.ts';
import { createExchangeRateProvider } from './exchange-rates/index.ts';
import type { ExchangeRateProvider } from './exchange-rates/index.ts';
import { createExplainer } from './explain/index.ts';
import type { Explainer } from './explain/index.ts';
import { createFlightProvider } from './flights/index.ts';
import type { FlightProvider } from './flights/index.ts';
import { createPageReader } from './page-reader/index.ts';
import type { PageReader } from './page-reader/index.ts';
import { createProductFactsProvider } from './product-facts/index.ts';
import type { ProductFactsProvider } from './product-facts/index.ts';
import { createShoppingProvider } from './shopping/index.ts';
import type { ShoppingProvider } from './shopping/index.ts';
import { createSupplierProvider } from './suppliers/index.ts';
import type { SupplierProvider } from './suppliers/index.ts';
import { createChatClient } from './transports/openai/chat-completions.ts';
import { createSerpApiClient } from './transports/serpapi/client.ts';
import type { VendorMeter } from './vendor-meter.ts';
import { createVisionProvider } from './vision/index.ts';
import type { VisionProvider } from './vision/index.ts';

/**
 * The outside sources, one interface per capability. Every capability has the same shape: a folder with
 * index.ts (its interface, extending ProviderInfo, and its factory), one file per vendor, embedded.ts
 * (the default when no vendor is configured) and README.md (its contract). The vendors' HTTP clients
 * live in transports/, one folder per vendor, and are shared by the capabilities built on them.
 */
export interface Providers {
  /** Identifies and analyses product photos: the model when OPENAI_API_KEY is set, the on-device estimator otherwise. */
  vision: VisionProvider;
  /** Explains prices and suppliers in plain words: the model when OPENAI_API_KEY is set; otherwise routes summarise. */
  explainer: Explainer;
  /** Reads a product from a page whose markup names none: the model when OPENAI_API_KEY is set, else nothing. */
  pageReader: PageReader;
  /** Prices at retailers, similar products and Amazon: SerpApi with a key, suggested-retailer search links without. */
  shopping: ShoppingProvider;
  /** Wholesale suppliers: SerpApi google site: searches with a key, marketplace search links without. */
  suppliers: SupplierProvider;
  /** Flights: SerpApi google_flights with a key; without one, searches fail as 'not_configured'. */
  flights: FlightProvider;
  /** Facts about a barcode: the Open Food Facts family, then UPCitemdb's trial; PRODUCT_FACTS=off answers
   *  'not_configured' and the app keeps to what the device read. */
  productFacts: ProductFactsProvider;
  /** CAD for one unit of a currency: the Bank of Canada's daily rate (no key), else its embedded annual average. */
  exchangeRates: ExchangeRateProvider;
}

/**
 * The one place that chooses vendors: each transport when its key is set, and every capability on top.
 * `meter` counts each paid call against the daily budgets (http/vendor-budget.ts); without one, calls
 * are not counted.
 */
export function createProviders(config: Config, { meter }: { meter?: VendorMeter } = {}): Providers {
  const openai = config.OPENAI_API_KEY
    ? createChatClient({
        baseUrl: config.OPENAI_BASE_URL,
        apiKey: config.OPENAI_API_KEY,
        model: config.OPENAI_MODEL,
        ...(meter ? { meter: (client: string | null) => meter('openai', client) } : {}),
      })
    : null;
  const serpapi = config.SERPAPI_KEY
    ? createSerpApiClient({
        apiKey: config.SERPAPI_KEY,
        baseUrl: config.SERPAPI_BASE_URL,
        ...(meter ? { meter: (client: string | null) => meter('serpapi', client) } : {}),
      })
    : null;
  return {
    vision: createVisionProvider(openai, { estimatorMaxWaiting: config.ESTIMATOR_MAX_WAITING }),
    explainer: createExplainer(openai),
    pageReader: createPageReader(openai),
    shopping: createShoppingProvider(serpapi),
    suppliers: createSupplierProvider(serpapi),
    flights: createFlightProvider(serpapi),
    productFacts: createProductFactsProvider(
      config.PRODUCT_FACTS === 'on'
        ? {
            userAgent: config.PRODUCT_FACTS_USER_AGENT,
            openFactsBaseUrls: {
              food: config.OPEN_FOOD_FACTS_BASE_URL,
              beauty: config.OPEN_BEAUTY_FACTS_BASE_URL,
              petfood: config.OPEN_PET_FOOD_FACTS_BASE_URL,
              product: config.OPEN_PRODUCTS_FACTS_BASE_URL,
            },
            upcitemdbBaseUrl: config.UPCITEMDB_BASE_URL,
          }
        : null,
    ),
    exchangeRates: createExchangeRateProvider({ valet: { baseUrl: config.BANK_OF_CANADA_VALET_BASE_URL } }),
  };
}
