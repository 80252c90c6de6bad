import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-init.ts';

/** Checked-in migrations, applied in name order at start-up by both dialects. Append, never edit. */
export const migrations: Record<string, Migration> = {
  '0001-init': m0001,
};
