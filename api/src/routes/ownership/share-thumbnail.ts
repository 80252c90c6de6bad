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

/** The link-preview image's size: what link previews (Open Graph, large Twitter cards) ask for. */
export const SHARE_PREVIEW_WIDTH_PX = 1200;
export const SHARE_PREVIEW_HEIGHT_PX = 630;
/** The largest preview kept, in bytes. */
export const SHARE_PREVIEW_MAX_BYTES = 150 * 1024;

/**
 * The 1200 × 630 link-preview JPEG of a photo, or null when it cannot be read or made small enough. The
 * whole photo is shown, never enlarged, in front of a blurred, dimmed copy of itself that fills the
 * frame; a photo of any shape fits and nothing of it is cut off.
 */
export async function makeSharePreview(input: Uint8Array): Promise<Uint8Array | null> {
  const width = SHARE_PREVIEW_WIDTH_PX;
  const height = SHARE_PREVIEW_HEIGHT_PX;
  try {
    const upright = await sharp(input, { limitInputPixels: 50_000_000 }).rotate().toBuffer();
    const backdrop = await sharp(upright)
      .resize(width, height, { fit: 'cover' })
      .blur(24)
      .modulate({ brightness: 0.6 })
      .toBuffer();
    const photo = await sharp(upright)
      .resize(width - 80, height - 60, { fit: 'inside', withoutEnlargement: true })
      .toBuffer();
    for (const quality of [78, 66, 54]) {
      const out = await sharp(backdrop)
        .composite([{ input: photo, gravity: 'center' }])
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
      if (out.byteLength <= SHARE_PREVIEW_MAX_BYTES) return new Uint8Array(out);
    }
    return null;
  } catch {
    return null;
  }
}
