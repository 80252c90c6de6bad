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
