// A shared analysis' photo as strangers see it: re-encoded from the owner's upload, so nothing of the
// original file survives (no camera metadata, no GPS position, no other bytes an attacker put there), and
// small enough for a community card and a link preview.
import sharp from 'sharp';
import { SHARE_THUMBNAIL_EDGE_PX } from '@costlens/contracts/limits';

/** The largest thumbnail kept, in bytes. */
export const SHARE_THUMBNAIL_MAX_BYTES = 20 * 1024;
const QUALITIES = [72, 60, 48, 36];

/** A JPEG of at most 20 KB with no metadata, or null when the image cannot be read or made small enough. */
export async function makeShareThumbnail(input: Uint8Array): Promise<Uint8Array | null> {
  for (const edge of [SHARE_THUMBNAIL_EDGE_PX, 240]) {
    for (const quality of QUALITIES) {
      let out: Buffer;
      try {
        // rotate() applies the EXIF orientation before the metadata is dropped (sharp drops it by default).
        out = await sharp(input, { limitInputPixels: 50_000_000 })
          .rotate()
          .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality, mozjpeg: true })
          .toBuffer();
      } catch {
        return null;
      }
      if (out.byteLength <= SHARE_THUMBNAIL_MAX_BYTES) return new Uint8Array(out);
    }
  }
  return null;
}
