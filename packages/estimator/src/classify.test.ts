import { describe, expect, it } from 'vitest';

import { meanProbabilities, photoLooks, squareAround, WHOLE_PHOTO } from './classify.ts';

describe('the looks at a whole photo', () => {
  it('reads a landscape photo as its centre square, mirrored, squeezed whole and closer', () => {
    const [centre, mirrored, whole, closer] = photoLooks(1600, 1200);
    const square = { x: 0.125, y: 0, w: 0.75, h: 1 };
    expect(centre).toEqual({ region: square, mirrored: false });
    expect(mirrored).toEqual({ region: square, mirrored: true });
    expect(whole).toEqual({ region: WHOLE_PHOTO, mirrored: false });
    expect(closer!.mirrored).toBe(false);
    // The closer look is 80 % of the square's side, on the same centre.
    expect(closer!.region.w).toBeCloseTo(0.6);
    expect(closer!.region.h).toBeCloseTo(0.8);
    expect(closer!.region.x + closer!.region.w / 2).toBeCloseTo(0.5);
    expect(closer!.region.y + closer!.region.h / 2).toBeCloseTo(0.5);
  });

  it('keeps every look square in pixels and inside a portrait photo', () => {
    for (const { region } of photoLooks(900, 1600).filter((l) => l.region !== WHOLE_PHOTO)) {
      expect(region.w * 900).toBeCloseTo(region.h * 1600);
      expect(region.x).toBeGreaterThanOrEqual(0);
      expect(region.y).toBeGreaterThanOrEqual(0);
      expect(region.x + region.w).toBeLessThanOrEqual(1);
      expect(region.y + region.h).toBeLessThanOrEqual(1);
    }
    expect(photoLooks(900, 1600)[0]!.region).toEqual(squareAround(WHOLE_PHOTO, 900, 1600));
  });

  it('averages what the looks saw, class by class', () => {
    const mean = meanProbabilities([new Float32Array([0, 0.8, 0.2]), new Float32Array([0, 0.2, 0.8])]);
    expect(Array.from(mean)).toEqual([0, 0.5, 0.5]);
  });
});
