/**
 * Chooses the identification's thresholds (src/calibration.ts) on the tuning photos only: the fixtures
 * and the evaluation set's tuning half. The report half is never recorded or read here.
 *
 *   pnpm exec tsx packages/estimator/scripts/calibrate.ts record   # run the models once, cache what they saw
 *   pnpm exec tsx packages/estimator/scripts/calibrate.ts search   # search the thresholds on the cache
 *   pnpm exec tsx packages/estimator/scripts/calibrate.ts show     # per-photo lines with CALIBRATION as committed
 *
 * The goal, as the product sets it: name as many products right as possible while confident names that
 * are wrong stay at or under 5 % of the products, every negative is refused, and a guess offers the right
 * category (at least 9 times in 10). The search tries every combination of the four outcome thresholds on a grid of
 * round values, then walks the others one at a time (three passes), keeping a change only when it names more
 * right within those limits.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { CALIBRATION } from '../src/calibration.ts';
import type { Calibration } from '../src/calibration.ts';
import { describeResult, median } from '../src/evaluation.ts';
import type { PhotoSet, SetSummary } from '../src/evaluation.ts';
import { classifierModelDir } from '../src/assets-node.ts';
import { readCache, recordEvidence } from './calibration/evidence-cache.ts';
import { replay, tableFor } from './calibration/replay.ts';

const TUNING_SETS: readonly PhotoSet[] = ['fixtures', 'tune'];
const MAX_WRONG_SHARE = 0.05;
/** When it asks, the right category is among the candidates at least this often. */
const MIN_RIGHT_AMONG_CANDIDATES = 0.9;

const GRID: Record<keyof Calibration, readonly number[]> = {
  namedMinScore: [0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8],
  namedMinMargin: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3],
  probableMinScore: [0.15, 0.2, 0.25, 0.3, 0.35],
  candidateMinScore: [0.08, 0.1, 0.12, 0.15],
  classifierWeight: [0.5, 0.6, 0.7, 0.8, 0.9, 1],
  packagingLookWeight: [0.3, 0.4, 0.5, 0.6, 0.7, 0.8],
  refuseGroupMin: [0.3, 0.4, 0.5, 0.6, 0.7],
  refuseGroupDominance: [1, 1.5, 2, 3],
  clearProductSupport: [0.4, 0.5, 0.6, 0.7, 0.8],
  personSubjectMinSalience: [0, 0.1, 0.15, 0.2, 0.25, 0.3],
};

const [command = 'show', ...rest] = process.argv.slice(2);
const name = rest[rest.indexOf('--name') + 1] && rest.includes('--name') ? rest[rest.indexOf('--name') + 1]! : 'tuning';

if (command === 'record') {
  await recordEvidence(name, TUNING_SETS);
  process.exit(0);
}

const recorded = await readCache(name);
const labels = (
  JSON.parse(await readFile(join(classifierModelDir(), 'classifier.json'), 'utf8')) as {
    userDefinedMetadata: { labels: string[] };
  }
).userDefinedMetadata.labels;
const table = tableFor(labels);

function total(summaries: readonly SetSummary[]) {
  const sum = (pick: (s: SetSummary) => number) => summaries.reduce((n, s) => n + pick(s), 0);
  return {
    products: sum((s) => s.products),
    namedRight: sum((s) => s.namedRight),
    namedWrong: sum((s) => s.namedWrong),
    probable: sum((s) => s.probable),
    probableWithRight: sum((s) => s.probableWithRight),
    rightAnywhere: sum((s) => s.rightAnywhere),
    negatives: sum((s) => s.negatives),
    negativesRefused: sum((s) => s.negativesRefused),
  };
}

/** Higher is better; -Infinity when a limit is broken. */
function objective(cal: Calibration): number {
  const t = total(replay(recorded, table, cal, TUNING_SETS).summaries);
  if (t.namedWrong > MAX_WRONG_SHARE * t.products) return -Infinity;
  if (t.negativesRefused < t.negatives) return -Infinity;
  if (t.probableWithRight < MIN_RIGHT_AMONG_CANDIDATES * t.probable) return -Infinity;
  return t.namedRight * 1000 + t.rightAnywhere * 10 - t.namedWrong;
}

function print(cal: Calibration, label: string) {
  const t = total(replay(recorded, table, cal, TUNING_SETS).summaries);
  console.log(
    `${label}: named right ${t.namedRight}/${t.products}, wrong ${t.namedWrong}, probable ${t.probable} (right among candidates ${t.probableWithRight}), right named or offered ${t.rightAnywhere}, negatives refused ${t.negativesRefused}/${t.negatives}`,
  );
}

if (command === 'search') {
  let best: Calibration = { ...CALIBRATION };
  let bestScore = objective(best);
  print(best, 'committed');
  // The four outcome thresholds are searched together first: one at a time, a lower bar for naming is
  // refused until the bar for offering moves with it, and the walk below would stop short.
  for (const namedMinScore of GRID.namedMinScore)
    for (const namedMinMargin of GRID.namedMinMargin)
      for (const probableMinScore of GRID.probableMinScore)
        for (const candidateMinScore of GRID.candidateMinScore) {
          const trial = { ...best, namedMinScore, namedMinMargin, probableMinScore, candidateMinScore };
          const score = objective(trial);
          if (score > bestScore) {
            best = trial;
            bestScore = score;
          }
        }
  for (let pass = 0; pass < 3; pass++) {
    for (const key of Object.keys(GRID) as (keyof Calibration)[]) {
      const curve: string[] = [];
      for (const value of GRID[key]) {
        const trial = { ...best, [key]: value };
        const score = objective(trial);
        curve.push(`${value}:${Number.isFinite(score) ? Math.round(score) : '✗'}`);
        if (score > bestScore) {
          best = trial;
          bestScore = score;
        }
      }
      if (pass === 2) console.log(`  ${key.padEnd(24)} ${curve.join('  ')}`);
    }
  }
  print(best, 'searched');
  console.log(JSON.stringify(best, null, 2));
} else {
  const { results } = replay(recorded, table, CALIBRATION, TUNING_SETS);
  for (const r of results) console.log(`[${r.photo.set}] ${describeResult(r)}`);
  print(CALIBRATION, 'committed');
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `recorded step times along each photo's path: median ${Math.round(median(times))} ms (the steps as timed when recorded)`,
  );
}
