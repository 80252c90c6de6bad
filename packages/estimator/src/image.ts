/**
 * The one image shape the pipeline passes around. Decoding is platform work (sharp in Node,
 * createImageBitmap + OffscreenCanvas in a browser worker); everything after it only sees pixels.
 */

/** Packed 8-bit RGB pixels, row-major, `data.length === width * height * 3`. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Turns encoded bytes (JPEG, PNG, WebP ...) into pixels, upright, with the long side at most `maxSide`. */
export interface ImageDecoder {
  decode(bytes: Uint8Array, maxSide: number): Promise<RgbImage>;
  /** An encoded copy (PNG) no larger than `maxSide`, in grey if asked, for OCR engines that take files. */
  toPng(image: RgbImage, options: { maxSide: number; grey: boolean; enlarge: boolean }): Promise<Uint8Array>;
}

/** RGBA copy in the `{ data, width, height }` shape of ImageData (what zxing-wasm reads). */
export function toRgba(image: RgbImage): { data: Uint8ClampedArray; width: number; height: number } {
  const pixels = image.width * image.height;
  const out = new Uint8ClampedArray(pixels * 4);
  for (let p = 0, i = 0, o = 0; p < pixels; p++, i += 3, o += 4) {
    out[o] = image.data[i]!;
    out[o + 1] = image.data[i + 1]!;
    out[o + 2] = image.data[i + 2]!;
    out[o + 3] = 255;
  }
  return { data: out, width: image.width, height: image.height };
}
