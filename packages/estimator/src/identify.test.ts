import { readFileSync } from 'node:fs';

import { detailedEntries } from '@costlens/costbook';
import { describe, expect, it } from 'vitest';

import type { ProductCode } from './barcode.ts';
import { REFUSAL_MESSAGES } from './coco.ts';
import type { Detection } from './detect.ts';
import { displayBrand, fuseEvidence, ocrDecision, sizeClassOf } from './identify.ts';
import type { PhotoEvidence } from './identify.ts';
import { buildLexicon } from './build-lexicon.ts';
import { matchText } from './lexicon.ts';
import { ANY_BARS, LOW_ASKING_BAR } from './test-support/calibrations.ts';
import { view } from './test-support/classifier-views.ts';

const lexicon = buildLexicon(detailedEntries());
// What OCR really read on the fixture photos (test/fixtures/photos/ocr-text.json).
const ocrRead = (
  JSON.parse(readFileSync(new URL('../test/fixtures/photos/ocr-text.json', import.meta.url), 'utf8')) as {
    photos: Record<string, string>;
  }
).photos;
const NUTS_BAG = ocrRead['snack_bag-2.jpg']!;
const det = (label: string, score: number, x = 0.25, y = 0.25, w = 0.5, h = 0.5): Detection => ({
  label,
  score,
  box: { x, y, w, h },
});
const gtin = (code: string): ProductCode => ({ kind: 'gtin', gtin: code, format: 'EAN13' });
const evidence = (detections: Detection[], extra: Partial<PhotoEvidence> = {}): PhotoEvidence => ({
  barcode: null,
  detections,
  views: [],
  text: null,
  ocr: { ran: false, reason: 'test' },
  ...extra,
});
const withText = (text: string) => ({ text: matchText(text, lexicon), ocr: { ran: true, reason: 'test', text } });

describe('refusals', () => {
  it.each([
    ['person', 'person'],
    ['dog', 'animal'],
    ['truck', 'vehicle'],
    ['motorcycle', 'vehicle'],
  ] as const)('a photo of a %s is refused with the %s message', (label, kind) => {
    const id = fuseEvidence(evidence([det(label, 0.8, 0.1, 0.1, 0.8, 0.8), det('tie', 0.2, 0.7, 0.1, 0.05, 0.2)]));
    expect(id.refused).toEqual({ kind, reason: REFUSAL_MESSAGES[kind] });
    expect(id.entryId).toBeNull();
  });

  it('refuses a photo with nothing the detector or the text can name', () => {
    const id = fuseEvidence(evidence([det('stop sign', 0.42, 0.8, 0.8, 0.2, 0.2)], withText('make things happen')));
    expect(id.refused?.kind).toBe('no-product');
  });

  it('does not refuse a clearly detected product held next to a person or a pet', () => {
    const id = fuseEvidence(
      evidence([det('cat', 0.49, 0.15, 0.05, 0.6, 0.7), det('suitcase', 0.75, 0.1, 0.37, 0.4, 0.55)]),
    );
    expect(id.refused).toBeUndefined();
    expect(id).toMatchObject({ entryId: 'suitcase', outcome: 'named' });
  });

  it('does not refuse when a barcode proves a product is there', () => {
    const id = fuseEvidence(evidence([det('person', 0.8, 0.1, 0.1, 0.8, 0.8)], { barcode: gtin('8413000065504') }));
    expect(id.refused).toBeUndefined();
    expect(id.upc).toBe('8413000065504');
  });

  it('ignores a sunflower field the detector calls a potted plant', () => {
    expect(fuseEvidence(evidence([det('potted plant', 0.27, 0.03, 0.02, 0.87, 0.97)])).refused?.kind).toBe(
      'no-product',
    );
  });
});

