// What the figures count: a name is right only when confident and correct; a guess counts only when the right
// category is among its candidates; a negative only when refused; a code only when the true code was read.
import { describe, expect, it } from 'vitest';

import { halfOfGroup, isTuningPhoto, judge, summarise } from './evaluation.ts';
import type { LabelledPhoto, PhotoResult } from './evaluation.ts';
import type { IdentifyResult } from './index.ts';

const photo = (kind: LabelledPhoto['kind'], expected: string[] = [], gtin: string | null = null): LabelledPhoto => ({
  file: 'x.jpg',
  path: 'x.jpg',
  set: 'report',
  kind,
  expected,
  gtin,
});
const answer = (
  outcome: IdentifyResult['outcome'],
  entryId: string | null,
  candidates: string[] = [],
  upc: string | null = null,
) =>
  ({
    outcome,
    entryId,
    upc,
    candidates: candidates.map((c) => ({ categoryId: c, label: c, score: 0.5 })),
    timings: { decodeMs: 1, barcodeMs: 2, detectMs: 3, classifyMs: 4, ocrMs: 5, totalMs: 15 },
    ocr: { ran: true, reason: '' },
  }) as unknown as IdentifyResult;

describe('how one photo counts', () => {
  const shoes = photo('product', ['shoes']);
  it.each([
    ['named right', answer('named', 'shoes', ['shoes']), { right: true, inCandidates: true, barcodeRead: false }],
    ['named wrongly', answer('named', 'hat', ['hat']), { right: false, inCandidates: false, barcodeRead: false }],
    [
      'a guess with the right category second',
      answer('probable', 'hat', ['hat', 'shoes']),
      { right: false, inCandidates: true, barcodeRead: false },
    ],
    // A probable answer's best entry is never a name, even when it is the right one.
    ['a right guess', answer('probable', 'shoes', ['shoes']), { right: false, inCandidates: true, barcodeRead: false }],
    ['refused', answer('refused', null), { right: false, inCandidates: false, barcodeRead: false }],
  ])('%s', (_, id, counts) => {
    expect(judge(shoes, id)).toEqual(counts);
  });

  it('counts a code as read only when it is the true one', () => {
    const code = photo('barcode', [], '012345678905');
    expect(judge(code, answer('refused', null, [], '012345678905')).barcodeRead).toBe(true);
    expect(judge(code, answer('refused', null, [], '012345678912')).barcodeRead).toBe(false);
    expect(judge(code, answer('refused', null)).barcodeRead).toBe(false);
  });
});

describe('the evaluation figures', () => {
  const result = (p: LabelledPhoto, id: IdentifyResult): PhotoResult => ({ photo: p, ms: 10, id, ...judge(p, id) });

  it('counts names, wrong names, guesses, refusals, negatives and codes apart', () => {
    const shoes = photo('product', ['shoes']);
    const s = summarise('report', [
      result(shoes, answer('named', 'shoes', ['shoes'])),
      result(shoes, answer('named', 'hat', ['hat'])),
      result(shoes, answer('probable', 'hat', ['hat', 'shoes'])),
      result(shoes, answer('probable', 'hat', ['hat'])),
      result(shoes, answer('refused', null)),
      result(photo('negative'), answer('refused', null)),
      result(photo('negative'), answer('probable', 'bowl', ['bowl'])),
      result(photo('barcode', [], '012345678905'), answer('refused', null, [], '012345678905')),
    ]);
    expect(s).toMatchObject({
      products: 5,
      namedRight: 1,
      namedWrong: 1,
      probable: 2,
      probableWithRight: 1,
      refusedProducts: 1,
      rightAnywhere: 2,
      negatives: 2,
      negativesRefused: 1,
      barcodes: 1,
      barcodesRead: 1,
      ocrRuns: 8,
    });
    expect(s.stepMedians).toEqual({ decode: 1, barcode: 2, detect: 3, classify: 4, ocr: 5 });
  });
});

describe('which photos thresholds may be chosen on', () => {
  it('puts a group in the half the first byte of its SHA-256 names (odd: report)', () => {
    // sha256('brand:arla') starts 0xf4 (even), sha256('brand:tropicana') 0x19 (odd).
    expect(halfOfGroup('brand:arla')).toBe('tune');
    expect(halfOfGroup('brand:tropicana')).toBe('report');
    const halves = new Set(['brand:a', 'brand:b', 'brand:c', 'brand:d', 'brand:e', 'brand:f'].map(halfOfGroup));
    expect(halves).toEqual(new Set(['tune', 'report']));
  });

  it('never tunes on the report half, nor on a fixture whose twins are there', () => {
    const reportGroup = ['a', 'b', 'c', 'd', 'e', 'f'].map((g) => `set:${g}`).find((g) => halfOfGroup(g) === 'report')!;
    const tuneGroup = ['a', 'b', 'c', 'd', 'e', 'f'].map((g) => `set:${g}`).find((g) => halfOfGroup(g) === 'tune')!;
    expect(isTuningPhoto({ set: 'report', group: tuneGroup })).toBe(false);
    expect(isTuningPhoto({ set: 'tune', group: tuneGroup })).toBe(true);
    expect(isTuningPhoto({ set: 'fixtures' })).toBe(true);
    expect(isTuningPhoto({ set: 'fixtures', group: tuneGroup })).toBe(true);
    expect(isTuningPhoto({ set: 'fixtures', group: reportGroup })).toBe(false);
  });
});
