import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { foldText } from '../search-text.ts';

// Reads that hold at a million analyses:
// - on SQLite, `data` moved to the end of the row (see moveDataLast);
// - each field of an analysis stored once: `data` keeps the offers, the suppliers and the panels of a
//   full analysis without the headline (name, category, range, confidence), which have their own
//   columns; the detail answer is then the row's columns followed by `data` as it is stored;
// - list indexes that end in id, so a page after a cursor is an index range on (created_at, id);
// - share_views: a visitor's view of a shared analysis counts once a day;
// - the community search: `search_text` (name, share title and category, folded) for public analyses,
//   indexed by SQLite FTS5 or a PostgreSQL GIN index over its tsvector.

const HEADLINE = ['productName', 'productCategory', 'confidence', 'costRangeLow', 'costRangeHigh'];
const BATCH = 500;

interface OldData {
  analysis?: Record<string, unknown> | null;
  offers?: unknown[];
  suppliers?: unknown[];
}

function rewriteData(text: string): string {
  const old = JSON.parse(text) as OldData & { supplierList?: unknown[] };
  // Already in the new layout (a re-run after a partial failure on an engine without DDL transactions).
  if (old.supplierList !== undefined) return text;
  let detail: Record<string, unknown> | null = null;
  if (old.analysis) {
    detail = { ...old.analysis };
    for (const key of HEADLINE) delete detail[key];
  }
  return JSON.stringify({ offers: old.offers ?? [], supplierList: old.suppliers ?? [], analysis: detail });
}

interface Row {
  id: string;
  data: string;
  product_name: string;
  product_category: string;
  share_title: string | null;
  is_public: number;
}

/**
 * SQLite reads a row's columns in order and a long value spills into a chain of overflow pages: every
 * column after `data` (13 KB of JSON for a full analysis) costs a walk through that chain. Lists read
 * no data, so `data` goes last: the table is rebuilt with the same rows (and rowids, which the search
 * index keys on). PostgreSQL keeps long values out of line (TOAST) and needs none of this.
 */
async function moveDataLast(db: Kysely<unknown>): Promise<void> {
  const columns = [
    'id',
    'device_id',
    'type',
    'product_name',
    'product_category',
    'cost_low',
    'cost_high',
    'confidence',
    'methodology_type',
    'share_token',
    'share_title',
    'share_description',
    'is_public',
    'view_count',
    'created_at',
    'client_key',
    'search_text',
    'data',
  ].join(', ');
  // Rebuilding a table that others reference: their foreign keys are checked after, not enforced during
  // (dropping the old table would otherwise delete every comment and like through the cascade).
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`create table analyses_rebuilt (
    id text primary key,
    device_id text not null,
    type text not null,
    product_name text not null,
    product_category text not null,
    cost_low double precision not null,
    cost_high double precision not null,
    confidence double precision not null,
    methodology_type text not null,
    share_token text unique,
    share_title text,
    share_description text,
    is_public integer not null default 0,
    view_count integer not null default 0,
    created_at text not null,
    client_key text unique,
    search_text text,
    data text not null
  )`.execute(db);
  await sql`insert into analyses_rebuilt (rowid, ${sql.raw(columns)}) select rowid, ${sql.raw(columns)} from analyses`.execute(
    db,
  );
  await sql`drop table analyses`.execute(db);
  await sql`alter table analyses_rebuilt rename to analyses`.execute(db);
  const broken = await sql`pragma foreign_key_check`.execute(db);
  await sql`pragma foreign_keys = on`.execute(db);
  if (broken.rows.length) throw new Error(`rebuilding analyses broke ${broken.rows.length} foreign keys`);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const k = db as unknown as Kysely<{ analyses: Row & { search_text: string | null } }>;

  await db.schema.alterTable('analyses').addColumn('search_text', 'text').execute();

  let after = '';
  for (;;) {
    const rows = await k
      .selectFrom('analyses')
      .select(['id', 'data', 'product_name', 'product_category', 'share_title', 'is_public'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      await k
        .updateTable('analyses')
        .set({
          data: rewriteData(row.data),
          search_text:
            Number(row.is_public) === 1
              ? foldText([row.product_name, row.share_title ?? '', row.product_category].join(' '))
              : null,
        })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows.at(-1)!.id;
  }

  if (postgres) {
    await db.schema.dropIndex('analyses_device_created').execute();
    await db.schema.dropIndex('analyses_public_created').execute();
  } else {
    await moveDataLast(db);
  }
  await db.schema
    .createIndex('analyses_device_created_id')
    .on('analyses')
    .columns(['device_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('analyses_public_created_id')
    .on('analyses')
    .columns(['is_public', 'created_at', 'id'])
    .execute();

  // Who viewed a shared analysis on which day: a visitor's view counts once a day, whichever process
  // sees it. Rows of past days are swept.
  await db.schema
    .createTable('share_views')
    .addColumn('analysis_id', 'text', (c) => c.notNull().references('analyses.id').onDelete('cascade'))
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('share_views_pk', ['analysis_id', 'visitor', 'day'])
    .execute();
  await db.schema.createIndex('share_views_day').on('share_views').column('day').execute();

  if (postgres) {
    await sql`create index analyses_search on analyses using gin (to_tsvector('simple', coalesce(search_text, '')))`.execute(
      db,
    );
    return;
  }
  // An external-content FTS5 index over `search_text`, kept in step by triggers; unicode61 splits words
  // the way the search splits a query (the text is folded already; remove_diacritics is a second guard).
  await sql`create virtual table analyses_fts using fts5(search_text, content='analyses', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`create trigger analyses_fts_insert after insert on analyses begin
    insert into analyses_fts(rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
  await sql`create trigger analyses_fts_delete after delete on analyses begin
    insert into analyses_fts(analyses_fts, rowid, search_text) values ('delete', old.rowid, old.search_text);
  end`.execute(db);
  await sql`create trigger analyses_fts_update after update of search_text on analyses begin
    insert into analyses_fts(analyses_fts, rowid, search_text) values ('delete', old.rowid, old.search_text);
    insert into analyses_fts(rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
  await sql`insert into analyses_fts(analyses_fts) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('share_views').ifExists().execute();
  if (postgres) {
    await sql`drop index if exists analyses_search`.execute(db);
  } else {
    for (const name of ['analyses_fts_insert', 'analyses_fts_delete', 'analyses_fts_update']) {
      await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
    }
    await sql`drop table if exists analyses_fts`.execute(db);
  }
  await db.schema.dropIndex('analyses_public_created_id').execute();
  await db.schema.dropIndex('analyses_device_created_id').execute();
  await db.schema.createIndex('analyses_device_created').on('analyses').columns(['device_id', 'created_at']).execute();
  await db.schema.createIndex('analyses_public_created').on('analyses').columns(['is_public', 'created_at']).execute();
  await db.schema.alterTable('analyses').dropColumn('search_text').execute();
}
