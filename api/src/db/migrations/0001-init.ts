import type { Kysely } from 'kysely';

// 'double precision' and 'bigint' are understood by both engines (SQLite maps them to REAL/INTEGER).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analyses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('product_category', 'text', (c) => c.notNull())
    .addColumn('cost_low', 'double precision', (c) => c.notNull())
    .addColumn('cost_high', 'double precision', (c) => c.notNull())
    .addColumn('confidence', 'double precision', (c) => c.notNull())
    .addColumn('methodology_type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('share_token', 'text', (c) => c.unique())
    .addColumn('share_title', 'text')
    .addColumn('share_description', 'text')
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The client's idempotency key for an analysis made from an offline draft: one analysis per draft.
    .addColumn('client_key', 'text', (c) => c.unique())
    .execute();
  await db.schema.createIndex('analyses_device_created').on('analyses').columns(['device_id', 'created_at']).execute();
  await db.schema.createIndex('analyses_public_created').on('analyses').columns(['is_public', 'created_at']).execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('analysis_id', 'text', (c) => c.notNull().references('analyses.id').onDelete('cascade'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comments_analysis_created')
    .on('comments')
    .columns(['analysis_id', 'created_at'])
    .execute();

  // The primary key is what makes concurrent double likes count once.
  await db.schema
    .createTable('likes')
    .addColumn('analysis_id', 'text', (c) => c.notNull().references('analyses.id').onDelete('cascade'))
    .addColumn('user_fingerprint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['analysis_id', 'user_fingerprint'])
    .execute();

  await db.schema
    .createTable('provider_cache')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('idempotency')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('device_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('props', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'window_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['rate_limits', 'events', 'idempotency', 'provider_cache', 'likes', 'comments', 'analyses']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
