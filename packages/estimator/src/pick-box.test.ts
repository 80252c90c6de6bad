import { describe, expect, it } from 'vitest';

import type { Detection } from './detect.ts';
import { iou, pickBox, rankBoxes, salienceOf } from './pick-box.ts';

const det = (label: string, score: number, x: number, y: number, w: number, h: number): Detection => ({
  label,
  score,
  box: { x, y, w, h },
});

describe('pickBox', () => {
  it('prefers the large central object to a small sure one in the corner', () => {
    const laptop = det('laptop', 0.5, 0.3, 0.25, 0.4, 0.5);
    const mouse = det('mouse', 0.8, 0.85, 0.85, 0.12, 0.12);
    expect(pickBox([mouse, laptop])?.label).toBe('laptop');
  });

  it('drops boxes too weak or too small to be the subject', () => {
    expect(pickBox([det('kite', 0.63, 0.4, 0.1, 0.06, 0.08)])).toBeNull(); // 0.5 % of the frame
    expect(pickBox([det('laptop', 0.15, 0.2, 0.2, 0.6, 0.6)])).toBeNull();
    expect(pickBox([])).toBeNull();
  });

  it("merges the model's duplicate boxes of one object and counts them", () => {
    const ranked = rankBoxes([
      det('teddy bear', 0.28, 0.15, 0.08, 0.66, 0.61),
      det('teddy bear', 0.27, 0.14, 0.08, 0.67, 0.62),
      det('cup', 0.41, 0.33, 0.49, 0.31, 0.3),
    ]);
    expect(ranked.map((b) => [b.label, b.support])).toEqual([
      ['teddy bear', 2],
      ['cup', 1],
    ]);
  });

  it('lets a table the product stands on win only when nothing else is there', () => {
    const table = det('dining table', 0.31, 0.13, 0.5, 0.75, 0.5);
    const bear = det('teddy bear', 0.28, 0.15, 0.08, 0.66, 0.61);
    expect(pickBox([table, bear])?.label).toBe('teddy bear');
    expect(pickBox([table])?.label).toBe('dining table');
  });

  it('considers only the classes it is told to accept', () => {
    const person = det('person', 0.8, 0.2, 0.1, 0.6, 0.9);
    const bottle = det('bottle', 0.4, 0.45, 0.5, 0.1, 0.3);
    expect(pickBox([person, bottle])?.label).toBe('person');
    expect(pickBox([person, bottle], (l) => l !== 'person')?.label).toBe('bottle');
  });

  it('is independent of the order the detections arrive in', () => {
    const boxes = [
      det('cup', 0.5, 0.3, 0.3, 0.3, 0.3),
      det('bowl', 0.5, 0.3, 0.3, 0.3, 0.3),
      det('vase', 0.45, 0.1, 0.1, 0.5, 0.5),
    ];
    expect(pickBox(boxes)).toEqual(pickBox([...boxes].reverse()));
  });
});

describe('salience and overlap', () => {
  it('weighs the same box less the further it is from the centre', () => {
    expect(salienceOf(det('cup', 0.5, 0.4, 0.4, 0.2, 0.2))).toBeGreaterThan(
      salienceOf(det('cup', 0.5, 0, 0, 0.2, 0.2)),
    );
  });

  it.each([
    [{ x: 0, y: 0, w: 1, h: 1 }, { x: 0, y: 0, w: 1, h: 1 }, 1],
    [{ x: 0, y: 0, w: 0.5, h: 1 }, { x: 0.5, y: 0, w: 0.5, h: 1 }, 0],
    [{ x: 0, y: 0, w: 1, h: 1 }, { x: 0, y: 0, w: 0.5, h: 1 }, 0.5],
  ])('iou(%o, %o) = %d', (a, b, expected) => {
    expect(iou(a, b)).toBeCloseTo(expected);
  });
});
