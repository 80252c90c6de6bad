import type { Kysely } from 'kysely';

// The small photo a shared analysis shows on its page, in link previews and on community cards. Kept as
// base64 text (≤ 20 KB of JPEG): one column type both engines read alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_thumbnails')
    .addColumn('analysis_id', 'text', (c) => c.primaryKey().references('analyses.id').onDelete('cascade'))
    .addColumn('jpeg_base64', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_thumbnails').execute();
}
