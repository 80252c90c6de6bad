/** Likes of an analysis, one per (analysis, fingerprint). */
import type { Database } from './database.ts';

/**
 * Records a like; false when this fingerprint already liked the analysis. The primary key
 * (analysis, fingerprint) decides, so concurrent double likes from any number of processes count once.
 */
export async function addLike(
  database: Database,
  analysisId: string,
  fingerprint: string,
  now: number,
): Promise<boolean> {
  const result = await database.db
    .insertInto('likes')
    .values({ analysis_id: analysisId, user_fingerprint: fingerprint, created_at: new Date(now).toISOString() })
    .onConflict((oc) => oc.columns(['analysis_id', 'user_fingerprint']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** How many likes the analysis has, and whether this fingerprint is among them. */
export async function likeSummary(
  database: Database,
  analysisId: string,
  fingerprint: string | null,
): Promise<{ likeCount: number; hasLiked: boolean }> {
  const row = await database.db
    .selectFrom('likes')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when('user_fingerprint', '=', fingerprint ?? '')
            .then(1)
            .else(0)
            .end(),
        )
        .as('mine'),
    ])
    .where('analysis_id', '=', analysisId)
    .executeTakeFirstOrThrow();
  return { likeCount: Number(row.n), hasLiked: fingerprint !== null && Number(row.mine ?? 0) > 0 };
}
