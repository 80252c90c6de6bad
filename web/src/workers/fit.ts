/** The long side the estimator works at (as on the server): enough for a barcode across a third of the frame. */
export const WORKING_SIDE_PX = 1600;

/** The size an image is drawn at so its long side is at most `maxSide`; never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
