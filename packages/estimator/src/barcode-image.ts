/**
 * Copies of a photo for the barcode reader's second pass, turned by an angle. Grey is
 * enough (the reader works on luminance), sampled bilinearly so thin bars keep their edges; the
 * corners a turn brings into the frame are white, like a label's quiet zone.
 */
import type { RgbImage } from './image.ts';

export interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

function grey(image: RgbImage): Float32Array {
  const out = new Float32Array(image.width * image.height);
  for (let p = 0, i = 0; p < out.length; p++, i += 3)
    out[p] = 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!;
  return out;
}

/** Bilinear sample of a grey plane; white outside it. */
function sample(plane: Float32Array, w: number, h: number, x: number, y: number): number {
  if (x < 0 || y < 0 || x > w - 1 || y > h - 1) return 255;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(w - 1, x0 + 1);
  const y1 = Math.min(h - 1, y0 + 1);
  const fx = x - x0;
  const fy = y - y0;
  const top = plane[y0 * w + x0]! * (1 - fx) + plane[y0 * w + x1]! * fx;
  const bottom = plane[y1 * w + x0]! * (1 - fx) + plane[y1 * w + x1]! * fx;
  return top * (1 - fy) + bottom * fy;
}

/** The photo turned by `degrees` (counter-clockwise) and scaled by `scale`, on a canvas that holds all of it. */
export function rotatedRgba(image: RgbImage, degrees: number, scale = 1): Rgba {
  const plane = grey(image);
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const sw = image.width * scale;
  const sh = image.height * scale;
  const width = Math.max(1, Math.ceil(Math.abs(sw * cos) + Math.abs(sh * sin)));
  const height = Math.max(1, Math.ceil(Math.abs(sw * sin) + Math.abs(sh * cos)));
  const data = new Uint8ClampedArray(width * height * 4);
  const cx = width / 2;
  const cy = height / 2;
  const icx = image.width / 2;
  const icy = image.height / 2;
  for (let y = 0, o = 0; y < height; y++) {
    for (let x = 0; x < width; x++, o += 4) {
      // Inverse mapping: where in the source this output pixel comes from.
      const dx = (x - cx) / scale;
      const dy = (y - cy) / scale;
      const v = sample(plane, image.width, image.height, icx + dx * cos - dy * sin, icy + dx * sin + dy * cos);
      data[o] = data[o + 1] = data[o + 2] = v;
      data[o + 3] = 255;
    }
  }
  return { data, width, height };
}
