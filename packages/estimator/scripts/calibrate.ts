/**
 * Chooses the identification's thresholds (src/calibration.ts) on the tuning photos only: the fixtures
 * and the evaluation set's tuning half. The report half is never recorded or read here.
 *
 *   pnpm exec tsx packages/estimator/scripts/calibrate.ts record   # run the models once, cache what they saw
 *   pnpm exec tsx packages/estimator/scripts/calibrate.ts search   # search the thresholds on the cache
 *   pnpm exec tsx packages/estimator/scripts/calibrate.ts show     # per-photo lines with CALIBRATION as committed
 *
 * `search` and `show` take `--held-out <file>`: the held-out product heads train-head.ts wrote beside its
 * feature cache, through which the tuning photos of brands the committed head trained on are read.
 *
 * The goal, as the product sets it: name as many products right as possible while confident names that
 * are wrong stay at or under 5 % of the products, no answer of another kind reaches 70 % confidence (a
 * confident wrong name costs the shopper more than a question), every negative is refused, and a guess
 * offers the right category (at least 9 times in 10). The search tries every combination of the four outcome thresholds on a grid of
 * round values, then walks the others one at a time (three passes), keeping a change only when it names more
 * right within those limits.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { CALIBRATION } from '../src/calibration.ts';
import type { Calibration } from '../src/calibration.ts';
import { describeResult, median } from '../src/evaluation.ts';
import type { PhotoResult, PhotoSet, SetSummary } from '../src/evaluation.ts';
import { classifierModelDir, readProductHeadFile } from '../src/assets-node.ts';
import { readCache, recordEvidence } from './calibration/evidence-cache.ts';
import { replay, replayModels } from './calibration/replay.ts';

const TUNING_SETS: readonly PhotoSet[] = ['fixtures', 'tune'];
const MAX_WRONG_SHARE = 0.05;
/** No answer of another kind (named, or the first of a guess) is this confident (percent, as the identification says it). */
const MAX_WRONG_CONFIDENCE = 70;
/** When it asks, the right category is among the candidates at least this often. */
const MIN_RIGHT_AMONG_CANDIDATES = 0.9;

const GRID: Record<keyof Calibration, readonly number[]> = {
  namedMinScore: [0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8],
  namedMinMargin: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3],
  probableMinScore: [0.15, 0.2, 0.25, 0.3, 0.35],
  candidateMinScore: [0.08, 0.1, 0.12, 0.15],
  classifierWeight: [0.5, 0.6, 0.7, 0.8, 0.9, 1],
  packagingLookWeight: [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1],
  refuseGroupMin: [0.3, 0.4, 0.5, 0.6, 0.7],
  refuseGroupDominance: [1, 1.5, 2, 3],
  productOverrulesRefusal: [0.4, 0.5, 0.6, 0.7, 0.8],
  personSubjectMinSalience: [0, 0.1, 0.15, 0.2, 0.25, 0.3],
  headShare: [0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1],
  headFamiliarityFrom: [0.3, 0.4, 0.5, 0.55, 0.6, 0.65, 0.7],
  headFamiliarityTo: [0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9],
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
const heldOutFile = rest.includes('--held-out') ? rest[rest.indexOf('--held-out') + 1] : undefined;
if (!heldOutFile) console.log('(no --held-out file: tuning cartons of trained brands are read by the committed head)');
const models = replayModels(
  labels,
  await readProductHeadFile(),
  heldOutFile ? (JSON.parse(await readFile(heldOutFile, 'utf8')) as Parameters<typeof replayModels>[2]) : null,
);

function total({ results, summaries }: { results: readonly PhotoResult[]; summaries: readonly SetSummary[] }) {
  const sum = (pick: (s: SetSummary) => number) => summaries.reduce((n, s) => n + pick(s), 0);
  return {
    confidentWrong: results.filter(
      (r) =>
        r.photo.kind === 'product' &&
        r.id.outcome !== 'refused' &&
        !!r.id.entryId &&
        !r.photo.expected.includes(r.id.entryId) &&
        r.id.confidence >= MAX_WRONG_CONFIDENCE,
    ).length,
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
  const t = total(replay(recorded, models, cal, TUNING_SETS));
  if (t.namedWrong > MAX_WRONG_SHARE * t.products) return -Infinity;
  if (t.confidentWrong > 0) return -Infinity;
  if (t.negativesRefused < t.negatives) return -Infinity;
  if (t.probableWithRight < MIN_RIGHT_AMONG_CANDIDATES * t.probable) return -Infinity;
  return t.namedRight * 1000 + t.rightAnywhere * 10 - t.namedWrong;
}

function print(cal: Calibration, label: string) {
  const t = total(replay(recorded, models, cal, TUNING_SETS));
  console.log(
    `${label}: named right ${t.namedRight}/${t.products}, wrong ${t.namedWrong} (${t.confidentWrong} of another kind at ≥ 70 %), probable ${t.probable} (right among candidates ${t.probableWithRight}), right named or offered ${t.rightAnywhere}, negatives refused ${t.negativesRefused}/${t.negatives}`,
  );
}

if (command === 'search') {
  let best: Calibration = { ...CALIBRATION };
  let bestScore = objective(best);
  print(best, 'committed');
  // How much the product head speaks for, and from what familiarity, are searched together first: alone,
  // a share is worth nothing until the ramp lets it through.
  for (const headShare of GRID.headShare)
    for (const headFamiliarityFrom of GRID.headFamiliarityFrom)
      for (const headFamiliarityTo of GRID.headFamiliarityTo) {
        if (headFamiliarityTo <= headFamiliarityFrom) continue;
        const trial = { ...best, headShare, headFamiliarityFrom, headFamiliarityTo };
        const score = objective(trial);
        if (score > bestScore) {
          best = trial;
          bestScore = score;
        }
      }
  // The four outcome thresholds are searched together next: one at a time, a lower bar for naming is
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
  const { results } = replay(recorded, models, CALIBRATION, TUNING_SETS);
  for (const r of results) console.log(`[${r.photo.set}] ${describeResult(r)}`);
  print(CALIBRATION, 'committed');
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `recorded step times along each photo's path: median ${Math.round(median(times))} ms (the steps as timed when recorded)`,
  );
}