describe('fusing barcode, detection and text', () => {
  it('uses the detected class when it is sure', () => {
    const id = fuseEvidence(evidence([det('laptop', 0.73)]));
    expect(id).toMatchObject({ entryId: 'laptop', productName: 'Laptop', source: 'detection', upc: null, brand: null });
    expect(id.productQuery).toBe('laptop computer');
    expect(id.confidence).toBe(73);
  });

  it('lets the label text say what a bottle-shaped package is', () => {
    const id = fuseEvidence(evidence([det('bottle', 0.55)], withText('Tropicana PRESSED APPLE')));
    expect(id).toMatchObject({ entryId: 'beverage-carton', brand: 'Tropicana', source: 'text' });
    expect(id.productName).toBe('Tropicana beverage carton');
    expect(id.evidence.some((e) => e.includes('"tropicana" (brand)'))).toBe(true);
  });

  it('identifies packaging from its text alone', () => {
    const id = fuseEvidence(evidence([], withText(NUTS_BAG)));
    expect(id).toMatchObject({ entryId: 'snack-bag', source: 'text' });
  });

  it('keeps a sure detection over a weak stray word', () => {
    const id = fuseEvidence(evidence([det('laptop', 0.7)], withText('jar')));
    expect(id.entryId).toBe('laptop');
  });

  it('searches by the barcode when one was read', () => {
    const id = fuseEvidence(evidence([], { barcode: gtin('3596710368259'), ...withText('WEIDER PEANUT BUTTER') }));
    expect(id).toMatchObject({
      entryId: 'jar-can-food',
      upc: '3596710368259',
      productQuery: '3596710368259',
      source: 'barcode',
    });
  });

  it('asks for a correction when only a barcode was read', () => {
    const id = fuseEvidence(evidence([], { barcode: gtin('066721010995') }));
    expect(id.entryId).toBeNull();
    expect(id.refused).toBeUndefined();
    expect(id.needsCorrection?.reason).toMatch(/Type its name or category/);
    expect(id.productQuery).toBe('066721010995');
  });

  it('knows an ISBN is a book, and that another retail code is not', () => {
    expect(fuseEvidence(evidence([], { barcode: gtin('9780140449136') })).entryId).toBe('book');
    expect(fuseEvidence(evidence([det('book', 0.6)], { barcode: gtin('8413000065504') })).entryId).toBeNull();
  });

  it('calls a screen beside a keyboard a monitor', () => {
    const id = fuseEvidence(evidence([det('tv', 0.55), det('keyboard', 0.6, 0.2, 0.8, 0.6, 0.1)]), LOW_ASKING_BAR);
    expect(id.entryId).toBe('computer-monitor');
    expect(id.outcome).toBe('probable');
    expect(id.evidence).toContain('scene: a keyboard or mouse is in the photo');
  });
});

describe('when OCR runs', () => {
  it.each([
    { name: 'a sure laptop', detections: [det('laptop', 0.73)], barcode: null, run: false },
    { name: 'a weak laptop', detections: [det('laptop', 0.33)], barcode: null, run: true },
    { name: 'a bottle (packaging)', detections: [det('bottle', 0.8)], barcode: null, run: true },
    { name: 'a cup (packaging)', detections: [det('cup', 0.6)], barcode: null, run: true },
    { name: 'nothing detected', detections: [], barcode: null, run: true },
    {
      name: 'a sure laptop with a barcode',
      detections: [det('laptop', 0.73)],
      barcode: gtin('8413000065504'),
      run: true,
    },
    {
      name: 'a shoe the classifier is sure of',
      detections: [],
      barcode: null,
      views: [view({ 'running shoe': 0.95 })],
      run: false,
    },
    {
      name: 'a packet the classifier is sure of',
      detections: [],
      barcode: null,
      views: [view({ packet: 0.95 })],
      run: true,
    },
    {
      name: 'a photo taken in a shop aisle',
      detections: [],
      barcode: null,
      views: [view({ 'grocery store': 0.6, 'coffee mug': 0.35 })],
      run: true,
    },
    { name: 'a dog', detections: [det('dog', 0.9)], barcode: null, views: [view({ beagle: 0.9 })], run: false },
  ])('$name → runs: $run', ({ detections, barcode, views, run }) => {
    expect(ocrDecision({ detections, barcode, views: views ?? [] }).run).toBe(run);
  });
});

