import { describe, expect, it } from 'vitest';

import { meanProbabilities, photoLooks, squareAround, WHOLE_PHOTO } from './classify.ts';

describe('the looks at a whole photo', () => {
  it('reads a landscape photo as its centre square and as the whole frame', () => {
    expect(photoLooks(1600, 1200)).toEqual([{ x: 0.125, y: 0, w: 0.75, h: 1 }, WHOLE_PHOTO]);
  });

  it('keeps the centre look square in pixels and inside a portrait photo', () => {
    const [centre] = photoLooks(900, 1600);
    expect(centre).toEqual(squareAround(WHOLE_PHOTO, 900, 1600));
    expect(centre!.w * 900).toBeCloseTo(centre!.h * 1600);
    expect(centre!.y).toBeCloseTo((1 - 900 / 1600) / 2);
  });

  it('averages what the looks saw, class by class', () => {
    const mean = meanProbabilities([new Float32Array([0, 0.8, 0.2]), new Float32Array([0, 0.2, 0.8])]);
    expect(Array.from(mean)).toEqual([0, 0.5, 0.5]);
  });
});
