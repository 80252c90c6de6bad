/** The history thumbnail of a capture: at most 320 px on the long edge, so a long history stays small on
 *  the device. Runs in pages and in the service worker (createImageBitmap + OffscreenCanvas). Where the
 *  runtime cannot resize, the capture itself is kept (already compressed to ≤ 1600 px) rather than none. */
const THUMBNAIL_MAX_EDGE_PX = 320;
const THUMBNAIL_JPEG_QUALITY = 0.7;

export async function makeThumbnail(image: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') return image;
  try {
    const probe = await createImageBitmap(image);
    const scale = Math.min(1, THUMBNAIL_MAX_EDGE_PX / Math.max(probe.width, probe.height));
    const width = Math.max(1, Math.round(probe.width * scale));
    const height = Math.max(1, Math.round(probe.height * scale));
    probe.close();
    const bitmap = await createImageBitmap(image, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: THUMBNAIL_JPEG_QUALITY });
  } catch {
    return image;
  }
}
