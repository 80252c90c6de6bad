// What the figures count: a name is right only when confident and correct; a guess counts only when the right
// category is among its candidates; a negative only when refused.
import { describe, expect, it } from 'vitest';

import { summarise } from './evaluation.ts';
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
const result = (
  p: LabelledPhoto,
  outcome: IdentifyResult['outcome'],
  entryId: string | null,
  candidates: string[] = [],
  upc: string | null = null,
): PhotoResult => {
  const id = {
    outcome,
    entryId,
    upc,
    candidates: candidates.map((c) => ({ categoryId: c, label: c, score: 0.5 })),
    timings: { decodeMs: 1, barcodeMs: 2, detectMs: 3, ocrMs: 4, totalMs: 10 },
    ocr: { ran: true, reason: '' },
  } as unknown as IdentifyResult;
  const right = outcome === 'named' && !!entryId && p.expected.includes(entryId);
  return {
    photo: p,
    ms: 10,
    id,
    right,
    inCandidates: candidates.some((c) => p.expected.includes(c)),
    barcodeRead: !!p.gtin && upc === p.gtin,
  };
};

describe('the evaluation figures', () => {
  it('counts names, wrong names, guesses, refusals, negatives and codes apart', () => {
    const shoes = photo('product', ['shoes']);
    const s = summarise('report', [
      result(shoes, 'named', 'shoes', ['shoes']),
      result(shoes, 'named', 'hat', ['hat']),
      result(shoes, 'probable', 'hat', ['hat', 'shoes']),
      result(shoes, 'probable', 'hat', ['hat']),
      result(shoes, 'refused', null),
      result(photo('negative'), 'refused', null),
      result(photo('negative'), 'probable', 'bowl', ['bowl']),
      result(photo('barcode', [], '012345678905'), 'refused', null, [], '012345678905'),
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
  });
});
