/** Comments under an analysis: listed newest first, stored at most once per Idempotency-Key. */
import type { Comment } from '@costlens/contracts';
import { randomId } from '../lib/ids.ts';
import type { Database } from './database.ts';
import { prepared } from './prepared.ts';
import type { CommentsTable } from './tables.ts';

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

// The write behind every comment, as a prepared statement (prepared.ts); a row that conflicts answers no id.
const insert = prepared((db) =>
  db
    .insertInto('comments')
    .values({
      id: '(id)',
      analysis_id: '(analysis)',
      author_name: '(name)',
      author_email: '(email)',
      content: '(content)',
      created_at: '(at)',
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id'),
);

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
  const inserted = await insert(database, [
    row.id,
    row.analysis_id,
    row.author_name,
    row.author_email,
    row.content,
    row.created_at,
  ]);
  if (input.id && inserted.length === 0) {
    const first = await database.db
      .selectFrom('comments')
      .selectAll()
      .where('id', '=', input.id)
      .executeTakeFirstOrThrow();
    return toComment(first, true);
  }
  return toComment(row, true);
}
