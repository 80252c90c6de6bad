/**
 * Product codes in the photo: UPC/EAN (check digit verified) and QR codes that hold a product web
 * address. zxing-wasm is given its wasm binary by the caller, so nothing is fetched from a CDN.
 *
 * zxing tries the photo as it is and turned by quarter turns; a linear code tilted further than about
 * 15° from those is missed. So when the first pass finds nothing, the photo is read again turned by
 * 30° and 60° (with the quarter turns that covers every angle within 15°). Enlarging small photos
 * (bicubic ×2–4, sharpened, each binarizer) read none of the small or soft codes of the tuning photos
 * that the plain pass missed, so it is not done.
 */
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { ReadResult, ReaderOptions } from 'zxing-wasm/reader';

import { toRgba } from './image.ts';
import type { RgbImage } from './image.ts';
import { rotatedRgba } from './barcode-image.ts';

export type ProductCode =
  { kind: 'gtin'; gtin: string; format: string } | { kind: 'url'; url: string; gtin: string | null; format: 'QRCode' };

const READER_OPTIONS: ReaderOptions = {
  formats: ['EAN-13', 'EAN-8', 'UPC-A', 'UPC-E', 'QRCode'],
  tryHarder: true,
  tryRotate: true,
  maxNumberOfSymbols: 4,
};

let prepared: Promise<unknown> | null = null;

/** Instantiates the reader once per process from the given wasm bytes. */
export function prepareBarcodeReader(wasmBinary: ArrayBuffer): Promise<unknown> {
  prepared ??= prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  return prepared;
}

/** Turns tried after the first pass (degrees); zxing's own quarter turns cover the rest. */
export const SWEEP_ANGLES = [30, 60] as const;
/** The sweep reads a copy this size (long side): tilted codes in product photos are large enough. */
export const SWEEP_SIDE_PX = 1000;

type ReaderInput = Parameters<typeof readBarcodes>[0];
const read = async (rgba: { data: Uint8ClampedArray; width: number; height: number }) =>
  pickProductCode(await readBarcodes(rgba as unknown as ReaderInput, READER_OPTIONS));

/** The best product code in the image as it stands (zxing tries quarter turns), or null. */
export async function readUprightCode(image: RgbImage): Promise<ProductCode | null> {
  if (!prepared) throw new Error('prepareBarcodeReader() must run before reading a code');
  await prepared;
  return read(toRgba(image));
}

/** The best product code in copies of the image turned by SWEEP_ANGLES, or null (100–250 ms without a code). */
export async function readTiltedCode(image: RgbImage): Promise<ProductCode | null> {
  if (!prepared) throw new Error('prepareBarcodeReader() must run before reading a code');
  await prepared;
  const scale = Math.min(1, SWEEP_SIDE_PX / Math.max(image.width, image.height));
  for (const angle of SWEEP_ANGLES) {
    const turned = await read(rotatedRgba(image, angle, scale));
    if (turned) return turned;
  }
  return null;
}

/** The best product code in the image, upright or tilted, or null. Call prepareBarcodeReader first. */
export async function readProductCode(image: RgbImage): Promise<ProductCode | null> {
  return (await readUprightCode(image)) ?? readTiltedCode(image);
}

/** Prefers a valid retail code over a QR address; ignores results zxing itself marks invalid. */
export function pickProductCode(
  results: readonly Pick<ReadResult, 'format' | 'text' | 'isValid'>[],
): ProductCode | null {
  let url: ProductCode | null = null;
  for (const r of results) {
    if (!r.isValid) continue;
    if (r.format === 'QRCode') {
      url ??= productUrlFromQr(r.text);
      continue;
    }
    const gtin = normaliseGtin(r.format, r.text);
    if (gtin) return { kind: 'gtin', gtin, format: r.format };
  }
  return url;
}

/**
 * The GTIN as shops search it: UPC-A as 12 digits (an EAN-13 with a leading 0 is a UPC-A), EAN-13
 * and EAN-8 as they are, UPC-E expanded to UPC-A. Null when the check digit is wrong.
 */
export function normaliseGtin(format: string, text: string): string | null {
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) return null;
  let gtin = digits;
  if (format === 'UPC-E') {
    const expanded = expandUpcE(digits);
    if (!expanded) return null;
    gtin = expanded;
  }
  if (gtin.length === 13 && gtin.startsWith('0')) gtin = gtin.slice(1);
  if (![8, 12, 13, 14].includes(gtin.length)) return null;
  return hasValidCheckDigit(gtin) ? gtin : null;
}

/** GS1 mod-10: weights 3,1,3,... from the digit left of the check digit. */
export function hasValidCheckDigit(gtin: string): boolean {
  if (!/^\d{8,14}$/.test(gtin)) return false;
  let sum = 0;
  for (let i = gtin.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(gtin[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(gtin[gtin.length - 1]);
}

/** UPC-E (8 digits: number system, 6 data, check) to the UPC-A it abbreviates. */
export function expandUpcE(upcE: string): string | null {
  if (!/^[01]\d{7}$/.test(upcE)) return null;
  const ns = upcE[0]!;
  const d = upcE.slice(1, 7);
  const check = upcE[7]!;
  const last = Number(d[5]);
  let body: string;
  if (last <= 2) body = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  else if (last === 3) body = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  else if (last === 4) body = `${d.slice(0, 4)}00000${d[4]}`;
  else body = `${d.slice(0, 5)}0000${last}`;
  return `${ns}${body}${check}`;
}

/** A QR code counts only when it holds an http(s) address; a GS1 Digital Link also yields its GTIN. */
export function productUrlFromQr(text: string): ProductCode | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const link = /\/01\/(\d{8,14})(?:\/|$)/.exec(url.pathname);
  const gtin =
    link && hasValidCheckDigit(link[1]!) ? normaliseGtin('EAN-13', link[1]!.replace(/^0+(?=\d{12,13}$)/, '')) : null;
  return { kind: 'url', url: url.href, gtin, format: 'QRCode' };
}