describe('what the classifier adds', () => {
  it('names a product the detector has no class for', () => {
    const id = fuseEvidence(evidence([], { views: [view({ 'running shoe': 0.7, Loafer: 0.2 })] }));
    expect(id).toMatchObject({ entryId: 'shoes', outcome: 'named', source: 'detection' });
    expect(id.evidence.some((e) => e.startsWith('classifier (whole photo): "running shoe" 0.70'))).toBe(true);
  });

  it('does not call a cap an animal because the detector saw a dog in its pattern', () => {
    const id = fuseEvidence(
      evidence([det('dog', 0.45, 0.1, 0.1, 0.8, 0.8)], { views: [view({ 'cowboy hat': 0.8, sombrero: 0.1 })] }),
    );
    expect(id.refused).toBeUndefined();
    expect(id.entryId).toBe('hat');
  });

  it('says "not sure which product" rather than "an animal" when only the detector sees one (a tartan pattern)', () => {
    const id = fuseEvidence(
      evidence([det('dog', 0.55, 0.1, 0.1, 0.8, 0.8)], { views: [view({ velvet: 0.3, wool: 0.3, purse: 0.1 })] }),
    );
    expect(id.refused?.kind).toBe('no-product');
  });

  it('still refuses a dog both models see', () => {
    const id = fuseEvidence(evidence([det('dog', 0.85, 0.1, 0.1, 0.8, 0.8)], { views: [view({ beagle: 0.9 })] }));
    expect(id.refused?.kind).toBe('animal');
  });

  it.each([
    ['an animal', { tabby: 0.6, 'Egyptian cat': 0.3 }, 'animal'],
    ['a plate of food', { pizza: 0.9 }, 'food'],
    ['a landscape', { seashore: 0.5, sandbar: 0.3 }, 'scene'],
    ['a car', { 'sports car': 0.7, convertible: 0.2 }, 'vehicle'],
  ] as const)('refuses %s the detector missed, saying what it is', (_, classes, kind) => {
    const id = fuseEvidence(evidence([], { views: [view(classes)] }));
    expect(id.refused).toEqual({ kind, reason: REFUSAL_MESSAGES[kind] });
  });

  it('treats a carton held in a hand as the product when the classifier sees the carton', () => {
    const id = fuseEvidence(
      evidence([det('person', 0.7, 0.1, 0.1, 0.8, 0.9)], { views: [view({ carton: 0.75, packet: 0.1 })] }),
    );
    expect(id.refused).toBeUndefined();
    expect(id.candidates.map((c) => c.categoryId)).toEqual(
      expect.arrayContaining(['boxed-food', 'beverage-carton', 'shipping-box']),
    );
  });

  it('never names a package from its look alone (a packet: chips or crackers)', () => {
    for (const cal of ANY_BARS)
      expect(fuseEvidence(evidence([], { views: [view({ packet: 0.9 })] }), cal).outcome).not.toBe('named');
    const asked = fuseEvidence(evidence([], { views: [view({ packet: 0.9 })] }), LOW_ASKING_BAR);
    expect(asked.outcome).toBe('probable');
    expect(asked.candidates.map((c) => c.categoryId).slice(0, 2)).toEqual(['snack-bag', 'boxed-food']);
  });

  it('lets the label text settle a package the classifier cannot place', () => {
    const id = fuseEvidence(evidence([], { views: [view({ packet: 0.9 })], ...withText(NUTS_BAG) }));
    expect(id).toMatchObject({ entryId: 'snack-bag', outcome: 'named', source: 'text' });
  });

  it('averages the whole photo and the subject: a small mug on a busy table still counts', () => {
    const id = fuseEvidence(
      evidence([det('cup', 0.4, 0.4, 0.4, 0.2, 0.2)], {
        views: [view({ 'dining table': 0.5, plate: 0.2 }), view({ 'coffee mug': 0.8, cup: 0.1 }, 'subject')],
      }),
    );
    expect(id.refused).toBeUndefined();
    expect(id.candidates[0]?.categoryId).toBe('mug');
  });
});

