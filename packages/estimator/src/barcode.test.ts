import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { readZxingWasm } from './assets-node.ts';
import {
  expandUpcE,
  hasValidCheckDigit,
  normaliseGtin,
  pickProductCode,
  prepareBarcodeReader,
  productUrlFromQr,
  readProductCode,
} from './barcode.ts';
import { sharpDecoder } from './image-node.ts';
import { WORKING_SIDE_PX } from './working-size.ts';

const photo = (name: string) => new URL(`../test/fixtures/photos/${name}`, import.meta.url);

describe('check digits', () => {
  it.each([
    ['8413000065504', true],
    ['066721010995', true],
    ['3596710368259', true],
    ['96385074', true], // EAN-8
    ['8413000065505', false],
    ['066721010994', false],
    ['12345', false],
    ['abcdefghijkl', false],
  ])('%s valid: %s', (gtin, valid) => {
    expect(hasValidCheckDigit(gtin)).toBe(valid);
  });
});

describe('normaliseGtin', () => {
  it.each([
    ['EAN-13', '0066721010995', '066721010995'], // an EAN-13 with a leading 0 is the UPC-A shops search
    ['EAN-13', '8413000065504', '8413000065504'],
    ['UPC-A', '066721010995', '066721010995'],
    ['UPC-E', '04252614', '042100005264'],
    ['EAN-13', '8413000065505', null], // wrong check digit
    ['EAN-13', 'not-digits', null],
  ])('%s %s → %s', (format, text, expected) => {
    expect(normaliseGtin(format, text)).toBe(expected);
  });

  it('expands UPC-E by its last digit rule', () => {
    expect(expandUpcE('01234565')).toBe('012345000065');
    expect(expandUpcE('21234565')).toBeNull(); // number system must be 0 or 1
  });
});

describe('QR codes', () => {
  it('keeps an https product address and reads a GS1 Digital Link GTIN', () => {
    expect(productUrlFromQr('https://id.gs1.org/01/09506000134352')).toEqual({
      kind: 'url',
      url: 'https://id.gs1.org/01/09506000134352',
      gtin: '9506000134352',
      format: 'QRCode',
    });
    expect(productUrlFromQr('https://shop.example.ca/p/kettle')).toMatchObject({ kind: 'url', gtin: null });
  });

  it.each(['WIFI:S:home;T:WPA;P:secret;;', 'javascript:alert(1)', 'just text'])('ignores %s', (text) => {
    expect(productUrlFromQr(text)).toBeNull();
  });

  it('prefers a retail code to a QR address and skips invalid reads', () => {
    expect(
      pickProductCode([
        { format: 'QRCode', text: 'https://shop.example.ca/p/1', isValid: true },
        { format: 'EAN13', text: '8413000065505', isValid: true },
        { format: 'EAN13', text: '8413000065504', isValid: false },
        { format: 'EAN13', text: '3596710368259', isValid: true },
      ]),
    ).toEqual({ kind: 'gtin', gtin: '3596710368259', format: 'EAN13' });
  });
});

describe('reading the fixture photos (wasm from the package, no network)', () => {
  beforeAll(async () => {
    await prepareBarcodeReader(await readZxingWasm());
  });

  it.each([
    ['barcode-1.png', '8413000065504'],
    ['barcode-2.png', '066721010995'],
    ['barcode-3.jpg', '3596710368259'],
  ])('%s → %s', async (file, gtin) => {
    const image = await sharpDecoder.decode(new Uint8Array(await readFile(photo(file))), WORKING_SIDE_PX);
    expect(await readProductCode(image)).toMatchObject({ kind: 'gtin', gtin });
  });

  it.each([20, 40, 75, 130])('reads a code tilted by %i°, which quarter turns alone miss', async (angle) => {
    const tilted = await sharp(await readFile(photo('barcode-2.png')))
      .rotate(angle, { background: '#ffffff' })
      .png()
      .toBuffer();
    const image = await sharpDecoder.decode(new Uint8Array(tilted), WORKING_SIDE_PX);
    expect(await readProductCode(image)).toMatchObject({ kind: 'gtin', gtin: '066721010995' });
  });

  it('finds nothing on a photo without a code', async () => {
    const image = await sharpDecoder.decode(new Uint8Array(await readFile(photo('laptop-1.jpg'))), WORKING_SIDE_PX);
    expect(await readProductCode(image)).toBeNull();
  });
});
