// The browser entry: its glue, then the whole identifier with model files fetched over real HTTP
// (as a worker fetches them) and no OCR.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';

import { classifierModelDir, defaultModelDir, readZxingWasm } from './assets-node.ts';
import {
  createBrowserIdentifier,
  EstimatorAbortedError,
  EstimatorBusyError,
  fetchModelFiles,
  fetchProductHead,
  rgbFromRgba,
  toDeviceIdentification,
  WORKING_SIDE_PX,
} from './browser.ts';
import type { BrowserIdentifier } from './browser.ts';
import type * as Declared from './browser-types.ts';
import { REFUSAL_MESSAGES } from './coco.ts';
import type { Detection } from './detect.ts';
import { fuseEvidence } from './identify.ts';
import { sharpDecoder } from './image-node.ts';

const det = (label: string, score: number, x = 0.25, y = 0.25, w = 0.5, h = 0.5): Detection => ({
  label,
  score,
  box: { x, y, w, h },
});
const noText = { views: [], text: null, ocr: { ran: false, reason: 'OCR is disabled' } };

describe('the declared entry', () => {
  it('matches the implementation the bundler runs (tsc checks these)', () => {
    expectTypeOf(createBrowserIdentifier).toEqualTypeOf<typeof Declared.createBrowserIdentifier>();
    expectTypeOf(rgbFromRgba).toEqualTypeOf<typeof Declared.rgbFromRgba>();
    expectTypeOf(fetchModelFiles).returns.toExtend<ReturnType<typeof Declared.fetchModelFiles>>();
    expectTypeOf(fetchModelFiles).parameters.toEqualTypeOf<Parameters<typeof Declared.fetchModelFiles>>();
    expectTypeOf(fetchProductHead).toEqualTypeOf<typeof Declared.fetchProductHead>();
  });
});

describe('toDeviceIdentification', () => {
  it("names the cost-book category with the analysis's confidence rule", () => {
    const id = toDeviceIdentification(fuseEvidence({ barcode: null, detections: [det('laptop', 0.95)], ...noText }));
    expect(id).toMatchObject({ entryId: 'laptop', category: 'Laptop', upc: null, source: 'detection', refused: null });
    // Evidence 95 % is capped by the laptop BOM range's spread, as on the results screen.
    expect(id.confidence).toBeGreaterThan(0);
    expect(id.confidence).toBeLessThan(95);
  });

  it('keeps a barcode that names no category, with no confidence', () => {
    const id = toDeviceIdentification(
      fuseEvidence({ barcode: { kind: 'gtin', gtin: '012345678905', format: 'UPC-A' }, detections: [], ...noText }),
    );
    expect(id).toMatchObject({
      entryId: null,
      category: null,
      upc: '012345678905',
      productQuery: '012345678905',
      confidence: 0,
      refused: null,
    });
  });

  it('carries a refusal and its message', () => {
    const id = toDeviceIdentification(
      fuseEvidence({ barcode: null, detections: [det('person', 0.9, 0.1, 0.1, 0.8, 0.8)], ...noText }),
    );
    expect(id).toMatchObject({
      category: null,
      productQuery: '',
      confidence: 0,
      refused: { kind: 'person', reason: REFUSAL_MESSAGES.person },
    });
  });
});

describe('rgbFromRgba', () => {
  it('drops alpha and keeps pixel order', () => {
    const img = rgbFromRgba(new Uint8ClampedArray([1, 2, 3, 255, 4, 5, 6, 0]), 2, 1);
    expect(img).toEqual({ width: 2, height: 1, data: new Uint8Array([1, 2, 3, 4, 5, 6]) });
  });

  it('refuses a buffer of the wrong size', () => {
    expect(() => rgbFromRgba(new Uint8Array(7), 2, 1)).toThrow(/Expected 8 RGBA bytes/);
  });
});

