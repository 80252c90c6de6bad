/**
 * Statements of the busiest paths (a version read or a rate-limit count on every request), built once
 * with the query builder and then run straight on the engine's driver. Under load the builder and its
 * executor cost several times the indexed lookup itself (on SQLite, of a kept history page's answer, the
 * version read took ≈ 55 µs through them and ≈ 15 µs straight on the driver), so these skip both;
 * PostgreSQL also keeps each one parsed and planned per connection (a named statement).
 *
 * On SQLite every query shares one connection: while the query builder has a transaction open on it, a
 * statement run there would join that transaction, so it waits for the connection like any query.
 */
import { createHash } from 'node:crypto';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import type { Compilable, CompiledQuery, Kysely, SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import type pg from 'pg';
import type { Database } from './database.ts';
import type { Tables } from './tables.ts';

/** Runs a compiled statement with these parameters and answers its rows. */
export type StatementRunner = <R>(query: CompiledQuery<R>, parameters: readonly unknown[]) => Promise<R[]>;

/** Through the query builder: a transaction's own statements, and any engine without a runner. */
async function throughBuilder<R>(db: Kysely<Tables>, query: CompiledQuery<R>, parameters: readonly unknown[]) {
  return (await db.executeQuery<R>({ ...query, parameters })).rows;
}

export function sqliteRunner(
  sqlite: SqliteDatabase,
  statements: KyselySqliteDatabase,
  db: Kysely<Tables>,
): StatementRunner {
  return <R>(query: CompiledQuery<R>, parameters: readonly unknown[]) => {
    if (sqlite.inTransaction) return throughBuilder(db, query, parameters);
    try {
      const statement = statements.prepare(query.sql);
      if (statement.reader) return Promise.resolve(statement.all(parameters) as R[]);
      statement.run(parameters);
      return Promise.resolve([]);
    } catch (err) {
      return Promise.reject(err as Error);
    }
  };
}

export function postgresRunner(pool: pg.Pool): StatementRunner {
  const names = new Map<string, string>();
  return async <R>(query: CompiledQuery<R>, parameters: readonly unknown[]) => {
    let name = names.get(query.sql);
    if (!name) names.set(query.sql, (name = `p${createHash('sha256').update(query.sql).digest('hex').slice(0, 24)}`));
    const result = await pool.query({ name, text: query.sql, values: [...parameters] });
    return result.rows as R[];
  };
}

/**
 * A statement built once per database by `build`, whose parameter values are placeholders, and run
 * with real ones in the order the statement takes them (the built statement must take as many).
 */
export function prepared<R>(build: (db: Kysely<Tables>) => Compilable<R>) {
  const built = new WeakMap<Kysely<Tables>, CompiledQuery<R>>();
  return (database: Database, parameters: readonly unknown[]): Promise<R[]> => {
    let query = built.get(database.db);
    if (!query) {
      query = build(database.db).compile();
      if (query.parameters.length !== parameters.length) {
        throw new Error(`prepared statement takes ${query.parameters.length} parameters, given ${parameters.length}`);
      }
      built.set(database.db, query);
    }
    // A handle whose `db` is a transaction runs its statements in it.
    if (database.db.isTransaction || !database.runStatement) return throughBuilder(database.db, query, parameters);
    return database.runStatement(query, parameters);
  };
}