describe('helpers', () => {
  it.each([
    [0.05, 'small'],
    [0.3, 'medium'],
    [0.7, 'large'],
  ] as const)('a box covering %d of the frame looks %s', (area, size) => {
    expect(sizeClassOf({ ...det('chair', 0.5), area, salience: 0, support: 1 })).toBe(size);
  });

  it.each([
    ["miss vickie's", "Miss Vickie's"],
    ['coca-cola', 'Coca-Cola'],
    ['black+decker', 'Black+Decker'],
  ])('displayBrand(%s) = %s', (raw, shown) => {
    expect(displayBrand(raw)).toBe(shown);
  });
});

describe('who the subject is', () => {
  it('refuses a portrait', () => {
    expect(fuseEvidence(evidence([det('person', 0.9, 0.2, 0.05, 0.6, 0.9)])).refused?.kind).toBe('person');
  });

  it('never names clothes nobody is wearing a T-shirt, nor refuses them as a portrait; asks when the bar allows', () => {
    const clothes = evidence([], { views: [view({ gown: 0.4, vestment: 0.3, sarong: 0.2 })] });
    for (const cal of ANY_BARS) {
      const id = fuseEvidence(clothes, cal);
      expect(id.outcome).not.toBe('named');
      if (id.refused) expect(id.refused.kind).toBe('no-product');
    }
    const asked = fuseEvidence(clothes, LOW_ASKING_BAR);
    expect(asked.outcome).toBe('probable');
    expect(asked.candidates[0]?.categoryId).toBe('t-shirt');
  });

  it('does not call a hand at the edge of a shelf photo "a person"', () => {
    // A small, unsure person box (an arm reaching in) is not the subject of the photo.
    const id = fuseEvidence(
      evidence([det('person', 0.35, 0.0, 0.5, 0.35, 0.5)], {
        views: [view({ refrigerator: 0.2, 'grocery store': 0.15, sunscreen: 0.1 })],
      }),
    );
    expect(id.refused?.kind).not.toBe('person');
  });

  it('refuses clothes worn in a portrait as a person, not as a product', () => {
    const id = fuseEvidence(
      evidence([det('person', 0.9, 0.2, 0.05, 0.6, 0.9)], { views: [view({ suit: 0.6, 'Windsor tie': 0.2 })] }),
    );
    expect(id.refused?.kind).toBe('person');
  });

  it('treats a bag worn by a person as the product', () => {
    const id = fuseEvidence(
      evidence([det('person', 0.9, 0.2, 0.05, 0.6, 0.9), det('handbag', 0.45, 0.45, 0.45, 0.25, 0.25)]),
    );
    expect(id.refused).toBeUndefined();
    expect(id.candidates[0]?.categoryId).toBe('handbag');
  });

  it('treats a pack held in a hand as a product when its label names one', () => {
    const id = fuseEvidence(evidence([det('person', 0.6, 0.3, 0.3, 0.6, 0.7)], withText('ORANGE JUICE 1 L')));
    expect(id.refused).toBeUndefined();
    expect(id.entryId).toBe('beverage-carton');
  });

  it.each([
    [
      'a puppy the detector also calls a teddy bear',
      [det('teddy bear', 0.5), det('dog', 0.45, 0.27, 0.27, 0.5, 0.5)],
      'animal',
    ],
    ['a meal on a plate', [det('bowl', 0.6, 0.1, 0.1, 0.8, 0.8), det('pizza', 0.4, 0.2, 0.2, 0.5, 0.5)], 'food'],
  ] as const)('refuses %s', (_, detections, kind) => {
    expect(fuseEvidence(evidence([...detections])).refused?.kind).toBe(kind);
  });

  it('does not name a weak, tiny box (a hair dryer is not the small box in its corner)', () => {
    const id = fuseEvidence(evidence([det('bottle', 0.3, 0.8, 0.8, 0.1, 0.15)]));
    expect(id.outcome).not.toBe('named');
  });
});
