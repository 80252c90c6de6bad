/** The paid vendors whose calls are counted, and the meter their transports ask before each call. */
export type Vendor = 'serpapi' | 'openai';

/** Asks for one call to `vendor`; rejects (a 'daily_limit' ProviderError) when a budget is spent. */
export type VendorMeter = (vendor: Vendor) => Promise<void>;
