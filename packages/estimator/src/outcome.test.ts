import { describe, expect, it } from 'vitest';

import { CALIBRATION } from './calibration.ts';
import { decideOutcome, scoreCandidates } from './outcome.ts';
import type { Candidate } from './outcome.ts';
import type { SalientBox } from './pick-box.ts';
import type { Calibration } from './calibration.ts';
import { ANY_BARS, LOW_ASKING_BAR } from './test-support/calibrations.ts';
import { view, viewWithHead } from './test-support/classifier-views.ts';

const box = (label: string, score: number, area = 0.3): SalientBox => ({
  label,
  score,
  area,
  salience: score * Math.sqrt(area),
  support: 1,
  box: { x: 0.2, y: 0.2, w: Math.sqrt(area), h: Math.sqrt(area) },
});
const outcomeOf = (boxes: SalientBox[], cal: Calibration = CALIBRATION) =>
  decideOutcome(
    scoreCandidates({ boxes, sceneLabels: boxes.map((b) => b.label), text: [], barcodeEntry: null }, cal),
    false,
    cal,
  );

describe('three outcomes', () => {
  it.each([
    ['a sure, large laptop box', [box('laptop', 0.9)], 'named'],
    ['a sure, large suitcase', [box('suitcase', 0.85)], 'named'],
    ['a weak box', [box('suitcase', 0.35)], 'probable'],
    ['a box covering 1 % of the frame', [box('suitcase', 0.6, 0.01)], 'refused'],
    ['nothing', [], 'refused'],
  ] as const)('%s → %s', (_, boxes, outcome) => {
    expect(outcomeOf([...boxes]).outcome).toBe(outcome);
  });

  it('never names a look-alike class on the detector alone (a puppy is not a teddy bear)', () => {
    for (const cal of ANY_BARS) expect(outcomeOf([box('teddy bear', 0.95)], cal).outcome).not.toBe('named');
    const asked = outcomeOf([box('teddy bear', 0.95)], LOW_ASKING_BAR);
    expect(asked.outcome).toBe('probable');
    expect(asked.candidates[0]).toMatchObject({ categoryId: 'teddy-bear' });
    // The same box with a non-look-alike class is named: the rule is about the class, not the box.
    expect(outcomeOf([box('suitcase', 0.95)], LOW_ASKING_BAR).outcome).toBe('named');
  });

  it('offers at most three candidates, strongest first', () => {
    const r = outcomeOf([box('bottle', 0.7)]);
    expect(r.candidates.length).toBeLessThanOrEqual(3);
    expect(r.candidates.map((c) => c.score)).toEqual([...r.candidates.map((c) => c.score)].sort((a, b) => b - a));
  });

  it('names a category that text and box agree on', () => {
    const r = decideOutcome(
      scoreCandidates({
        boxes: [box('bottle', 0.6)],
        sceneLabels: ['bottle'],
        text: [
          {
            entryId: 'beverage-carton',
            score: 0.7,
            hits: [{ term: 'juice', kind: 'alias', found: 'juice', similarity: 1 }],
          },
        ],
        barcodeEntry: null,
      }),
      false,
    );
    expect(r.outcome).toBe('named');
    expect(r.candidates[0]?.categoryId).toBe('beverage-carton');
  });

  it('keeps a brand alone from naming anything', () => {
    const read = (kind: 'brand' | 'alias', cal: Calibration) =>
      decideOutcome(
        scoreCandidates(
          {
            boxes: [],
            sceneLabels: [],
            text: [
              { entryId: 'beverage-carton', score: 0.9, hits: [{ term: 'juice', kind, found: 'x', similarity: 1 }] },
            ],
            barcodeEntry: null,
          },
          cal,
        ),
        false,
        cal,
      );
    for (const cal of ANY_BARS) expect(read('brand', cal).outcome).not.toBe('named');
    expect(read('brand', LOW_ASKING_BAR)).toMatchObject({
      outcome: 'probable',
      candidates: [{ categoryId: 'beverage-carton' }],
    });
    // The same match through a category word names it.
    expect(read('alias', LOW_ASKING_BAR).outcome).toBe('named');
  });

  it('counts the look of a package for less than the look of a product (its label decides)', () => {
    const scores = (classes: Record<string, number>) =>
      scoreCandidates({ boxes: [], sceneLabels: [], text: [], barcodeEntry: null, classifier: view(classes) });
    const [shoe] = scores({ 'running shoe': 0.8 });
    const [pills] = scores({ 'pill bottle': 0.8 });
    expect(shoe).toMatchObject({ categoryId: 'shoes' });
    expect(pills).toMatchObject({ categoryId: 'supplement' });
    expect(pills!.score).toBeLessThan(shoe!.score);
  });

  const fromView = (classifier: ReturnType<typeof view>, cal: Calibration = CALIBRATION) =>
    decideOutcome(
      scoreCandidates({ boxes: [], sceneLabels: [], text: [], barcodeEntry: null, classifier }, cal),
      false,
      cal,
    );

  const named = (r: ReturnType<typeof fromView>) => (r.outcome === 'named' ? r.candidates[0]?.categoryId : null);

  it('never names a drink carton from ImageNet’s look of a package alone, wherever the bars are', () => {
    for (const cal of ANY_BARS) expect(named(fromView(view({ carton: 0.95 }), cal))).not.toBe('beverage-carton');
  });

  it('names a carton the product head reads as milk, a reading of its own beside the look of a package', () => {
    expect(named(fromView(viewWithHead({ carton: 0.2 }, { milk: 0.6 })))).toBe('beverage-carton');
    // Half as sure, it asks.
    expect(fromView(viewWithHead({ carton: 0.1 }, { milk: 0.3 }, 'photo'), LOW_ASKING_BAR).outcome).toBe('probable');
  });
});

describe('the thresholds', () => {
  const candidates = (first: number, second = 0): Candidate[] => [
    { categoryId: 'laptop', label: 'Laptop', score: first },
    ...(second ? [{ categoryId: 'keyboard', label: 'Keyboard', score: second }] : []),
  ];

  it('names only a clear leader', () => {
    const { namedMinScore: named, namedMinMargin: margin } = CALIBRATION;
    expect(decideOutcome(candidates(named), false).outcome).toBe('named');
    expect(decideOutcome(candidates(named, named - margin / 2), false).outcome).toBe('probable');
    expect(decideOutcome(candidates(named - 0.01), false).outcome).toBe('probable');
  });

  it('refuses support too weak to guess from, and drops weak candidates', () => {
    const { probableMinScore: probable, candidateMinScore: floor } = CALIBRATION;
    expect(decideOutcome(candidates(probable - 0.01), false).outcome).toBe('refused');
    const r = decideOutcome(candidates(probable, floor - 0.01), false);
    expect(r.outcome).toBe('probable');
    expect(r.candidates.map((c) => c.categoryId)).toEqual(['laptop']);
  });

  it('keeps an earlier refusal', () => {
    expect(decideOutcome(candidates(0.99), true)).toEqual({ outcome: 'refused', candidates: [] });
  });
});
