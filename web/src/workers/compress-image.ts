/** Shrinks a photo for upload, off the main thread (this module runs inside compress.worker.ts and never
 *  touches the DOM): at most 1600 px on the long edge, JPEG at quality 0.8.
 *
 *  The browser's own resize and encode (createImageBitmap + OffscreenCanvas.convertToBlob) is used rather
 *  than browser-image-compression: on a 12 MP photo in Chromium (two quiet runs) it took 201–230 ms and
 *  gave 258 KB, level with the main-thread floor (208–234 ms), while the library with the same limits
 *  took 243–266 ms and gave 460 KB. `pnpm bench compress` keeps measuring both. */

/** Enough for a barcode across a third of the frame and for a vision model's "high" detail. */
export const MAX_EDGE_PX = 1600;
/** JPEG quality 0.8: small uploads with no visible loss on a phone screen. */
export const JPEG_QUALITY = 0.8;

export interface CompressedImage {
  blob: Blob;
  width: number;
  height: number;
  /** 'passthrough' when the input already was a JPEG within the size: re-encoding would only lose detail. */
  method: 'native' | 'passthrough';
}

/** The size that fits `maxEdge` on the long edge, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxEdge = MAX_EDGE_PX): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Decodes (EXIF orientation applied, as the browser shows it), resizes and re-encodes `input` as a JPEG within the limits. */
export async function compressImage(input: Blob): Promise<CompressedImage> {
  const bitmap = await createImageBitmap(input, { imageOrientation: 'from-image' });
  try {
    const target = fitWithin(bitmap.width, bitmap.height);
    if (input.type === 'image/jpeg' && target.width === bitmap.width && target.height === bitmap.height) {
      return { blob: input, width: bitmap.width, height: bitmap.height, method: 'passthrough' };
    }
    const resized = await createImageBitmap(bitmap, {
      resizeWidth: target.width,
      resizeHeight: target.height,
      resizeQuality: 'high',
    });
    try {
      const canvas = new OffscreenCanvas(target.width, target.height);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('2D canvas is not available in this worker');
      // JPEG has no alpha: a transparent PNG would otherwise turn black.
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, target.width, target.height);
      ctx.drawImage(resized, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
      return { blob, ...target, method: 'native' };
    } finally {
      resized.close();
    }
  } finally {
    bitmap.close();
  }
}
