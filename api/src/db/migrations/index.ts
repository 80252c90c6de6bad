import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-init.ts';
import * as m0003 from './0003-abuse-resistance.ts';
import * as m0004 from './0004-reads-at-scale.ts';
import * as m0005 from './0005-share-thumbnails.ts';
import * as m0006 from './0006-price-watch.ts';
import * as m0007 from './0007-search-words.ts';
import * as m0008 from './0008-device-versions.ts';
import * as m0009 from './0009-push-and-watch-limits.ts';
import * as m0011 from './0011-share-previews.ts';
import * as m0012 from './0012-unsigned-devices.ts';

/** Checked-in migrations, applied in name order at start-up by both dialects. Append, never edit. */
export const migrations: Record<string, Migration> = {
  '0001-init': m0001,
  '0003-abuse-resistance': m0003,
  '0004-reads-at-scale': m0004,
  '0005-share-thumbnails': m0005,
  '0006-price-watch': m0006,
  '0007-search-words': m0007,
  '0008-device-versions': m0008,
  '0009-push-and-watch-limits': m0009,
  '0011-share-previews': m0011,
  '0012-unsigned-devices': m0012,
};
