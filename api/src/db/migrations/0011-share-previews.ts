import type { Kysely } from 'kysely';

// A shared analysis' link-preview image (1200 × 630 JPEG, the size link previews ask for), made from the
// owner's photo when it is shared. Null for photos shared before: their preview is made from the small
// photo when asked for.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('share_thumbnails').addColumn('preview_base64', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('share_thumbnails').dropColumn('preview_base64').execute();
}
