/** The history thumbnail of an offline capture: at most 320 px on the long edge. Runs in pages and in
 *  the service worker (createImageBitmap + OffscreenCanvas); null where neither exists. */
const THUMBNAIL_MAX_EDGE_PX = 320;
const THUMBNAIL_JPEG_QUALITY = 0.7;

export async function makeBlobThumbnail(image: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') return null;
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
    return null;
  }
}
