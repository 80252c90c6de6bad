/** The history thumbnail: the captured photo scaled down so a long history stays small on the device. */

const THUMBNAIL_MAX_EDGE_PX = 320;
const THUMBNAIL_JPEG_QUALITY = 0.7;

/** Decodes a base64 data URL into a Blob of its own type; null for anything else. */
export function dataUrlToBlob(dataUrl: string): Blob | null {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const [, type, base64, payload = ''] = match;
  try {
    if (!base64) return new Blob([decodeURIComponent(payload)], { type });
    const binary = atob(payload);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type });
  } catch {
    return null;
  }
}

/** A JPEG of at most 320 px on the long edge; where the browser cannot resize, the original photo
 *  (already compressed to ≤ 1600 px by the capture step) is kept rather than no thumbnail. */
export async function makeThumbnail(dataUrl: string): Promise<Blob | null> {
  const original = dataUrlToBlob(dataUrl);
  if (!original) return null;
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') return original;
  try {
    const probe = await createImageBitmap(original);
    const scale = Math.min(1, THUMBNAIL_MAX_EDGE_PX / Math.max(probe.width, probe.height));
    const width = Math.max(1, Math.round(probe.width * scale));
    const height = Math.max(1, Math.round(probe.height * scale));
    probe.close();
    const bitmap = await createImageBitmap(original, {
      resizeWidth: width,
      resizeHeight: height,
      resizeQuality: 'high',
    });
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: THUMBNAIL_JPEG_QUALITY });
  } catch {
    return original;
  }
}
