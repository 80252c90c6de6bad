import type { ProductFacts } from '@costlens/contracts';
import type { ProviderInfo } from '../provider-info.ts';
import { createEmbeddedProductFacts } from './embedded.ts';
import { createProductFactsLookup } from './lookup.ts';
import type { OpenFactsType } from './open-facts-databases.ts';

export type { OpenFactsType } from './open-facts-databases.ts';

/** The outside services behind this capability, each with limits of its own. */
export type FactsVendor = 'open-food-facts' | 'upcitemdb';

export type GateAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Asked before every call to a vendor. The vendors' limits are per server, not per process (15 product
 * reads a minute for the Open Food Facts family, 100 lookups a day for UPCitemdb's trial), so the
 * implementation keeps its counts in the database (routes/product-facts/gate.ts).
 */
export interface CallGate {
  /** Counts one call to `vendor`, or says how long to wait: its limit is reached or it asked us to back off. */
  take(vendor: FactsVendor): Promise<GateAnswer>;
  /** The vendor answered 429 or 503: ask it nothing more for `seconds`. */
  backOff(vendor: FactsVendor, seconds: number): Promise<void>;
}

export interface LookupOptions {
  gate: CallGate;
  signal?: AbortSignal;
}

/** Facts about a barcode from public product databases (see README.md for the contract). */
export interface ProductFactsProvider extends ProviderInfo {
  /** `code` is digits with a valid check digit (the route checks it). A code no database knows is an
   *  answer (`found: false`), not an error; errors are the primary database's failures. */
  lookup(code: string, opts: LookupOptions): Promise<ProductFacts>;
}

export interface ProductFactsSettings {
  /** Names the app and how to reach its operator, as the Open Food Facts databases ask. */
  userAgent: string;
  /** Where each database of the Open Food Facts family answers its API. */
  openFactsBaseUrls: Record<OpenFactsType, string>;
  /** UPCitemdb's trial API, without the trailing /lookup. */
  upcitemdbBaseUrl: string;
  /** Per request; a lookup may make three (a redirect to a sister database, then UPCitemdb). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The databases when the capability is on; without settings, the embedded default that asks nobody. */
export function createProductFactsProvider(settings: ProductFactsSettings | null): ProductFactsProvider {
  return settings ? createProductFactsLookup(settings) : createEmbeddedProductFacts();
}
