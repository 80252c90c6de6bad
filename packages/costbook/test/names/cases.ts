/**
 * The evaluation cases: each name of names.json with its half and the kind it means in the taxonomy, by the
 * labels of labels.json (the `means` of a row → a kind id; "no-product" for rows that are no product; "no-kind"
 * where the taxonomy has no kind for it, so that no reading can count as right). The labels are written from the
 * plain meaning of each `means` against the taxonomy as it stands; the taxonomy is never changed to suit a
 * report-half label.
 */
import { readFileSync } from 'node:fs';

import { halfOf, kindKey } from './split.ts';
import type { Half, NameRow } from './split.ts';

export const NO_PRODUCT = 'no-product';
export const NO_KIND = 'no-kind';

export interface LabelledName {
  name: string;
  half: Half;
  means: string;
  /** The kind id the name means; null when it is no product at all; 'no-kind' when the taxonomy lacks it. */
  expected: string | null;
}

const read = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as unknown;

/** Every name with its half and expected kind; throws for a `means` that has no label. */
export function loadNameCases(): LabelledName[] {
  const rows = read('./names.json') as NameRow[];
  const labels = read('./labels.json') as Record<string, string>;
  return rows.map((row) => {
    const label = labels[kindKey(row.means)];
    if (label === undefined) throw new Error(`no label for "${row.means}"`);
    return {
      name: row.name,
      half: halfOf(row.means),
      means: row.means,
      expected: label === NO_PRODUCT ? null : label,
    };
  });
}
