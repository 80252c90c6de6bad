/**
 * The evaluation cases: each name of names.json with its half and the kinds it means in the taxonomy, by the
 * labels of labels.json (the `means` of a row → a kind id, or a list of kind ids that are equally right; "no-product"
 * for rows that are no product; "no-kind" where the taxonomy has no kind for it, so that no reading can count as
 * right). The labels are written from the plain meaning of each `means` against the taxonomy as it stands; the
 * taxonomy is never changed to suit a report-half label.
 */
import { readFileSync } from 'node:fs';

import { halfOf, kindKey } from './split.ts';
import type { Half, NameRow } from './split.ts';

export const NO_PRODUCT = 'no-product';
export const NO_KIND = 'no-kind';

/** A label as labels.json holds it: one kind id, several equally right ones, NO_PRODUCT or NO_KIND. */
export type Label = string | readonly string[];

export interface LabelledName {
  name: string;
  half: Half;
  means: string;
  /** The kind ids the name may rightly be read as; [] when the taxonomy lacks it; null when it is no product. */
  expected: readonly string[] | null;
}

const read = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as unknown;

function isLabel(value: unknown): value is Label {
  if (typeof value === 'string') return value !== '';
  return (
    Array.isArray(value) &&
    value.length > 1 &&
    value.every((id) => typeof id === 'string' && id !== '' && id !== NO_KIND && id !== NO_PRODUCT)
  );
}

/** labels.json as read: the label of each kind key; throws where a value is no label. */
export function loadLabels(): ReadonlyMap<string, Label> {
  const raw = read('./labels.json');
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('labels.json is no object');
  const labels = new Map<string, Label>();
  for (const [key, value] of Object.entries(raw)) {
    if (!isLabel(value))
      throw new Error(`the label of "${key}" is no kind id, list of ids, ${NO_KIND} or ${NO_PRODUCT}`);
    labels.set(key, value);
  }
  return labels;
}

/** The kinds a label accepts: null for no product, [] for a product the taxonomy has no kind for. */
export function expectedOf(label: Label): readonly string[] | null {
  if (label === NO_PRODUCT) return null;
  if (label === NO_KIND) return [];
  return typeof label === 'string' ? [label] : label;
}

/** The rows of names.json. */
export function loadNameRows(): NameRow[] {
  return read('./names.json') as NameRow[];
}

/** Every name with its half and expected kinds; throws for a `means` that has no label. */
export function loadNameCases(): LabelledName[] {
  const labels = loadLabels();
  return loadNameRows().map((row) => {
    const label = labels.get(kindKey(row.means));
    if (label === undefined) throw new Error(`no label for "${row.means}"`);
    return { name: row.name, half: halfOf(row.means), means: row.means, expected: expectedOf(label) };
  });
}
