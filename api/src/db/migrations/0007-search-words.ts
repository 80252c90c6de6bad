import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { searchTextOf } from '../search-text.ts';

// A community search read in date order tests each row's own search text for the words (a substring
// test), which agrees with the text index only when that text is nothing but its words, one space
// apart. Until now it was the folded name, title and category as typed ("mug (large)"): rewritten here.
// The text index follows by itself (SQLite's update trigger, PostgreSQL's expression index).
//
// PostgreSQL's text index also stops deferring its updates: by default a GIN index gathers new entries
// in a pending list that every search reads through in full until a vacuum merges it, and after many
// shares in a row one search for a single title took four times as long as after the vacuum. Shares are
// few and searches many, so each share pays for its own entries.

const BATCH = 500;

interface Row {
  id: string;
  product_name: string;
  product_category: string;
  share_title: string | null;
  search_text: string | null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const k = db as unknown as Kysely<{ analyses: Row }>;
  let after = '';
  for (;;) {
    const rows = await k
      .selectFrom('analyses')
      .select(['id', 'product_name', 'product_category', 'share_title', 'search_text'])
      .where('search_text', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const text = searchTextOf(row.product_name, row.share_title, row.product_category);
      if (text !== row.search_text) {
        await k.updateTable('analyses').set({ search_text: text }).where('id', '=', row.id).execute();
      }
    }
    after = rows.at(-1)!.id;
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter index analyses_search set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list('analyses_search')`.execute(db);
  }
}

/** The words-only text is still the same words: an older version searches it as well as its own. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter index analyses_search reset (fastupdate)`.execute(db);
  }
}
