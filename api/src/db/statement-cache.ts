/**
 * SQLite statements kept prepared between queries. The query builder asks the driver to prepare its
 * SQL on every call; preparing is about a tenth of a list read's time, and the app runs the same few
 * dozen statements over and over. Statements are keyed by their SQL text (parameters are bound per
 * call), the least recently used dropped past a bound, since a list of ids of varying length is a new
 * text each time. A statement still being iterated is busy: that call gets a fresh one.
 */
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

export const PREPARED_KEPT = 256;

export function withPreparedStatements(sqlite: SqliteDatabase, kept = PREPARED_KEPT): KyselySqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (text) => {
      const found = statements.get(text);
      if (found && !found.busy) {
        // Most recently used last, so the first key is the one to drop.
        statements.delete(text);
        statements.set(text, found);
        return found;
      }
      const statement = sqlite.prepare(text);
      if (found) return statement;
      statements.set(text, statement);
      if (statements.size > kept) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
