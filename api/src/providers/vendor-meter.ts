/** The paid vendors whose calls are counted, and the meter their transports ask before each call. */
export type Vendor = 'serpapi' | 'openai';

/** Whom a call that may reach a paid vendor is made for: the client (its address) whose own daily budget
 *  it counts against as well as everyone's; absent for the server's own work (scheduled checks). */
export interface CallFor {
  client?: string;
}

/** Asks for one call to `vendor` for `client`; rejects (a 'daily_limit' ProviderError) when a budget is
 *  spent. */
export type VendorMeter = (vendor: Vendor, client: string | null) => Promise<void>;
