// Cursors are index bounds: a deep page of history or of the community list reads as many rows as the
// first. PostgreSQL counts the rows each plan node read (EXPLAIN ANALYZE); SQLite says how it searches
// (EXPLAIN QUERY PLAN): an index range bounded by (created_at, id), and no sort of the rows found.
import { CompiledQuery } from 'kysely';
import type { Compilable } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, freshDatabase } from '../../test/harness.ts';
import { devicePageQuery, insertAnalysis, publicPageQuery, shareAnalysis } from './analyses.ts';
import { fewMatchesFor, planned, searchPlan } from './public-search.ts';
import type { SearchPlan } from './public-search.ts';
import { searchWords } from './search-text.ts';
import type { HistoryCursor } from './analyses.ts';
import type { Database } from './database.ts';

const ROWS = 3_000;
const PAGE = 50;
const DEVICE = 'planplanplanplanplan01';

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Relation Name'?: string;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Rows the outer query's scans of `analyses` read (kept or filtered out), summed over the plan. */
function rowsRead(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'analyses'
      ? ((node['Actual Rows'] ?? 0) +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        (node['Actual Loops'] ?? 1)
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0);
}

describeEachDialect('list queries on %s', (dialect) => {
  let database: Database;
  const cursors: HistoryCursor[] = [];

  beforeAll(async () => {
    database = await freshDatabase(dialect);
    const base = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      id: `plan${String(i).padStart(18, '0')}`,
      device_id: i % 2 ? DEVICE : `other${String(i % 50).padStart(17, '0')}`,
      type: 'full',
      product_name: `Product ${i}`,
      product_category: 'Kitchen',
      cost_low: 1,
      cost_high: 2,
      confidence: 50,
      methodology_type: 'on-device-estimate',
      data: '{"offers":[],"supplierList":[],"analysis":null}',
      share_token: i % 3 ? `tok${String(i).padStart(19, '0')}` : null,
      share_title: null,
      share_description: null,
      is_public: i % 3 ? 1 : 0,
      view_count: 0,
      created_at: new Date(base + Math.floor(i / 2) * 1000).toISOString(),
      client_key: null,
      // Every public row says "kitchen"; two in a thousand also say "heirloom".
      search_text: i % 3 ? `product ${i} kitchen${i % 1000 === 7 || i % 1000 === 8 ? ' heirloom' : ''}` : null,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await database.db
        .insertInto('analyses')
        .values(rows.slice(i, i + 500))
        .execute();
    await database.db.executeQuery(CompiledQuery.raw('analyze'));
    // A shallow and a deep cursor of each list.
    const newest = new Date(base + (ROWS / 2 - 1) * 1000).toISOString();
    // Halfway down: a thousand rows newer than it, as many older.
    const deep = new Date(base + (ROWS / 4) * 1000).toISOString();
    cursors.push({ createdAt: newest, id: 'plan~' }, { createdAt: deep, id: 'plan~' });
  });
  afterAll(async () => {
    await database.close();
  });

  async function plan(query: Compilable, runner = database.db): Promise<{ rows: number; text: string }> {
    const { sql, parameters } = query.compile();
    if (dialect === 'postgres') {
      const result = await runner.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        CompiledQuery.raw(`explain (analyze, format json) ${sql}`, [...parameters]),
      );
      const root = result.rows[0]!['QUERY PLAN'][0].Plan;
      return { rows: rowsRead(root), text: JSON.stringify(root) };
    }
    const result = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
    );
    return { rows: Number.NaN, text: result.rows.map((r) => r.detail).join('\n') };
  }

  const lists = [
    ['the community list', (after: HistoryCursor) => publicPageQuery(database, { limit: PAGE, after })],
    ['a device history', (after: HistoryCursor) => devicePageQuery(database, DEVICE, PAGE, after)],
  ] as const;

  it.each(lists)('%s: a deep page reads no more rows than a shallow one', async (_name, query) => {
    const shallow = await plan(query(cursors[0]!));
    const deep = await plan(query(cursors[1]!));
    if (dialect === 'postgres') {
      // The limit's worth of rows (plus the one that tells a next page follows), at any depth.
      expect(shallow.rows).toBeLessThanOrEqual(PAGE + 1);
      expect(deep.rows).toBe(shallow.rows);
      expect(deep.text).not.toMatch(/"Node Type":"Sort"/);
    } else {
      for (const p of [shallow, deep]) {
        expect(p.text).toMatch(
          /SEARCH analyses USING (COVERING )?INDEX analyses_(public|device)_created_id \((is_public|device_id)=\? AND \(created_at,id\)<\(\?,\?\)\)/,
        );
        expect(p.text).not.toMatch(/TEMP B-TREE/);
      }
    }
  });

  /** The plan of a search page read the way its match count chose, as the list reads it. */
  async function searchPagePlan(words: string[], after: HistoryCursor | null) {
    const chosen = await searchPlan(database, words, PAGE);
    const query = publicPageQuery(database, { limit: PAGE, after, words }, chosen);
    return { chosen, ...(await plan(query, planned(database, chosen))) };
  }

  it('a search for a word few analyses have reads those analyses, not the whole list', async () => {
    const p = await searchPagePlan(['heirloom'], null);
    expect(p.chosen).toBe('matches');
    if (dialect === 'postgres') {
      expect(p.text).toMatch(/"Index Name":"analyses_search"/);
      expect(p.text).not.toMatch(/analyses_public_created_id/);
      expect(p.rows).toBeLessThanOrEqual(10);
    } else {
      expect(p.text).toMatch(/SEARCH analyses USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(p.text).not.toMatch(/analyses_public_created_id/);
    }
  });

  it('a search for a word most analyses have reads a page in date order, not every match', async () => {
    expect(ROWS * (2 / 3)).toBeGreaterThan(fewMatchesFor(ROWS * (2 / 3), PAGE)); // "kitchen" is past the bound
    const p = await searchPagePlan(['kitchen'], cursors[1]!);
    expect(p.chosen).toBe('date');
    if (dialect === 'postgres') {
      expect(p.text).toMatch(/"Index Name":"analyses_public_created_id"/);
      expect(p.rows).toBeLessThanOrEqual(PAGE + 1);
    } else {
      expect(p.text).toMatch(/SEARCH analyses USING (COVERING )?INDEX analyses_public_created_id/);
    }
    // Each row's own text is tested: the text index is not asked for every match first.
    expect(p.text).not.toMatch(/analyses_fts|to_tsvector|TEMP B-TREE|"Node Type":"Sort"/);
  });

  it('both ways find the same analyses, word prefixes only, whatever the punctuation and accents', async () => {
    const titled = [
      ['Crème brûlée torch (butane)', 'Kitchen-tools'],
      ['Mug, ceramic; 350ml', 'Drinkware'],
      ['"Kettle" 1.7L — stainless', 'Kitchen'],
      ['Tea-kettle (whistling)', 'Kitchen'],
    ] as const;
    const ids: string[] = [];
    for (const [i, [name, category]] of titled.entries()) {
      const stored = await insertAnalysis(database, {
        deviceId: DEVICE,
        type: 'full',
        productName: name,
        productCategory: category,
        costRangeLow: 1,
        costRangeHigh: 2,
        confidence: 50,
        methodologyType: 'on-device-estimate',
        analysis: null,
        createdAt: new Date(Date.UTC(2027, 0, 1, 0, i)),
      });
      await shareAnalysis(database, stored.id, `${name}: what it costs`, '');
      ids.push(stored.id);
    }
    const found = async (q: string, plan: SearchPlan) => {
      const query = publicPageQuery(database, { limit: PAGE, after: null, words: searchWords(q) }, plan);
      const { rows } = await planned(database, plan).executeQuery<{ id: string }>(query.compile());
      return rows.map((r) => r.id).filter((id) => ids.includes(id));
    };
    const expected: Array<[string, string[]]> = [
      ['creme brulee', [ids[0]!]],
      ['BUTANE', [ids[0]!]],
      ['350', [ids[1]!]],
      ['kettle', [ids[3]!, ids[2]!]],
      ['ettle', []],
      ['tea kettle whistl', [ids[3]!]],
      ['kitchen tools', [ids[0]!]],
      ['1 7l', [ids[2]!]],
    ];
    for (const [q, want] of expected) {
      expect(await found(q, 'matches'), `${q} by its matches`).toEqual(want);
      expect(await found(q, 'date'), `${q} in date order`).toEqual(want);
    }
  });
});
