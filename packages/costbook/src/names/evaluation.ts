// How a name's reading counts against the kind it means: right (that kind, or a kind priced by the same detailed
// entry), another kind (the shopper is shown an estimate of something else: the costly error), a question whose
// choices hold the right kind (one tap away), a question without it, or a dead end (no kind and nothing to pick).
import type { NameReading } from './read-name.ts';

export type NameOutcome = 'right' | 'wrong' | 'asked-right' | 'asked' | 'dead-end';

export interface NameCase {
  name: string;
  /**
   * The kinds the name may rightly be read as: any one of them is right (a detailed entry and its kind, "mug" and
   * "coffee mug"). Empty when the taxonomy has no kind for the product, so no reading of it can be right; null for
   * words that are not a product to cost ("gift", "zorb").
   */
  expected: readonly string[] | null;
}

/** Whether two kind ids are the same estimate: the same kind, or kinds priced by one detailed entry. */
export type SameEstimate = (a: string, b: string) => boolean;

export function judgeName(c: NameCase, reading: NameReading, same: SameEstimate): NameOutcome {
  const expected = c.expected;
  if (expected === null) return reading.kind ? 'wrong' : 'right'; // not a product: a question is the right answer
  const isExpected = (id: string) => expected.some((e) => same(id, e));
  if (reading.kind) return isExpected(reading.kind.id) ? 'right' : 'wrong';
  if (reading.choices.length === 0) return 'dead-end';
  return reading.choices.some((k) => isExpected(k.id)) ? 'asked-right' : 'asked';
}

export interface NameFigures {
  names: number;
  right: number;
  wrong: number;
  askedRight: number;
  asked: number;
  deadEnds: number;
}

export function summariseNames(outcomes: readonly NameOutcome[]): NameFigures {
  const count = (o: NameOutcome) => outcomes.filter((x) => x === o).length;
  return {
    names: outcomes.length,
    right: count('right'),
    wrong: count('wrong'),
    askedRight: count('asked-right'),
    asked: count('asked'),
    deadEnds: count('dead-end'),
  };
}
