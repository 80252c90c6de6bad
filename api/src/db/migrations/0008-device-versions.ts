import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

// What a device's answers show (its history cards, the detail of each of its analyses, shared or not)
// changes only with its analyses and what hangs on them: comments, likes, share photos, view counts.
// `device_versions` holds a number per device that every such write raises, in the write's own
// transaction, so a process may keep an answer it made and serve it again after one read of that number
// (answer-cache.ts): whichever process wrote, the next read anywhere sees the number move.
//
// The database raises it itself, with triggers, so no write path can forget to: a new write to these
// tables is covered the day it is written.
//
// On PostgreSQL the number is the sum of a few rows per device (shards), each write raising one picked
// at random: a raised row stays locked until its transaction has committed, so with one row every write
// of a device (comments on one analysis, say) waited for the one before to reach the disk: 1,900 comments
// a second against 3,300 with no raise at all, and 2,500 with eight rows. SQLite writes one at a time
// anyway, and its reads sum one row. A device that never wrote has no rows (version 0); rows are never
// deleted and only grow, so the sum never goes back to a number an answer was kept under.

const OWNED = ['comments', 'likes', 'share_thumbnails'] as const;
/** Rows per device PostgreSQL's raises spread over. */
const POSTGRES_SHARDS = 8;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_versions')
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('device_versions_pk', ['device_id', 'shard'])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function raise_device_version(device text) returns void language sql as $$
      insert into device_versions (device_id, shard, version)
      values (device, floor(random() * ${sql.lit(POSTGRES_SHARDS)})::integer, 1)
      on conflict (device_id, shard) do update set version = device_versions.version + 1
    $$`.execute(db);
    await sql`create function analyses_raise_version() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform raise_device_version(old.device_id); end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.device_id <> old.device_id) then
        perform raise_device_version(new.device_id);
      end if;
      return null;
    end $$`.execute(db);
    await sql`create trigger analyses_raise_version after insert or update or delete on analyses
      for each row execute function analyses_raise_version()`.execute(db);
    // The owner of the analysis the row hangs on; none when the analysis itself is being deleted (its own
    // trigger raised the version already).
    await sql`create function owned_raise_version() returns trigger language plpgsql as $$
    declare
      owner text;
    begin
      select device_id into owner from analyses
        where id = case when tg_op = 'DELETE' then old.analysis_id else new.analysis_id end;
      if owner is not null then perform raise_device_version(owner); end if;
      if tg_op = 'UPDATE' and new.analysis_id <> old.analysis_id then
        select device_id into owner from analyses where id = old.analysis_id;
        if owner is not null then perform raise_device_version(owner); end if;
      end if;
      return null;
    end $$`.execute(db);
    for (const table of OWNED) {
      await sql`create trigger ${sql.raw(`${table}_raise_version`)} after insert or update or delete on ${sql.raw(table)}
        for each row execute function owned_raise_version()`.execute(db);
    }
    await startVersions(db);
    return;
  }

  // One statement each (an insert of a row that may exist raises it instead); `where` makes the select
  // of an upsert unambiguous to SQLite's parser and skips a row that is not there.
  const raise = (device: string, when = 'true') =>
    sql.raw(`insert into device_versions (device_id, shard, version) select ${device}, 0, 1 where ${when}
      on conflict (device_id, shard) do update set version = version + 1;`);
  const raiseOwner = (analysisId: string) =>
    sql.raw(`insert into device_versions (device_id, shard, version) select device_id, 0, 1 from analyses where id = ${analysisId}
      on conflict (device_id, shard) do update set version = version + 1;`);
  await sql`create trigger analyses_version_insert after insert on analyses begin ${raise('new.device_id')} end`.execute(
    db,
  );
  await sql`create trigger analyses_version_update after update on analyses begin
    ${raise('old.device_id')}
    ${raise('new.device_id', 'new.device_id <> old.device_id')}
  end`.execute(db);
  await sql`create trigger analyses_version_delete after delete on analyses begin ${raise('old.device_id')} end`.execute(
    db,
  );
  for (const table of OWNED) {
    await sql`create trigger ${sql.raw(`${table}_version_insert`)} after insert on ${sql.raw(table)} begin
      ${raiseOwner('new.analysis_id')}
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_version_update`)} after update on ${sql.raw(table)} begin
      ${raiseOwner('old.analysis_id')}
      ${raiseOwner('new.analysis_id')}
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_version_delete`)} after delete on ${sql.raw(table)} begin
      ${raiseOwner('old.analysis_id')}
    end`.execute(db);
  }
  await startVersions(db);
}

/**
 * Devices that have analyses already start at version 1, so a device at 0 has none: its (empty) history
 * is not worth keeping, and a flood of requests without a device cookie keeps nothing. Run once the
 * triggers are in place (on PostgreSQL they hold back other processes' writes until this commits).
 */
async function startVersions(db: Kysely<unknown>): Promise<void> {
  await sql`insert into device_versions (device_id, shard, version)
    select device_id, 0, 1 from analyses group by device_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists analyses_raise_version on analyses`.execute(db);
    for (const table of OWNED) {
      await sql`drop trigger if exists ${sql.raw(`${table}_raise_version`)} on ${sql.raw(table)}`.execute(db);
    }
    await sql`drop function if exists analyses_raise_version()`.execute(db);
    await sql`drop function if exists owned_raise_version()`.execute(db);
    await sql`drop function if exists raise_device_version(text)`.execute(db);
  } else {
    for (const table of ['analyses', ...OWNED]) {
      for (const op of ['insert', 'update', 'delete']) {
        await sql`drop trigger if exists ${sql.raw(`${table}_version_${op}`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('device_versions').ifExists().execute();
}
