// Which analysis a keyed upload of this device stored. A retry under the same key answers that analysis; a
// capture named while it still waited on the device is sent again under a new key, naming the keys it was
// sent under before, and when one of those uploads did reach the server and stored an analysis (its answer
// lost on the way back), the named upload corrects that analysis instead of storing a second one.
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app-types.ts';
import { findAnalysisMadeWithKey } from '../../db/analyses.ts';
import type { Database } from '../../db/database.ts';
import type { StoredAnalysis } from '@costlens/contracts';
import { inProgress, isKeyRunning, rowIdOfKey } from '../../http/idempotency.ts';

/** The analysis this device's upload under `key` stored, if any. Both the row id and the key kept by older
 *  rows are derived from the device's id, so another device's key never finds anything. */
export function analysisMadeUnderKey(
  c: Context<AppEnv>,
  database: Database,
  key: string,
): Promise<StoredAnalysis | null> {
  return findAnalysisMadeWithKey(database, { id: rowIdOfKey(c, key), legacyClientKey: `${c.get('deviceId')}:${key}` });
}

/**
 * The id of the analysis one of `keys` stored for this device, or undefined when none did (a refused
 * upload stored nothing, so the named one makes a new analysis). Throws a retryable 409 while one of them
 * is still running: its analysis may be about to be stored.
 */
export async function analysisOfEarlierKeys(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'database' | 'clock'>,
  keys: readonly string[],
): Promise<string | undefined> {
  for (const key of keys) {
    const made = await analysisMadeUnderKey(c, deps.database, key);
    if (made) return made.id;
  }
  for (const key of keys) if (await isKeyRunning(c, deps, key)) throw inProgress();
  return undefined;
}