describe('the browser identifier over HTTP', () => {
  const require = createRequire(import.meta.url);
  const tfjsWasmDir = `${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`;
  // The app serves every model file from one folder; here each comes from where the package keeps it.
  const folderOf = (name: string) =>
    name.startsWith('classifier.')
      ? classifierModelDir()
      : name.startsWith('product-head.')
        ? join(classifierModelDir(), '..', 'product-head')
        : defaultModelDir();
  const requested: string[] = [];
  let server: Server;
  let base = '';
  let identifier: BrowserIdentifier;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const name = (req.url ?? '').replace(/^\/models\//, '');
      requested.push(name);
      const file = join(folderOf(name), name);
      if (!/^[\w.-]+$/.test(name)) return void res.writeHead(404).end();
      stat(file).then(
        () => createReadStream(file).pipe(res),
        () => res.writeHead(404).end(),
      );
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/models/`;
    identifier = createBrowserIdentifier({
      modelFiles: fetchModelFiles(base),
      classifierFiles: fetchModelFiles(base, fetch, 'classifier.json'),
      productHead: fetchProductHead(base),
      zxingWasm: readZxingWasm,
      tfjsWasmPaths: tfjsWasmDir,
    });
    await identifier.warmup();
  });
  afterAll(async () => {
    identifier?.close();
    await new Promise((done) => server?.close(done));
  });

  const decode = async (name: string) =>
    sharpDecoder.decode(
      new Uint8Array(await readFile(new URL(`../test/fixtures/photos/${name}`, import.meta.url))),
      WORKING_SIDE_PX,
    );

  it("fetched both models' graphs and weights, and the product head, from the given address", () => {
    expect(requested).toEqual(
      expect.arrayContaining([
        'centernet.json',
        'centernet.bin',
        'classifier.json',
        'classifier.bin',
        'product-head.json',
      ]),
    );
  });

  it('names a product the detector has no class for (a shoe), with the classifier, without reading text', async () => {
    const id = await identifier.identify(await decode('sneaker-1.jpg'));
    expect(id).toMatchObject({ entryId: 'shoes', outcome: 'named', refused: null });
    expect(id.timings.classifyMs).toBeGreaterThan(0);
    expect(id.timings.ocrMs).toBe(0);
  });

  it('recognises the laptop photo without reading text', async () => {
    const id = await identifier.identify(await decode('laptop-1.jpg'));
    expect(id).toMatchObject({
      entryId: 'laptop',
      category: 'Laptop',
      productQuery: expect.stringMatching(/laptop/i),
      refused: null,
      outcome: 'named',
    });
    expect(id.candidates?.[0]).toMatchObject({ categoryId: 'laptop', label: 'Laptop' });
    expect(id.timings.ocrMs).toBe(0);
  });

  it('turns a photo away when the queue is full, and drops one whose caller gave up', async () => {
    const busy = createBrowserIdentifier({
      modelFiles: fetchModelFiles(base),
      classifierFiles: fetchModelFiles(base, fetch, 'classifier.json'),
      productHead: fetchProductHead(base),
      zxingWasm: readZxingWasm,
      tfjsWasmPaths: tfjsWasmDir,
      maxWaiting: 1,
    });
    const image = await decode('laptop-1.jpg');
    const first = busy.identify(image);
    const controller = new AbortController();
    const withdrawn = busy.identify(image, { signal: controller.signal });
    await expect(busy.identify(image)).rejects.toBeInstanceOf(EstimatorBusyError);
    controller.abort();
    await expect(withdrawn).rejects.toBeInstanceOf(EstimatorAbortedError);
    expect((await first).entryId).toBe('laptop');
    busy.close();
  });

  it('reads a barcode', async () => {
    const id = await identifier.identify(await decode('barcode-1.png'));
    expect(id).toMatchObject({ upc: '8413000065504', productQuery: '8413000065504' });
  });

  it('refuses a photo of people', async () => {
    const id = await identifier.identify(await decode('negative-person-1.jpg'));
    expect(id.refused).toEqual({ kind: 'person', reason: REFUSAL_MESSAGES.person });
  });

  it('says which model file is missing', async () => {
    const broken = fetchModelFiles(base, fetch, 'no-such-model.json');
    await expect(broken.modelJson()).rejects.toThrow('Model file no-such-model.json answered 404');
  });
});
