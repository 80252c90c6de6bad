/**
 * Seeds a database with analyses the estimator really produced (bench/fixtures/estimator-answers.json),
 * in bulk, as the API stores them (`newAnalysisRow`): row i is made at BASE + i seconds, by one of many
 * devices, and every third one is shared publicly with a title, a description and its search text. The
 * first HISTORY_ROWS rows belong to one device, whose history the benches read.
 */
import { readFileSync } from 'node:fs';
import type { Analysis } from '@costlens/contracts';
import { newAnalysisRow, searchTextOf } from '@costlens/api/testing';
import type { AnalysesTable, Database } from '@costlens/api/testing';

export const BENCH_DEVICE = 'benchdevice00000000001';
export const HISTORY_ROWS = 200;
const BASE = Date.UTC(2026, 0, 1);

interface Answers {
  answers: Array<{ photo: string; analysis: Analysis }>;
}

export const ANSWERS = (
  JSON.parse(readFileSync(new URL('../fixtures/estimator-answers.json', import.meta.url), 'utf8')) as Answers
).answers.map((a) => a.analysis);

/** Row ids and share tokens are 22 characters, like the API's. */
export const rowId = (i: number) => `b${String(i).padStart(21, '0')}`;
export const tokenOf = (i: number) => `t${String(i).padStart(21, '0')}`;
export const createdAtOf = (i: number) => new Date(BASE + i * 1000).toISOString();
export const isPublicRow = (i: number) => i % 3 === 0;

export function benchRow(i: number): AnalysesTable {
  const a = ANSWERS[i % ANSWERS.length]!;
  const row = newAnalysisRow({
    id: rowId(i),
    deviceId: i < HISTORY_ROWS ? BENCH_DEVICE : `benchdev${String(i % 5000).padStart(14, '0')}`,
    type: 'full',
    productName: a.productName,
    productCategory: a.productCategory,
    costRangeLow: a.costRangeLow,
    costRangeHigh: a.costRangeHigh,
    confidence: a.confidence,
    methodologyType: 'on-device-estimate',
    analysis: a,
    createdAt: new Date(createdAtOf(i)),
  });
  if (!isPublicRow(i)) return row;
  // The row's number makes each title findable on its own, as a person's own words make theirs.
  const title = `${a.productName}: what it costs, lot ${i}`;
  return {
    ...row,
    share_token: tokenOf(i),
    share_title: title,
    share_description: `Seeded for the benchmark from the estimator's answer for a ${a.productCategory.toLowerCase()} photo.`,
    is_public: 1,
    search_text: searchTextOf(a.productName, title, a.productCategory),
  };
}

/** Inserts rows [from, to) in transactions of a few hundred rows. */
export async function seedRows(database: Database, from: number, to: number): Promise<void> {
  const BATCH = 200;
  for (let start = from; start < to; start += BATCH * 10) {
    await database.db.transaction().execute(async (trx) => {
      for (let b = start; b < Math.min(to, start + BATCH * 10); b += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, to - b) }, (_, k) => benchRow(b + k));
        await trx.insertInto('analyses').values(rows).execute();
      }
    });
  }
}
