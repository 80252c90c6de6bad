/**
 * The scheduler is a client of its own for the paid vendors: its SerpApi calls count against its own
 * daily budget (WATCH_SERPAPI_DAILY_CALLS, in the same `rate_limits` windows as every client's) before
 * the shopping transport's meter counts them against everyone's (SERPAPI_DAILY_CALLS).
 */
import type { AppDeps } from '../app-types.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { ProviderError } from '../providers/errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SCHEDULER_CLIENT = 'scheduler';

export async function spendSchedulerSearch({
  database,
  clock,
  config,
}: Pick<AppDeps, 'database' | 'clock' | 'config'>) {
  const result = await hitRateLimit(
    database,
    `budget:serpapi:client:${SCHEDULER_CLIENT}`,
    { limit: config.WATCH_SERPAPI_DAILY_CALLS, windowMs: DAY_MS },
    clock.now(),
  );
  if (!result.allowed) {
    throw new ProviderError('daily_limit', "The watches' daily price searches are used up", {
      retryAfterSeconds: result.retryAfterSeconds,
      perClient: true,
    });
  }
}
