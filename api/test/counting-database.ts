/**
 * A database handle that notes every statement run through it: through the query builder and straight on
 * the driver (db/prepared.ts) alike. A test reads which tables and columns each request's statements
 * touched, to show what was answered from a kept copy and what was read again.
 */
import type { CompiledQuery, KyselyPlugin, RootOperationNode } from 'kysely';
import type { Database } from '../src/db/database.ts';

/** What one statement touched: its kind (SelectQueryNode, InsertQueryNode...), tables and columns, and
 *  whether it selects every column. */
export interface Statement {
  kind: string;
  tables: string[];
  columns: string[];
  selectsAll: boolean;
}

function statementOf(node: RootOperationNode): Statement {
  const found: Statement = { kind: node.kind, tables: [], columns: [], selectsAll: false };
  const walk = (value: unknown) => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(walk);
    const n = value as { kind?: string; table?: { identifier?: { name?: string } }; column?: { name?: string } };
    if (n.kind === 'TableNode' && n.table?.identifier?.name) found.tables.push(n.table.identifier.name);
    if (n.kind === 'ColumnNode' && n.column?.name) found.columns.push(n.column.name);
    if (n.kind === 'SelectAllNode') found.selectsAll = true;
    Object.values(value).forEach(walk);
  };
  walk(node);
  return found;
}

export function countingDatabase(database: Database): { database: Database; statements: Statement[] } {
  const statements: Statement[] = [];
  const noting: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements.push(statementOf(node));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const { runStatement } = database;
  return {
    statements,
    database: {
      ...database,
      db: database.db.withPlugin(noting),
      ...(runStatement
        ? {
            runStatement: <R>(query: CompiledQuery<R>, parameters: readonly unknown[]) => {
              statements.push(statementOf(query.query));
              return runStatement(query, parameters);
            },
          }
        : {}),
    },
  };
}

/** Whether any statement read `table` (any column of it, or only `column` when named). */
export const readFrom = (statements: readonly Statement[], table: string, column?: string) =>
  statements.some(
    (s) =>
      s.kind === 'SelectQueryNode' &&
      s.tables.includes(table) &&
      (column === undefined || s.selectsAll || s.columns.includes(column)),
  );
