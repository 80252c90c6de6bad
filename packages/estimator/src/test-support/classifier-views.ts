/**
 * Classifier views for unit tests, built from named ImageNet classes through the real table and the
 * committed model's labels: `view({ 'running shoe': 0.9 })` is what the classifier reports for a photo it
 * thinks is 90 % a running shoe.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { classifierModelDir } from '../assets-node.ts';
import { buildImagenetTable, readView } from '../imagenet-evidence.ts';
import type { ClassifierView } from '../imagenet-evidence.ts';

const labels = (
  JSON.parse(readFileSync(join(classifierModelDir(), 'classifier.json'), 'utf8')) as {
    userDefinedMetadata: { labels: string[] };
  }
).userDefinedMetadata.labels;

export const imagenetTable = buildImagenetTable(labels);

/** The class index of a label's first synonym ("coffee mug", "Loafer"). */
export function classIndex(name: string): number {
  const index = labels.findIndex((l) => l.split(',')[0]!.trim() === name);
  if (index < 0) throw new Error(`No ImageNet class "${name}"`);
  return index;
}

export function view(classes: Record<string, number>, region: ClassifierView['region'] = 'photo'): ClassifierView {
  const p = new Float32Array(labels.length);
  for (const [name, value] of Object.entries(classes)) p[classIndex(name)] = value;
  return readView(imagenetTable, p, region);
}

const headClasses = (
  JSON.parse(readFileSync(join(classifierModelDir(), '..', 'product-head', 'product-head.json'), 'utf8')) as {
    classes: string[];
  }
).classes;

/** The table with the committed product head's classes after ImageNet's. */
export const headTable = buildImagenetTable(labels, headClasses);

/**
 * A view whose probabilities are split between ImageNet's classes and the product head's, as mixed in the
 * pipeline: `viewWithHead({ carton: 0.3 }, { milk: 0.6 })` is a photo the head reads as a milk carton.
 */
export function viewWithHead(
  imagenet: Record<string, number>,
  head: Record<string, number>,
  region: ClassifierView['region'] = 'photo',
): ClassifierView {
  const p = new Float32Array(headTable.labels.length);
  for (const [name, value] of Object.entries(imagenet)) p[classIndex(name)] = value;
  for (const [name, value] of Object.entries(head)) {
    const index = headClasses.indexOf(name);
    if (index < 0) throw new Error(`No product-head class "${name}"`);
    p[labels.length + index] = value;
  }
  return readView(headTable, p, region);
}
