/**
 * Daily budgets for the paid vendors (SerpApi, the OpenAI-compatible model): calls per UTC day in all,
 * and per client address, counted in the database (`rate_limits`, one window a day) so every process
 * shares them. The vendors' transports ask the meter before each call they make, with the client the
 * route said the call is for (none for the server's own work); an answer from the two-hour cache makes
 * no call and costs nothing. A call past a budget is refused as a 'daily_limit' ProviderError that says
 * when the budget comes back: at the next midnight UTC.
 */
import type { AppDeps } from '../app-types.ts';
import { ProviderError } from '../providers/errors.ts';
import type { Vendor, VendorMeter } from '../providers/vendor-meter.ts';
import { hitRateLimit } from './rate-limit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NAMES: Record<Vendor, string> = { serpapi: 'SerpApi', openai: 'The model' };

export function vendorMeter({ database, clock, config }: Pick<AppDeps, 'database' | 'clock' | 'config'>): VendorMeter {
  const budgets: Record<Vendor, { all: number; perClient: number }> = {
    serpapi: { all: config.SERPAPI_DAILY_CALLS, perClient: config.SERPAPI_CLIENT_DAILY_CALLS },
    openai: { all: config.OPENAI_DAILY_CALLS, perClient: config.OPENAI_CLIENT_DAILY_CALLS },
  };
  return async (vendor, client) => {
    const now = clock.now();
    const budget = budgets[vendor];
    // The client's own budget first: a client past it never touches everyone's.
    if (client !== null) {
      const mine = await hitRateLimit(
        database,
        `budget:${vendor}:client:${client}`,
        { limit: budget.perClient, windowMs: DAY_MS },
        now,
      );
      if (!mine.allowed) throw spent(vendor, true, mine.retryAfterSeconds);
    }
    const all = await hitRateLimit(database, `budget:${vendor}:all`, { limit: budget.all, windowMs: DAY_MS }, now);
    if (!all.allowed) throw spent(vendor, false, all.retryAfterSeconds);
  };
}

function spent(vendor: Vendor, perClient: boolean, retryAfterSeconds: number): ProviderError {
  const whose = perClient ? 'for this client' : 'for this server';
  return new ProviderError('daily_limit', `${NAMES[vendor]}'s daily budget ${whose} is used up`, {
    retryAfterSeconds,
    perClient,
  });
}
