/** Likes of an analysis, one per (analysis, fingerprint) and one per (analysis, device). */
import type { Database } from './database.ts';

/**
 * Records a like; false when this fingerprint or this device already liked the analysis. The primary
 * key (analysis, fingerprint) and the unique index (analysis, device) decide, so concurrent double
 * likes from any number of processes count once, and fresh fingerprints from one device count once.
 */
export async function addLike(
  database: Database,
  analysisId: string,
  fingerprint: string,
  deviceId: string,
  now: number,
): Promise<boolean> {
  const result = await database.db
    .insertInto('likes')
    .values({
      analysis_id: analysisId,
      user_fingerprint: fingerprint,
      device_id: deviceId,
      created_at: new Date(now).toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Takes back the like of this fingerprint or this device (the one like either may have given); nothing
 *  to take back is not an error, so a repeated undo answers the same. */
export async function removeLike(
  database: Database,
  analysisId: string,
  fingerprint: string,
  deviceId: string,
): Promise<void> {
  await database.db
    .deleteFrom('likes')
    .where('analysis_id', '=', analysisId)
    .where((eb) => eb.or([eb('user_fingerprint', '=', fingerprint), eb('device_id', '=', deviceId)]))
    .execute();
}

/** How many likes the analysis has, and whether this fingerprint or this device is among them. */
export async function likeSummary(
  database: Database,
  analysisId: string,
  fingerprint: string | null,
  deviceId: string,
): Promise<{ likeCount: number; hasLiked: boolean }> {
  const row = await database.db
    .selectFrom('likes')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.or([eb('user_fingerprint', '=', fingerprint ?? ''), eb('device_id', '=', deviceId)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('mine'),
    ])
    .where('analysis_id', '=', analysisId)
    .executeTakeFirstOrThrow();
  return { likeCount: Number(row.n), hasLiked: Number(row.mine ?? 0) > 0 };
}
