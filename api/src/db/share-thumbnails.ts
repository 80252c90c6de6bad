// The small photos of shared analyses: stored when the owner sends one, served while the analysis is public,
// gone when it is unshared or deleted.
import type { Database } from './database.ts';

/** Keeps the small photo of an analysis and, when made, its link-preview image (one row, replaced whole). */
export async function putShareThumbnail(
  database: Database,
  analysisId: string,
  jpeg: Uint8Array,
  now: number,
  preview: Uint8Array | null = null,
) {
  const row = {
    analysis_id: analysisId,
    jpeg_base64: Buffer.from(jpeg).toString('base64'),
    bytes: jpeg.byteLength,
    created_at: now,
    preview_base64: preview ? Buffer.from(preview).toString('base64') : null,
  };
  await database.db
    .insertInto('share_thumbnails')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('analysis_id')
        .doUpdateSet({ jpeg_base64: row.jpeg_base64, bytes: row.bytes, preview_base64: row.preview_base64 }),
    )
    .execute();
}

/** A public analysis's link-preview image, or its small photo to make one from; null when it has no
 *  photo or is not public. */
export async function findSharedPreview(
  database: Database,
  token: string,
): Promise<{ preview: Uint8Array | null; thumbnail: Uint8Array } | null> {
  const row = await database.db
    .selectFrom('share_thumbnails')
    .innerJoin('analyses', 'analyses.id', 'share_thumbnails.analysis_id')
    .select(['share_thumbnails.jpeg_base64', 'share_thumbnails.preview_base64'])
    .where('analyses.share_token', '=', token)
    .where('analyses.is_public', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const bytes = (b64: string) => new Uint8Array(Buffer.from(b64, 'base64'));
  return { preview: row.preview_base64 ? bytes(row.preview_base64) : null, thumbnail: bytes(row.jpeg_base64) };
}

/** The thumbnail of a public analysis, by its share token; null when there is none or it is not public. */
export async function findSharedThumbnail(database: Database, token: string): Promise<Uint8Array | null> {
  const row = await database.db
    .selectFrom('share_thumbnails')
    .innerJoin('analyses', 'analyses.id', 'share_thumbnails.analysis_id')
    .select('share_thumbnails.jpeg_base64')
    .where('analyses.share_token', '=', token)
    .where('analyses.is_public', '=', 1)
    .executeTakeFirst();
  return row ? new Uint8Array(Buffer.from(row.jpeg_base64, 'base64')) : null;
}

export async function hasShareThumbnail(database: Database, analysisId: string): Promise<boolean> {
  const row = await database.db
    .selectFrom('share_thumbnails')
    .select('analysis_id')
    .where('analysis_id', '=', analysisId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteShareThumbnail(database: Database, analysisId: string): Promise<void> {
  await database.db.deleteFrom('share_thumbnails').where('analysis_id', '=', analysisId).execute();
}
