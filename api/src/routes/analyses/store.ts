/** Queries of history, sharing and the community (comments, likes); one SQL for both dialects. */
import type { Comment, StoredAnalysis } from '@costlens/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { toStoredAnalysis } from '../../db/analyses.ts';
import type { CommentsTable } from '../../db/tables.ts';
import { randomId } from '../../lib/ids.ts';

/** Newest first, then by id, so rows created in the same millisecond still page without gaps. */
export interface HistoryCursor {
  createdAt: string;
  id: string;
}

export async function listDeviceAnalyses(
  database: Database,
  deviceId: string,
  limit: number,
  after: HistoryCursor | null,
): Promise<{ analyses: StoredAnalysis[]; next: HistoryCursor | null }> {
  let query = database.db.selectFrom('analyses').selectAll().where('device_id', '=', deviceId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    analyses: page.map(toStoredAnalysis),
    next: rows.length > limit && last ? { createdAt: last.created_at, id: last.id } : null,
  };
}

export async function listPublicAnalyses(database: Database, limit: number): Promise<StoredAnalysis[]> {
  const rows = await database.db
    .selectFrom('analyses')
    .selectAll()
    .where('is_public', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toStoredAnalysis);
}

export interface Visible {
  stored: StoredAnalysis;
  isOwner: boolean;
}

/** An analysis as `deviceId` may see it: its own, or anyone's once shared publicly. */
export async function findVisibleAnalysis(database: Database, id: string, deviceId: string): Promise<Visible | null> {
  const row = await database.db
    .selectFrom('analyses')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('device_id', '=', deviceId), eb('is_public', '=', 1)]))
    .executeTakeFirst();
  return row ? { stored: toStoredAnalysis(row), isOwner: row.device_id === deviceId } : null;
}

/** Whether `deviceId` may read and join in on the analysis (comments, likes), and whether it owns it. */
export async function analysisAccess(
  database: Database,
  id: string,
  deviceId: string,
): Promise<{ isOwner: boolean } | null> {
  const row = await database.db
    .selectFrom('analyses')
    .select(['device_id', 'is_public'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const isOwner = row.device_id === deviceId;
  return isOwner || Number(row.is_public) === 1 ? { isOwner } : null;
}

/**
 * Makes the analysis public with the given title and description. The token is drawn once: a re-share
 * (or two racing shares) keeps the first one, because the update only fills an empty token.
 */
export async function shareAnalysis(
  database: Database,
  id: string,
  title: string,
  description: string,
): Promise<string> {
  const row = await database.db
    .updateTable('analyses')
    .set({
      share_token: sql<string>`coalesce(share_token, ${randomId()})`,
      share_title: title,
      share_description: description,
      is_public: 1,
    })
    .where('id', '=', id)
    .returning('share_token')
    .executeTakeFirstOrThrow();
  return row.share_token!;
}

/** The shared analysis behind a token, counting this as one more view (atomic across processes). */
export async function viewSharedAnalysis(database: Database, token: string): Promise<StoredAnalysis | null> {
  const row = await database.db
    .updateTable('analyses')
    .set({ view_count: sql<number>`view_count + 1` })
    .where('share_token', '=', token)
    .where('is_public', '=', 1)
    .returningAll()
    .executeTakeFirst();
  return row ? toStoredAnalysis(row) : null;
}

/** The most recent comments shown under one analysis. */
export const COMMENT_PAGE_SIZE = 200;

function toComment(row: CommentsTable, showEmail: boolean): Comment {
  return {
    id: row.id,
    analysisId: row.analysis_id,
    authorName: row.author_name,
    authorEmail: showEmail ? row.author_email : null,
    content: row.content,
    createdAt: row.created_at,
  };
}

/** Newest first. Commenters' emails are for the analysis owner only, never published to visitors. */
export async function listComments(database: Database, analysisId: string, showEmails: boolean): Promise<Comment[]> {
  const rows = await database.db
    .selectFrom('comments')
    .selectAll()
    .where('analysis_id', '=', analysisId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(COMMENT_PAGE_SIZE)
    .execute();
  return rows.map((r) => toComment(r, showEmails));
}

/** Stores a comment. With an `id` (from the Idempotency-Key) a repeat stores nothing and returns the first one. */
export async function insertComment(
  database: Database,
  input: {
    id?: string | null;
    analysisId: string;
    authorName: string;
    authorEmail: string | null;
    content: string;
    now: number;
  },
): Promise<Comment> {
  const row: CommentsTable = {
    id: input.id ?? randomId(),
    analysis_id: input.analysisId,
    author_name: input.authorName,
    author_email: input.authorEmail,
    content: input.content,
    created_at: new Date(input.now).toISOString(),
  };
  const inserted = await database.db
    .insertInto('comments')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if (input.id && Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) {
    const first = await database.db
      .selectFrom('comments')
      .selectAll()
      .where('id', '=', input.id)
      .executeTakeFirstOrThrow();
    return toComment(first, true);
  }
  return toComment(row, true);
}

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
