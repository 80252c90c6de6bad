/**
 * How a community search reads the list, and the choice between the two ways.
 *
 * `matches`: the full-text index's matches first, then those rows, sorted. The work grows with the
 * matches: right when they are few, as when someone looks for one analysis by a word of its title.
 * `date`: the public list in date order, keeping the rows whose own search text has the words (a
 * substring test on the row: asking the text index about each row, or gathering every match first,
 * costs as much as the matches). The work grows with the rows passed over: right when matches are many
 * and a page fills quickly, wrong when they are few, since it walks the whole list to find them.
 *
 * Neither engine's planner chooses steadily between the two: SQLite's choice changed with the cursor
 * and the table's size, and PostgreSQL's estimate for a word prefix is a guess (at 100,000 analyses it
 * walked the whole table for a word of one title). So a search counts its matches up to a bound, and each
 * way is written so that only its own index can serve it (on PostgreSQL, also held to it by the planner's
 * settings of the connections it runs on).
 */
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from './database.ts';
import type { Tables } from './tables.ts';
import { recentMemo } from '../lib/recent-memo.ts';
import type { RecentMemo } from '../lib/recent-memo.ts';
import { ftsMatch, tsQuery, wordStart } from './search-text.ts';

export type SearchPlan = 'matches' | 'date';

/** Up to this many matches a search reads them directly, whatever the list's size. */
export const FEW_MATCHES = 500;

/**
 * How many matches a search for a page of `page` rows still reads directly, for a list of `publicRows`.
 * Reading the matches costs about a row each; reading in date order costs about a page of rows times how
 * far apart the matches are (public rows / matches). The two are equal at √(page × public rows) matches:
 * for the community's page of 50, 1,300 at 100,000 analyses (a third shared), 4,100 at a million. A fixed
 * bound would send a word with 600 matches in a million down the date order, 30,000 rows for one page.
 */
export function fewMatchesFor(publicRows: number, page: number): number {
  return Math.max(FEW_MATCHES, Math.ceil(Math.sqrt(page * publicRows)));
}

/** The text index's expression on PostgreSQL (migration 0004's `analyses_search`). */
const INDEXED_TEXT = sql`to_tsvector('simple', coalesce(analyses.search_text, ''))`;

/** Rows whose search text has every word (each a word prefix). */
export function matchesWords(database: Database, words: readonly string[], plan: SearchPlan): RawBuilder<boolean> {
  if (plan === 'date') {
    // No index holds this expression, so only the date index can order the read.
    const find = database.dialect === 'postgres' ? 'strpos' : 'instr';
    const text = sql`(' ' || coalesce(analyses.search_text, ''))`;
    return sql<boolean>`(${sql.join(
      words.map((w) => sql`${sql.raw(find)}(${text}, ${wordStart(w)}) > 0`),
      sql` and `,
    )})`;
  }
  if (database.dialect === 'postgres') return sql<boolean>`${INDEXED_TEXT} @@ to_tsquery('simple', ${tsQuery(words)})`;
  return sql<boolean>`analyses.rowid in (select rowid from analyses_fts where analyses_fts match ${ftsMatch(words)})`;
}

/** Public rows, written so that a `matches` read cannot walk the public date index instead. */
export function isPublicFor(database: Database, plan: SearchPlan): RawBuilder<boolean> {
  if (plan === 'date') return sql<boolean>`analyses.is_public = 1`;
  return database.dialect === 'sqlite'
    ? sql<boolean>`+analyses.is_public = 1`
    : sql<boolean>`analyses.is_public + 0 = 1`;
}

/** PostgreSQL settings that leave the planner only the stated way: `matches` may read the text index
 *  only as a bitmap (no walk of the whole table, which it chose at times for a word of one title while
 *  its statistics were stale); `date` may only walk an index in order (otherwise it gathers the public
 *  rows before the cursor as a bitmap and sorts them all, since it cannot know how soon the words fill a
 *  page). Searches run on connections opened with them (`Database.withSettings`): no extra round trip. */
const PLAN_SETTINGS: Record<SearchPlan, string> = {
  matches: '-c enable_seqscan=off -c enable_indexscan=off',
  date: '-c enable_seqscan=off -c enable_bitmapscan=off',
};

/** Where a read of the given way runs: on PostgreSQL, connections held to that way. */
export function planned(database: Database, plan: SearchPlan): Kysely<Tables> {
  return database.withSettings?.(PLAN_SETTINGS[plan]) ?? database.db;
}

/** How long a process keeps the way it chose for the same words. A stale choice costs only time: the
 *  answer is the same either way. */
const PLAN_KEPT_MS = 60_000;
const PLANS_KEPT = 1_000;

/** What a process keeps per database: the way chosen for each search, and the public list's size. */
interface Kept {
  plans: RecentMemo<SearchPlan>;
  publicRows: RecentMemo<number>;
}
const keptFor = new WeakMap<Database, Kept>();

function kept(database: Database): Kept {
  let found = keptFor.get(database);
  if (!found) {
    found = { plans: recentMemo(PLAN_KEPT_MS, PLANS_KEPT), publicRows: recentMemo(PLAN_KEPT_MS, 1) };
    keptFor.set(database, found);
  }
  return found;
}

/** Public analyses in the list, counted at most once a minute per process (an index-only count). */
async function publicRows(database: Database, now: number): Promise<number> {
  const memo = kept(database).publicRows;
  const hit = memo.get('public', now);
  if (hit !== undefined) return hit;
  const { rows } = await sql<{ n: number }>`select count(*) as n from analyses where is_public = 1`.execute(
    database.db,
  );
  const count = Number(rows[0]?.n ?? 0);
  memo.set('public', count, now);
  return count;
}

async function countMatches(database: Database, words: readonly string[], bound: number): Promise<number> {
  const matches =
    database.dialect === 'postgres'
      ? sql`select 1 from analyses where ${INDEXED_TEXT} @@ to_tsquery('simple', ${tsQuery(words)}) limit ${bound + 1}`
      : sql`select rowid from analyses_fts where analyses_fts match ${ftsMatch(words)} limit ${bound + 1}`;
  const { rows } = await sql<{ n: number }>`select count(*) as n from (${matches}) as found`.execute(
    planned(database, 'matches'),
  );
  return Number(rows[0]?.n ?? 0);
}

/** The way to read a page of `page` rows of a search for `words`: by its matches when they are few for
 *  the list's size. */
export async function searchPlan(
  database: Database,
  words: readonly string[],
  page: number,
  now = Date.now(),
): Promise<SearchPlan> {
  const plans = kept(database).plans;
  const key = `${page} ${words.join(' ')}`;
  const hit = plans.get(key, now);
  if (hit) return hit;
  const bound = fewMatchesFor(await publicRows(database, now), page);
  const plan: SearchPlan = (await countMatches(database, words, bound)) <= bound ? 'matches' : 'date';
  plans.set(key, plan, now);
  return plan;
}
