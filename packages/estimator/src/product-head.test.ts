import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { headShareOf, mixWithHead, parseProductHead } from './product-head.ts';
import type { ProductHeadFile } from './product-head.ts';
import { fitLogisticHead, headChecksum } from './product-head-training.ts';

const DIR = join(import.meta.dirname, '..', 'models', 'product-head');
const file = JSON.parse(readFileSync(join(DIR, 'product-head.json'), 'utf8')) as ProductHeadFile;
interface SlicePhoto {
  label: string;
  use: 'train' | 'val';
  scale: number;
  features: string;
  committed: number[];
}
const slice = JSON.parse(readFileSync(join(DIR, 'check-slice.json'), 'utf8')) as {
  classes: string[];
  fit: { lambda: number; iterations: number; checksum: string };
  photos: SlicePhoto[];
};
const features = (p: SlicePhoto) =>
  Float64Array.from(Buffer.from(p.features, 'base64'), (b) => ((b << 24) >> 24) * p.scale);
const argmax = (p: ArrayLike<number>) => Array.from(p).reduce((best, v, k, all) => (v > all[best]! ? k : best), 0);

describe('the committed product head', () => {
  const head = parseProductHead(file);

  it('is what the training script wrote: the same answers on the slice it recorded', () => {
    expect(slice.classes).toEqual(file.classes);
    for (const photo of slice.photos) {
      const read = head.read(features(photo)).probabilities;
      read.forEach((p, k) => expect(p).toBeCloseTo(photo.committed[k]!, 3));
    }
  });

  it('is refitted to the same values by the script’s own fit on the slice (deterministic, no random draw)', () => {
    const train = slice.photos
      .filter((p) => p.use === 'train')
      .map((p) => ({ label: slice.classes.indexOf(p.label), features: features(p) }));
    const fitted = fitLogisticHead(train, {
      classes: slice.classes.length,
      lambda: slice.fit.lambda,
      iterations: slice.fit.iterations,
    });
    expect(headChecksum(fitted)).toBe(slice.fit.checksum);
  });

  it('names most of its validation photos by their own class, and knows them better than it knows nothing', () => {
    const val = slice.photos.filter((p) => p.use === 'val');
    const right = val.filter((p) => head.classes[argmax(head.read(features(p)).probabilities)] === p.label);
    expect(right.length / val.length).toBeGreaterThanOrEqual(0.75);
    const blank = head.read(new Float32Array(file.features));
    for (const p of val) expect(head.read(features(p)).familiarity).toBeGreaterThan(blank.familiarity);
  });

  it('refuses a file of another shape', () => {
    expect(() => parseProductHead({ ...file, bias: file.bias.slice(1) })).toThrow(/bias/);
    expect(() => parseProductHead({ ...file, format: 'other' as never })).toThrow(/format/);
  });
});

describe('mixWithHead', () => {
  const mixing = { headShare: 0.6, headFamiliarityFrom: 0.5, headFamiliarityTo: 0.7 };
  const imagenet = Float32Array.from([0, 0.7, 0.3]);
  const reading = (familiarity: number) => ({ probabilities: Float32Array.from([0.9, 0.1]), familiarity });

  it('leaves the classifier alone on a photo unlike anything the head learned', () => {
    expect(Array.from(mixWithHead(imagenet, reading(0.5), mixing))).toEqual([...Array.from(imagenet), 0, 0]);
    expect(headShareOf(reading(0.2), mixing)).toBe(0);
  });

  it('gives a familiar photo the head’s whole share, and a half-familiar one half of it', () => {
    expect(headShareOf(reading(0.9), mixing)).toBeCloseTo(0.6);
    expect(headShareOf(reading(0.6), mixing)).toBeCloseTo(0.3);
    const mixed = mixWithHead(imagenet, reading(0.9), mixing);
    expect(mixed[1]).toBeCloseTo(0.7 * 0.4);
    expect(mixed[3]).toBeCloseTo(0.9 * 0.6);
    expect(mixed.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });

  it('without a head reading, is the classifier’s reading', () => {
    expect(Array.from(mixWithHead(imagenet, null, mixing))).toEqual(Array.from(imagenet));
  });
});
