import type { Supplier } from '@costlens/contracts';
import type { SupplierProduct } from '@costlens/domain';
import type { ProviderInfo } from '../provider-info.ts';
import type { SerpApiClient } from '../transports/serpapi/client.ts';
import type { CallFor } from '../vendor-meter.ts';
import { createEmbeddedSupplierProvider } from './embedded.ts';
import { createSerpApiSupplierProvider } from './serpapi.ts';

/** What a supplier search found. `complete` is false when some marketplace searches failed and the rest
 *  are returned: such a result is shown but not cached. */
export interface SupplierSearchResult {
  suppliers: Supplier[];
  meta: { totalFound: number; queries: string[] };
  complete: boolean;
}

/** Supplier discovery on the wholesale marketplaces (see README.md for the contract). */
export interface SupplierProvider extends ProviderInfo {
  search(
    product: SupplierProduct,
    opts: { country: string; signal?: AbortSignal } & CallFor,
  ): Promise<SupplierSearchResult>;
}

/** SerpApi when its transport is configured, else the embedded search links. */
export function createSupplierProvider(serpapi: SerpApiClient | null): SupplierProvider {
  return serpapi ? createSerpApiSupplierProvider(serpapi) : createEmbeddedSupplierProvider();
}
