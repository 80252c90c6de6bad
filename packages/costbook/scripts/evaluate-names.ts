/**
 * The name matcher on the evaluation list of everyday product names (test/names): how many are estimated as the
 * right kind, as another kind, asked about (with the right kind one tap away or not), or left at a dead end, for
 * each half of the split. Names that went wrong are listed for the tuning half only: the report half is for
 * reporting, never for choosing what to change.
 *
 *   pnpm exec tsx packages/costbook/scripts/evaluate-names.ts [--verbose]
 */
import { entryForKind, readProductName } from '../src/index.ts';
import { judgeName, summariseNames } from '../src/names/evaluation.ts';
import type { NameOutcome } from '../src/names/evaluation.ts';
import { loadNameCases } from '../test/names/cases.ts';

const verbose = process.argv.includes('--verbose');
const same = (a: string, b: string) =>
  a === b || (entryForKind(a)?.basis?.level === 'detailed' && entryForKind(a)?.id === entryForKind(b)?.id);

const expectedText = (expected: readonly string[] | null) =>
  expected === null ? 'no product' : expected.length === 0 ? 'no kind in the taxonomy' : expected.join(' or ');
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;
for (const half of ['tune', 'report'] as const) {
  const cases = loadNameCases().filter((c) => c.half === half);
  const outcomes: NameOutcome[] = [];
  for (const c of cases) {
    const reading = readProductName(c.name);
    const outcome = judgeName(c, reading, same);
    outcomes.push(outcome);
    if (verbose && half === 'tune' && outcome !== 'right')
      console.log(
        `  ${outcome.padEnd(11)} ${c.name} → ${reading.kind?.id ?? '—'} (expected ${expectedText(c.expected)})${reading.choices.length ? ` choices ${reading.choices.map((k) => k.id).join(', ')}` : ''}`,
      );
  }
  const f = summariseNames(outcomes);
  console.log(
    `${half.padEnd(6)} ${f.names} names: right ${f.right} (${pct(f.right, f.names)}), another kind ${f.wrong} (${pct(f.wrong, f.names)}), asked with the right kind among the choices ${f.askedRight} (${pct(f.askedRight, f.names)}), asked without it ${f.asked}, dead ends ${f.deadEnds}`,
  );
}
