import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withPreparedStatements } from './statement-cache.ts';

describe('prepared statements kept between queries', () => {
  it('answers the same text with the same statement, and a busy one with a fresh statement', () => {
    const sqlite = new SQLite(':memory:');
    const db = withPreparedStatements(sqlite);
    const first = db.prepare('select 1 as n union all select 2');
    expect(db.prepare('select 1 as n union all select 2')).toBe(first);
    const rows = first.iterate([]);
    rows.next();
    const during = db.prepare('select 1 as n union all select 2');
    expect(during).not.toBe(first);
    expect(during.all([])).toEqual([{ n: 1 }, { n: 2 }]);
    rows.return?.();
    expect(db.prepare('select 1 as n union all select 2')).toBe(first);
    db.close();
  });

  it('keeps a bounded number, dropping the least recently used', () => {
    const db = withPreparedStatements(new SQLite(':memory:'), 2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // now the most recent
    db.prepare('select 3'); // drops "select 2"
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
    db.close();
  });
});
