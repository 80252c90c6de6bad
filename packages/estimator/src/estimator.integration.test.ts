// The real pipeline on a few fixture photos: bundled models, no network, one load for the file.
import { readFile } from 'node:fs/promises';
import { Analysis } from '@costlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createEstimator, EstimatorAbortedError, EstimatorBusyError, NotAProductError } from './index.ts';
import type { Estimator } from './index.ts';

const photo = async (name: string) =>
  new Uint8Array(await readFile(new URL(`../test/fixtures/photos/${name}`, import.meta.url)));

// The real models on two shared cores: a photo can take several seconds while other work runs.
describe('the embedded estimator on real photos', { timeout: 30_000 }, () => {
  let estimator: Estimator;
  beforeAll(async () => {
    estimator = createEstimator();
    await estimator.warmup();
  });
  afterAll(async () => {
    await estimator.close();
  });

  it('reads the barcode and searches by it', async () => {
    const id = await estimator.identify(await photo('barcode-1.png'));
    expect(id.upc).toBe('8413000065504');
    expect(id.productQuery).toBe('8413000065504');
    expect(id.refused).toBeUndefined();
  });

  it('recognises a laptop and builds a full, valid analysis without reading text', async () => {
    const bytes = await photo('laptop-1.jpg');
    const analysis = await estimator.analyze(bytes);
    expect(() => Analysis.parse(analysis)).not.toThrow();
    expect(analysis.productCategory).toBe('Laptop');
    expect(analysis.identification).toMatchObject({ source: 'detection', upc: null });
    // The wording is the analysis's; what matters here is that the detected class is named.
    expect(analysis.methodology.find((m) => m.step === 'Visual Analysis')?.description).toMatch(/Laptop/);
    // A sure laptop box needs no packaging text: OCR did not run.
    expect((await estimator.identify(bytes)).ocr.ran).toBe(false);
    // Deterministic for the same image.
    expect(await estimator.analyze(bytes)).toEqual(analysis);
  });

  it.each([
    ['cup-1.jpg', 'mug'],
    ['sneaker-1.jpg', 'shoes'],
    ['bicycle-1.jpg', 'bicycle'],
    ['clock-1.jpg', 'wall-clock'],
  ])('names %s (%s) from its look, without reading text', async (file, entryId) => {
    const id = await estimator.identify(await photo(file));
    expect(id).toMatchObject({ entryId, outcome: 'named' });
    expect(id.ocr.ran).toBe(false);
  });

  it('never calls the tartan cap an animal', async () => {
    const id = await estimator.identify(await photo('hat-1.jpg'));
    expect(id.refused?.kind).not.toBe('animal');
  });

  it('names a carton from its look (the product head, which never saw this brand) and its printed brand', async () => {
    const id = await estimator.identify(await photo('carton-2.jpg'));
    expect(id).toMatchObject({ entryId: 'beverage-carton', brand: 'Tropicana', source: 'text', outcome: 'named' });
    expect(id.evidence.join(' ')).toMatch(/\(product head\)/);
    expect(id.ocr.ran).toBe(true);
  });

  it('refuses a photo of people with a message for the user', async () => {
    const bytes = await photo('negative-person-1.jpg');
    const id = await estimator.identify(bytes);
    expect(id.refused).toEqual({
      kind: 'person',
      reason: 'This photo shows a person, not a product. Photograph the product on its own.',
    });
    expect(id).toMatchObject({ outcome: 'refused', candidates: [] });
    await expect(estimator.analyze(bytes)).rejects.toBeInstanceOf(NotAProductError);
  });

  it('answers calls made at the same time, each with its own photo', async () => {
    const [a, b] = await Promise.all([
      estimator.identify(await photo('scissors-1.jpg')),
      estimator.identify(await photo('clock-1.jpg')),
    ]);
    expect([a.entryId, b.entryId]).toEqual(['scissors', 'wall-clock']);
  });

  it("re-estimates with the user's correction", async () => {
    const analysis = await estimator.analyze(await photo('laptop-1.jpg'), {
      productName: 'Dell XPS 13',
      productCategory: 'laptop',
    });
    expect(analysis.productName).toBe('Dell XPS 13');
    expect(analysis.identification?.source).toBe('user');
  });

  it('turns a photo away with EstimatorBusyError when the queue is full', async () => {
    const small = createEstimator({ enableOcr: false, maxWaiting: 1 });
    const bytes = await photo('scissors-2.jpg');
    const first = small.identify(bytes);
    const second = small.identify(bytes);
    await expect(small.identify(bytes)).rejects.toBeInstanceOf(EstimatorBusyError);
    expect((await first).entryId).toBe('scissors');
    expect((await second).entryId).toBe('scissors');
    await small.close();
  });

  it('drops a photo whose caller gave up before it ran', async () => {
    const controller = new AbortController();
    const [scissors, clock] = [await photo('scissors-2.jpg'), await photo('clock-1.jpg')];
    // Queued together: the second waits behind the first when it is withdrawn.
    const first = estimator.identify(scissors);
    const dropped = estimator.identify(clock, { signal: controller.signal });
    controller.abort();
    await expect(dropped).rejects.toBeInstanceOf(EstimatorAbortedError);
    expect((await first).entryId).toBe('scissors');
  });

  it('rejects bytes that are not an image', async () => {
    await expect(estimator.identify(new TextEncoder().encode('not an image'))).rejects.toMatchObject({
      code: 'image_unreadable',
    });
  });
});
