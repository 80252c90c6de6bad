// A capture named while it still waited on the device is sent again under a new key, naming the keys it
// was sent under before. When one of those uploads did reach the server and stored an analysis (its answer
// lost on the way back), the named upload corrects that analysis instead of storing a second one.
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app-types.ts';
import { findAnalysisMadeWithKey, findAnalysisOwner } from '../../db/analyses.ts';
import { inProgress, isKeyRunning, rowIdOfKey } from '../../http/idempotency.ts';

/**
 * The id of the analysis one of `keys` stored for this device, or undefined when none did (a refused
 * upload stored nothing, so the named one makes a new analysis). Keys are looked up as this device's own,
 * so another device's key never finds anything. Throws a retryable 409 while one of them is still
 * running: its analysis may be about to be stored.
 */
export async function analysisOfEarlierKeys(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'database' | 'clock'>,
  keys: readonly string[],
): Promise<string | undefined> {
  const deviceId = c.get('deviceId');
  for (const key of keys) {
    const made = await findAnalysisMadeWithKey(deps.database, {
      id: rowIdOfKey(c, key),
      legacyClientKey: `${deviceId}:${key}`,
    });
    if (made && (await findAnalysisOwner(deps.database, made.id)) === deviceId) return made.id;
  }
  for (const key of keys) if (await isKeyRunning(c, deps, key)) throw inProgress();
  return undefined;
}
